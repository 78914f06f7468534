// Spec 001 §5 "Add assessment count": child, assessment and amount required; amount at least 0;
// the sign selector adds or reduces (a reduction is sent as a negative value).

export type AssessmentQuotaValues = {
  childId: string;
  childName: string;
  tagId: string;
  sign: 'add' | 'reduce';
  amount: string;
  remark: string;
};

export const EMPTY_ASSESSMENT_QUOTA: AssessmentQuotaValues = {
  childId: '',
  childName: '',
  tagId: '',
  sign: 'add',
  amount: '',
  remark: '',
};

export type AssessmentProblem = 'child-required' | 'assessment-required' | 'amount-required' | 'amount-min';

export const assessmentProblems = (
  values: AssessmentQuotaValues,
): Partial<Record<'childId' | 'tagId' | 'amount', AssessmentProblem>> => {
  const problems: Partial<Record<'childId' | 'tagId' | 'amount', AssessmentProblem>> = {};
  if (values.childId === '') problems.childId = 'child-required';
  if (values.tagId === '') problems.tagId = 'assessment-required';
  const amount = values.amount.trim();
  if (amount === '') problems.amount = 'amount-required';
  else if (!/^\d+$/.test(amount)) problems.amount = 'amount-min';
  return problems;
};

/** The signed number sent: a reduction is negative. */
export const assessmentTimesOf = (values: AssessmentQuotaValues): number => {
  const amount = Number(values.amount.trim());
  return values.sign === 'reduce' ? -amount : amount;
};
