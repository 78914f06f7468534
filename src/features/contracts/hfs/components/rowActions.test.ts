import { describe, expect, it } from 'vitest';
import type { HfsCallerFieldsFragment, HfsContractFieldsFragment } from '../../../../generated/graphql';
import { rowActions } from './HfsContractTable';

const TODAY = '2026-06-10';
const contract = (status: HfsContractFieldsFragment['status'], start: string, end: string) =>
  ({ id: 'c', tenantId: 't', status, startTime: start, endTime: end }) as HfsContractFieldsFragment;
const caller = (profile: string, manages: boolean, mayDeduct: boolean) =>
  ({ profile, manages, mayDeduct }) as HfsCallerFieldsFragment;

describe('the actions a contract row offers', () => {
  it('follows the state table: an Active contract renews and stops, a stopped one only re-enables and deducts', () => {
    const admin = caller('Admin', true, true);
    expect(rowActions(contract('Enabled', '2026-01-01', '2026-12-31'), admin, TODAY)).toEqual({
      actions: ['renew', 'stop', 'money', 'sellPrice', 'records', 'resources', 'usage'],
      moneyLabel: 'recharge-deduct',
    });
    expect(rowActions(contract('Deactivate', '2026-01-01', '2026-12-31'), admin, TODAY)).toEqual({
      actions: ['reEnable', 'money', 'records', 'resources', 'usage'],
      moneyLabel: 'deduct',
    });
    expect(rowActions(contract('NotEnable', '2026-07-01', '2026-12-31'), admin, TODAY).actions).toEqual([
      'enable',
      'edit',
      'delete',
      'money',
      'sellPrice',
      'records',
      'resources',
    ]);
  });

  it('offers no deduction to a profile that may not deduct, and nothing to change to a tenant reading its own', () => {
    const expired = contract('Enabled', '2026-01-01', '2026-05-31');
    expect(rowActions(expired, caller('Enterprise', true, false), TODAY).actions).toEqual([
      'records',
      'resources',
      'usage',
    ]);
    const active = contract('Enabled', '2026-01-01', '2026-12-31');
    expect(rowActions(active, caller('Enterprise', true, false), TODAY)).toEqual({
      actions: ['renew', 'stop', 'money', 'records', 'resources', 'usage'],
      moneyLabel: 'recharge',
    });
    expect(rowActions(active, caller('CenterAdmin', false, true), TODAY).actions).toEqual([
      'records',
      'resources',
      'usage',
    ]);
  });
});
