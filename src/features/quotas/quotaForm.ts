import type {
  QuotaBillingMethod,
  SessionQuotaFieldsFragment,
  SessionQuotaInput,
  SessionType,
} from '../../generated/graphql';

// Spec 001 §5 "Add sessions": child (when not pre-selected), type, time mode (limited: start and
// end dates), quantity mode (limited: a count of at least 1, or 0 when editing). The two modes
// make the billing method, which cannot change after submit (§4).

export const SESSION_TYPES: readonly SessionType[] = ['Online', 'Offline', 'HomeBased'];

export type Mode = '' | 'limited' | 'unlimited';

export type QuotaFormValues = {
  childId: string;
  childName: string;
  type: SessionType | '';
  timeMode: Mode;
  startTime: string;
  endTime: string;
  quantityMode: Mode;
  classHours: string;
  remark: string;
};

export const EMPTY_QUOTA: QuotaFormValues = {
  childId: '',
  childName: '',
  type: '',
  timeMode: '',
  startTime: '',
  endTime: '',
  quantityMode: '',
  classHours: '',
  remark: '',
};

export const billingMethodOf = (timeMode: Mode, quantityMode: Mode): QuotaBillingMethod | null => {
  if (timeMode === '' || quantityMode === '') return null;
  const time = timeMode === 'limited';
  const quantity = quantityMode === 'limited';
  return time && quantity ? 'QuantityAndTime' : time ? 'Time' : quantity ? 'Quantity' : 'None';
};

export const modesOf = (method: QuotaBillingMethod): { timeMode: Mode; quantityMode: Mode } => ({
  timeMode: method === 'Time' || method === 'QuantityAndTime' ? 'limited' : 'unlimited',
  quantityMode: method === 'Quantity' || method === 'QuantityAndTime' ? 'limited' : 'unlimited',
});

export const formValuesOf = (quota: SessionQuotaFieldsFragment): QuotaFormValues => ({
  childId: quota.childId,
  childName: quota.childName,
  type: quota.type,
  ...modesOf(quota.billingMethod),
  startTime: quota.startTime ?? '',
  endTime: quota.endTime ?? '',
  classHours: quota.classHours === null || quota.classHours === undefined ? '' : String(quota.classHours),
  remark: quota.remark,
});

export type QuotaProblem =
  | 'child-required'
  | 'type-required'
  | 'time-mode-required'
  | 'quantity-mode-required'
  | 'start-required'
  | 'end-required'
  | 'period-order'
  | 'hours-required'
  | 'hours-min';

export type QuotaProblems = Partial<Record<keyof QuotaFormValues, QuotaProblem>>;

const WHOLE = /^\d+$/;

/** What is wrong with the form, by field; editing allows 0 sessions. */
export const quotaProblems = (values: QuotaFormValues, editing: boolean): QuotaProblems => {
  const problems: QuotaProblems = {};
  if (values.childId === '') problems.childId = 'child-required';
  if (values.type === '') problems.type = 'type-required';
  if (values.timeMode === '') problems.timeMode = 'time-mode-required';
  if (values.quantityMode === '') problems.quantityMode = 'quantity-mode-required';
  if (values.timeMode === 'limited') {
    if (values.startTime === '') problems.startTime = 'start-required';
    if (values.endTime === '') problems.endTime = 'end-required';
    if (values.startTime && values.endTime && values.startTime > values.endTime) problems.endTime = 'period-order';
  }
  if (values.quantityMode === 'limited') {
    const text = values.classHours.trim();
    if (text === '') problems.classHours = 'hours-required';
    else if (!WHOLE.test(text) || Number(text) < (editing ? 0 : 1)) problems.classHours = 'hours-min';
  }
  return problems;
};

/** The mutation's input; the limits the modes leave out are not sent. */
export const inputOf = (values: QuotaFormValues): SessionQuotaInput => {
  const billingMethod = billingMethodOf(values.timeMode, values.quantityMode);
  const time = values.timeMode === 'limited';
  const quantity = values.quantityMode === 'limited';
  return {
    childId: values.childId,
    type: values.type === '' ? null : values.type,
    billingMethod,
    startTime: time ? values.startTime : null,
    endTime: time ? values.endTime : null,
    classHours: quantity ? Number(values.classHours.trim()) : null,
    remark: values.remark.trim(),
  };
};

/** Spec 001 §9: above 500 (or -1, or no count) reads unlimited; 0 reads "none yet". */
export type AmountShown = { kind: 'unlimited' } | { kind: 'none' } | { kind: 'count'; count: number };

export const amountShown = (value: number | null | undefined): AmountShown => {
  if (value === null || value === undefined || value === -1 || value > 500) return { kind: 'unlimited' };
  if (value === 0) return { kind: 'none' };
  return { kind: 'count', count: value };
};

/** Spec 001 §9: warned at 5 or fewer left (and more than none). */
export const isLow = (value: number | null | undefined) =>
  value !== null && value !== undefined && value > 0 && value <= 5;

/** A value's catalogue key: HomeBased reads home-based, QuantityAndTime quantity-and-time. */
export const keyOf = (value: string) => value.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
