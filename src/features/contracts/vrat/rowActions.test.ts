import { describe, expect, it } from 'vitest';
import type { VratCallerFieldsFragment, VratContractFieldsFragment } from '../../../generated/graphql';
import { vratRowActions } from './rowActions';

const today = '2026-06-10';
const contract = (status: VratContractFieldsFragment['status'], start: string, end: string) =>
  ({ id: 'c', status, startTime: start, endTime: end }) as VratContractFieldsFragment;
const caller = (over: Partial<VratCallerFieldsFragment> = {}) =>
  ({ manages: true, mayChangeUnitPrice: false, ...over }) as VratCallerFieldsFragment;

describe('the VRAT row buttons', () => {
  it('offers edit, delete and formally enable on NotEnable, with recharge/deduct', () => {
    const { actions, moneyLabel } = vratRowActions(contract('NotEnable', '2026-07-01', '2026-08-01'), caller(), today);
    expect(actions).toEqual(['enable', 'edit', 'delete', 'money']);
    expect(moneyLabel).toBe('recharge-deduct');
  });

  it('offers the unit price change on Active only when the server says the caller may', () => {
    const active = contract('Enabled', '2026-06-01', '2026-12-01');
    expect(vratRowActions(active, caller(), today).actions).toEqual(['renew', 'stop', 'money', 'records']);
    expect(vratRowActions(active, caller({ mayChangeUnitPrice: true }), today).actions).toContain('unitPrice');
  });

  it('reads deduct alone on Deactivate and Expired', () => {
    const stopped = vratRowActions(contract('Deactivate', '2026-06-01', '2026-12-01'), caller(), today);
    expect(stopped).toEqual({ actions: ['reEnable', 'money', 'records'], moneyLabel: 'deduct' });
    const expired = vratRowActions(contract('Enabled', '2026-01-01', '2026-02-01'), caller(), today);
    expect(expired).toEqual({ actions: ['money', 'records'], moneyLabel: 'deduct' });
  });

  it('leaves only the records to a caller who does not manage the tenant', () => {
    const active = contract('Enabled', '2026-06-01', '2026-12-01');
    expect(vratRowActions(active, caller({ manages: false }), today).actions).toEqual(['records']);
  });
});
