import { DateTime } from 'luxon';
import type { AddGuardianInput } from '../../../generated/graphql';

// The add-guardian form's values and their checks (spec 000 §3 "Guardian add", §5 "Add subject").

export type ChildDraft = {
  key: number;
  name: string;
  birthDay: string;
  birthDayProblem: boolean;
  gender: string;
  outpatientNumber: string;
  remark: string;
};

export type GuardianDraft = {
  name: string;
  countryCode: string;
  phoneNumber: string;
  roleName: string;
  coachIds: string[];
  children: ChildDraft[];
};

/** The most children one request may register (the server refuses more). */
export const MAX_CHILDREN = 10;

/** Spec 000 §9: the country codes offered here, 86 first and by default. */
export const GUARDIAN_COUNTRY_CODES = ['86', '972', '52', '1'] as const;

let nextKey = 1;
export const emptyChild = (): ChildDraft => ({
  key: nextKey++,
  name: '',
  birthDay: '',
  birthDayProblem: false,
  gender: 'Male',
  outpatientNumber: '',
  remark: '',
});

export const emptyGuardian = (): GuardianDraft => ({
  name: '',
  countryCode: '86',
  phoneNumber: '',
  roleName: '',
  coachIds: [],
  children: [emptyChild()],
});

export type FieldRules = { nameRequired: boolean; outpatientNumberRequired: boolean };

/** The catalogue keys of what is missing or wrong, by field ('child.0.birthDay', ...). */
export const draftProblems = (draft: GuardianDraft, rules: FieldRules, today = DateTime.now().toISODate()) => {
  const problems: Record<string, string> = {};
  if (!draft.name.trim()) problems['name'] = 'form.name-required';
  if (!/^\d{5,15}$/.test(draft.phoneNumber.trim())) problems['phoneNumber'] = 'form.phone-invalid';
  if (!draft.roleName) problems['roleName'] = 'form.role-required';
  draft.children.forEach((child, i) => {
    if (rules.nameRequired && !child.name.trim()) problems[`child.${i}.name`] = 'form.child-name-required';
    if (rules.outpatientNumberRequired && !child.outpatientNumber.trim()) {
      problems[`child.${i}.outpatientNumber`] = 'form.outpatient-number-required';
    }
    if (child.birthDayProblem || !child.birthDay) problems[`child.${i}.birthDay`] = 'form.birthday-required';
    else if (today && child.birthDay > today) problems[`child.${i}.birthDay`] = 'form.birthday-future';
  });
  return problems;
};

const orNull = (text: string) => (text.trim() ? text.trim() : null);

export const toAddGuardianInput = (draft: GuardianDraft): AddGuardianInput => ({
  name: draft.name.trim(),
  countryCode: draft.countryCode,
  phoneNumber: draft.phoneNumber.trim(),
  roleName: draft.roleName,
  coachIds: draft.coachIds,
  subjects: draft.children.map((child) => ({
    name: orNull(child.name),
    birthDay: child.birthDay,
    gender: child.gender,
    outpatientNumber: orNull(child.outpatientNumber),
    remark: orNull(child.remark),
  })),
});
