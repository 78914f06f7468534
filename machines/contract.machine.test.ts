import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  allowedContractActions,
  CONTRACT_ACTIONS,
  contractMachine,
  contractState,
  nextContract,
  type ContractContext,
} from './contract.machine';

const hfs = (over: Partial<ContractContext> = {}): ContractContext => ({
  line: 'hfs',
  status: 'Enabled',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  today: '2026-06-01',
  ...over,
});

describe('the contract lifecycle (spec 002 §4)', () => {
  it('shows the state from the stored status, the dates and today', () => {
    expect(contractState(hfs({ status: 'NotEnable' }), '2026-06-01')).toBe('NotEnable');
    expect(contractState(hfs({ status: 'Deactivate' }), '2026-06-01')).toBe('Deactivate');
    expect(contractState(hfs(), '2025-12-31')).toBe('NotActive');
    expect(contractState(hfs(), '2026-01-01')).toBe('Active');
    expect(contractState(hfs(), '2026-12-31')).toBe('Active');
    expect(contractState(hfs(), '2027-01-01')).toBe('Expired');
  });

  it('offers exactly the actions the spec lists for each state of each line', () => {
    const cases: [Partial<ContractContext>, keyof (typeof CONTRACT_ACTIONS)['hfs']][] = [
      [{ status: 'NotEnable' }, 'NotEnable'],
      [{ today: '2025-06-01' }, 'NotActive'],
      [{}, 'Active'],
      [{ status: 'Deactivate' }, 'Deactivate'],
      [{ today: '2027-06-01' }, 'Expired'],
    ];
    for (const line of ['hfs', 'vrat'] as const)
      for (const [over, state] of cases)
        expect(allowedContractActions(hfs({ ...over, line })).sort()).toEqual(
          [...CONTRACT_ACTIONS[line][state]].sort(),
        );
  });

  it('formally enables NotEnable, stops Active into Deactivate and re-enables it', () => {
    const enabled = nextContract(hfs({ status: 'NotEnable' }), { type: 'enable' });
    expect(enabled).toMatchObject({ status: 'Enabled', state: 'Active' });
    const stopped = nextContract(enabled!, { type: 'stop' });
    expect(stopped).toMatchObject({ status: 'Deactivate', state: 'Deactivate' });
    expect(nextContract(stopped!, { type: 'reEnable' })).toMatchObject({ status: 'Enabled', state: 'Active' });
  });

  it('refuses recharge on Expired and Deactivate but allows deduction there', () => {
    for (const over of [{ status: 'Deactivate' as const }, { today: '2027-02-01' }]) {
      expect(nextContract(hfs(over), { type: 'recharge' })).toBeNull();
      expect(nextContract(hfs(over), { type: 'deduct' })).not.toBeNull();
    }
  });

  it('renews an Active contract to a new end date, and an expired one cannot be renewed', () => {
    expect(nextContract(hfs(), { type: 'renew', endDate: '2027-06-30' })).toMatchObject({
      endDate: '2027-06-30',
      state: 'Active',
    });
    expect(nextContract(hfs({ today: '2027-02-01' }), { type: 'renew', endDate: '2027-06-30' })).toBeNull();
  });

  it('deletes an hfs NotActive contract but only stops a vrat one', () => {
    const future = { today: '2025-06-01' };
    expect(nextContract(hfs(future), { type: 'delete' })).toMatchObject({ state: 'Deleted' });
    expect(nextContract(hfs({ ...future, line: 'vrat' }), { type: 'delete' })).toBeNull();
    expect(nextContract(hfs({ ...future, line: 'vrat' }), { type: 'stop' })).toMatchObject({ state: 'Deactivate' });
  });

  it('moves Active to Expired when the day passes the end date', () => {
    const actor = createActor(contractMachine, { input: hfs() }).start();
    expect(actor.getSnapshot().value).toBe('Active');
    actor.send({ type: 'dayPassed', today: '2027-01-01' });
    expect(actor.getSnapshot().value).toBe('Expired');
    actor.send({ type: 'recharge' });
    expect(actor.getSnapshot().value).toBe('Expired');
  });
});
