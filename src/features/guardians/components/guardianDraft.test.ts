import { describe, expect, it } from 'vitest';
import { draftProblems, emptyChild, emptyGuardian, toAddGuardianInput, type GuardianDraft } from './guardianDraft';

const rules = { nameRequired: false, outpatientNumberRequired: false };
const filled = (): GuardianDraft => ({
  ...emptyGuardian(),
  name: ' Wang Li ',
  phoneNumber: '13900000000',
  roleName: 'Mother',
  children: [{ ...emptyChild(), name: 'Xiaoyu', birthDay: '2019-05-04' }],
});

describe('the add-guardian draft', () => {
  it('names every missing field of an empty form', () => {
    expect(draftProblems(emptyGuardian(), rules, '2026-11-21')).toEqual({
      name: 'form.name-required',
      phoneNumber: 'form.phone-invalid',
      roleName: 'form.role-required',
      'child.0.birthDay': 'form.birthday-required',
    });
  });

  it('refuses a birthday after today and follows the centre’s required fields', () => {
    const draft = filled();
    draft.children = [{ ...emptyChild(), birthDay: '2026-11-22' }];
    expect(draftProblems(draft, { nameRequired: true, outpatientNumberRequired: true }, '2026-11-21')).toEqual({
      'child.0.name': 'form.child-name-required',
      'child.0.outpatientNumber': 'form.outpatient-number-required',
      'child.0.birthDay': 'form.birthday-future',
    });
  });

  it('sends trimmed values, blank optional fields as null, and gender Male by default', () => {
    const draft = filled();
    expect(draftProblems(draft, rules, '2026-11-21')).toEqual({});
    expect(toAddGuardianInput(draft)).toEqual({
      name: 'Wang Li',
      countryCode: '86',
      phoneNumber: '13900000000',
      roleName: 'Mother',
      coachIds: [],
      subjects: [{ name: 'Xiaoyu', birthDay: '2019-05-04', gender: 'Male', outpatientNumber: null, remark: null }],
    });
  });
});
