import { describe, expect, it } from 'vitest';
import { CONTRACT_ACTIONS_LIST, nextContract } from '../../../../machines/contract.machine';
import type { ContractRow } from '../contract.types';
import { machineAllows } from './contract-ledger.service';
import { PERIODS, STATUSES, TODAY } from './contract-cases.testing';

// The ledger remembers the contract machine's verdict per line, state and action
// (contract-ledger.service.ts): every answer must be the one the machine gives for that contract.

const contracts = (): ContractRow[] =>
  (['hfs', 'vrat'] as const).flatMap((line) =>
    STATUSES.flatMap((status) =>
      PERIODS.map(([startDate, endDate]) => ({ line, status, startDate, endDate }) as unknown as ContractRow),
    ),
  );

const machineSays = (c: ContractRow, action: (typeof CONTRACT_ACTIONS_LIST)[number]) =>
  nextContract(
    { line: c.line, status: c.status, startDate: c.startDate, endDate: c.endDate, today: TODAY },
    action === 'edit'
      ? { type: 'edit', startDate: c.startDate, endDate: c.endDate }
      : action === 'renew'
        ? { type: 'renew', endDate: c.endDate }
        : { type: action },
  ) !== null;

describe('what the contract machine allows, remembered', () => {
  it('answers for every line, status, period and action what the machine answers', () => {
    // Twice: the second pass answers from what the first remembered, for the same contracts and in
    // reverse order, so that each (line, state) is first asked about with other dates.
    for (const pass of [contracts(), contracts().reverse()])
      for (const contract of pass)
        for (const action of CONTRACT_ACTIONS_LIST)
          expect([contract, action, machineAllows(contract, action, TODAY)]).toEqual([
            contract,
            action,
            machineSays(contract, action),
          ]);
  });

  it('refuses recharge on an expired contract and allows its deduction', () => {
    const expired = { line: 'hfs', status: 'Enabled', startDate: '2025-01-01', endDate: '2026-05-31' } as ContractRow;
    expect(machineAllows(expired, 'recharge', TODAY)).toBe(false);
    expect(machineAllows(expired, 'deduct', TODAY)).toBe(true);
    // The same contract a day before its end: Active, and recharge is allowed again.
    expect(machineAllows(expired, 'recharge', '2026-05-31')).toBe(true);
  });
});
