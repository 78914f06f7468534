// The add-subject form's fields as the tenant's subject front permissions shape them (spec 000
// §5 "Add subject", §3 "Subject-related front permissions"). Pure, so the console shows the
// fields and the server refuses a child by the same rules.

export type SubjectFieldRules = {
  outpatientNumber: { visible: boolean; required: boolean };
  /** random: the name is hidden and a generator fills it. */
  name: { visible: boolean; required: boolean; random: boolean };
  remark: { visible: boolean };
};

export const subjectFieldRules = (tenantHas: (name: string) => boolean): SubjectFieldRules => {
  const random = tenantHas('subject1.name1.random');
  const medicalNumber = tenantHas('subject1.medicalNumber');
  const name = tenantHas('subject1.name');
  return {
    outpatientNumber: {
      visible: medicalNumber,
      required: medicalNumber && tenantHas('subject1.medicalNumber1.isRequired'),
    },
    name: { visible: name && !random, required: random || (name && tenantHas('subject1.name1.isRequired')), random },
    remark: { visible: tenantHas('subject1.note') },
  };
};

export const SUBJECT_GENDERS = ['Male', 'Female', 'Unknown', 'Others'] as const;
export type SubjectGender = (typeof SUBJECT_GENDERS)[number];

export type NewSubjectValues = {
  name: string;
  /** YYYY-MM-DD, or '' when not given. */
  birthDay: string;
  gender: SubjectGender;
  outpatientNumber: string;
  remark: string;
};

export const EMPTY_SUBJECT: NewSubjectValues = {
  name: '',
  birthDay: '',
  gender: 'Male',
  outpatientNumber: '',
  remark: '',
};

export type SubjectFieldProblem =
  'name-required' | 'outpatient-number-required' | 'birthday-required' | 'birthday-invalid' | 'birthday-in-future';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isRealDate = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
};

/**
 * What is wrong with a child's values, field by field; empty when it may be added. today is the
 * centre's calendar day (YYYY-MM-DD): a birthday after it is in the future.
 */
export const subjectProblems = (
  values: NewSubjectValues,
  rules: SubjectFieldRules,
  today: string,
): Partial<Record<keyof NewSubjectValues, SubjectFieldProblem>> => {
  const problems: Partial<Record<keyof NewSubjectValues, SubjectFieldProblem>> = {};
  if (rules.name.required && values.name.trim() === '') problems.name = 'name-required';
  if (rules.outpatientNumber.required && values.outpatientNumber.trim() === '') {
    problems.outpatientNumber = 'outpatient-number-required';
  }
  if (values.birthDay === '') problems.birthDay = 'birthday-required';
  else if (!ISO_DATE.test(values.birthDay) || !isRealDate(values.birthDay)) problems.birthDay = 'birthday-invalid';
  else if (values.birthDay > today) problems.birthDay = 'birthday-in-future';
  return problems;
};

/** The values the tenant's rules let through: a hidden field is never stored. */
export const keptSubjectValues = (values: NewSubjectValues, rules: SubjectFieldRules) => ({
  name: rules.name.visible || rules.name.random ? values.name.trim() : '',
  birthDay: values.birthDay,
  gender: values.gender,
  outpatientNumber: rules.outpatientNumber.visible ? values.outpatientNumber.trim() || null : null,
  remark: rules.remark.visible ? values.remark.trim() || null : null,
});
