import { describe, expect, it } from 'vitest';
import { amountShown, billingMethodOf, EMPTY_QUOTA, inputOf, isLow, modesOf, quotaProblems } from './quotaForm';
import { assessmentProblems, assessmentTimesOf, EMPTY_ASSESSMENT_QUOTA } from './assessmentForm';

describe('session quota form (spec 001 §5 "Add sessions", §9)', () => {
  it('makes the billing method from the two modes and back', () => {
    expect(billingMethodOf('limited', 'limited')).toBe('QuantityAndTime');
    expect(billingMethodOf('limited', 'unlimited')).toBe('Time');
    expect(billingMethodOf('unlimited', 'limited')).toBe('Quantity');
    expect(billingMethodOf('unlimited', 'unlimited')).toBe('None');
    expect(billingMethodOf('', 'limited')).toBeNull();
    expect(modesOf('Time')).toEqual({ timeMode: 'limited', quantityMode: 'unlimited' });
  });

  it('asks for dates when the time is limited and a count of at least 1 (0 when editing)', () => {
    const values = { ...EMPTY_QUOTA, childId: 'c', type: 'Offline' as const, timeMode: 'limited' as const };
    expect(quotaProblems({ ...values, quantityMode: 'limited' }, false)).toEqual({
      startTime: 'start-required',
      endTime: 'end-required',
      classHours: 'hours-required',
    });
    const filled = { ...values, quantityMode: 'limited' as const, startTime: '2026-03-02', endTime: '2026-03-01' };
    expect(quotaProblems({ ...filled, classHours: '0' }, false)).toEqual({
      endTime: 'period-order',
      classHours: 'hours-min',
    });
    expect(quotaProblems({ ...filled, endTime: '2026-04-01', classHours: '0' }, true)).toEqual({});
    expect(quotaProblems({ ...filled, endTime: '2026-04-01', classHours: '1.5' }, true)).toEqual({
      classHours: 'hours-min',
    });
  });

  it('sends no limit the modes leave out', () => {
    expect(
      inputOf({
        ...EMPTY_QUOTA,
        childId: 'c',
        type: 'Online',
        timeMode: 'unlimited',
        quantityMode: 'limited',
        startTime: '2026-01-01',
        classHours: ' 12 ',
      }),
    ).toEqual({
      childId: 'c',
      type: 'Online',
      billingMethod: 'Quantity',
      startTime: null,
      endTime: null,
      classHours: 12,
      remark: '',
    });
  });

  it('shows above 500, -1 and no count as unlimited, 0 as none yet, and warns at 1 to 5', () => {
    expect(amountShown(501)).toEqual({ kind: 'unlimited' });
    expect(amountShown(500)).toEqual({ kind: 'count', count: 500 });
    expect(amountShown(-1)).toEqual({ kind: 'unlimited' });
    expect(amountShown(null)).toEqual({ kind: 'unlimited' });
    expect(amountShown(0)).toEqual({ kind: 'none' });
    expect([0, 1, 5, 6, null].map(isLow)).toEqual([false, true, true, false, false]);
  });
});

describe('assessment count form (spec 001 §5 "Add assessment count")', () => {
  it('needs child, assessment and an amount of 0 or more; a reduction is negative', () => {
    expect(assessmentProblems(EMPTY_ASSESSMENT_QUOTA)).toEqual({
      childId: 'child-required',
      tagId: 'assessment-required',
      amount: 'amount-required',
    });
    const values = { ...EMPTY_ASSESSMENT_QUOTA, childId: 'c', tagId: 't', amount: '-3' };
    expect(assessmentProblems(values)).toEqual({ amount: 'amount-min' });
    expect(assessmentTimesOf({ ...values, amount: '3', sign: 'reduce' })).toBe(-3);
    expect(assessmentTimesOf({ ...values, amount: '0', sign: 'add' })).toBe(0);
  });
});
