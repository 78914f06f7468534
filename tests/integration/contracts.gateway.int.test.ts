import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { testEngines } from '../../server/platform/db/testing';
import { contractGatewaySuite } from './support/contract-gateway';

const FIELDS = 'id state status amount balance startTime endTime';
const CREATE = `mutation C($input: HfsContractInput!) { createHfsContract(input: $input) { ${FIELDS} } }`;
const ENABLE = `mutation E($id: ID!) { enableHfsContract(id: $id) { ${FIELDS} } }`;
const RECHARGE = `mutation R($input: HfsRechargeInput!, $key: String) {
  rechargeHfsContract(input: $input, idempotencyKey: $key) { ${FIELDS} }
}`;
const LIST = `query L($tenantId: ID!) {
  hfsContracts(tenantId: $tenantId) { totalCount today tenantName items { ${FIELDS} } caller { profile manages mayDeduct } }
  hfsBalanceSummary(tenantId: $tenantId) { balance cumulativeRecharge notActive parentLatestContract { balance } }
}`;
const MANAGED = `query M { hfsManagedTenants { tenantName contractCount activeEndTime } }`;

type Contract = { id: string; state: string; amount: number; balance: number | null };

describe.each(testEngines('sensitive'))('HFS contracts through the gateway on %s', (engine) => {
  const suite = contractGatewaySuite(engine, 'hfs');
  const { as, data } = suite;

  it('the administrator without the unlock header is told the area is locked (412)', async () => {
    const answer = await suite.h.graphql('admin', LIST, { tenantId: suite.group });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'Business:ContractLocked', status: 412 });
  });

  it('creates and funds a parent and a child contract; the idempotency key moves money once', async () => {
    const end = DateTime.fromISO(suite.today).plus({ days: 90 }).toISODate()!;
    const top = await data<Contract>(
      as('admin', CREATE, { input: { tenantId: suite.group, startTime: suite.today, endTime: end } }),
      'createHfsContract',
    );
    await data(
      as('admin', RECHARGE, { input: { contractId: top.id, money: 500, isRecharge: true } }),
      'rechargeHfsContract',
    );
    expect(await data<Contract>(as('admin', ENABLE, { id: top.id }), 'enableHfsContract')).toMatchObject({
      state: 'Active',
      balance: 500,
    });

    const child = await data<Contract>(
      as('enterprise', CREATE, {
        input: { tenantId: suite.east, startTime: suite.today, endTime: end, remark: 'East' },
      }),
      'createHfsContract',
    );
    const input = { contractId: child.id, money: 120.25, isRecharge: true, remark: 'first' };
    const first = await data<Contract>(as('enterprise', RECHARGE, { input, key: 'gw-key-1' }), 'rechargeHfsContract');
    const retry = await data<Contract>(as('enterprise', RECHARGE, { input, key: 'gw-key-1' }), 'rechargeHfsContract');
    expect(retry).toEqual(first);
    expect(first).toMatchObject({ amount: 120.25, balance: null, state: 'NotEnable' });

    const reused = await as('enterprise', RECHARGE, { input: { ...input, money: 1 }, key: 'gw-key-1' });
    expect(reused.errors?.[0]?.extensions).toMatchObject({ code: 'Business:IdempotencyKeyReused', status: 409 });
    const deduct = await as('enterprise', RECHARGE, { input: { ...input, isRecharge: false } }, 'zh-CN');
    expect(deduct.errors?.[0]?.extensions).toMatchObject({ code: 'Business:DeductNotAllowed', status: 403 });
    expect(deduct.errors?.[0]?.message).toBe('您的角色不能对HFS合同扣款。');

    const list = await as('enterprise', LIST, { tenantId: suite.east });
    expect(list.errors).toBeUndefined();
    expect(list.data?.['hfsContracts']).toMatchObject({
      totalCount: 1,
      today: suite.today,
      tenantName: 'East Area',
      caller: { profile: 'Enterprise', manages: true, mayDeduct: false },
    });
    expect(list.data?.['hfsBalanceSummary']).toMatchObject({
      balance: null,
      cumulativeRecharge: 120.25,
      notActive: 120.25,
      parentLatestContract: { balance: 379.75 },
    });
    const managed = await data<{ tenantName: string; contractCount: number }[]>(
      as('enterprise', MANAGED),
      'hfsManagedTenants',
    );
    expect(managed).toEqual([expect.objectContaining({ tenantName: 'East Area', contractCount: 1 })]);
  });

  it('a refused state change comes back as 409 with the reason in the caller’s language', async () => {
    const list = await as('enterprise', LIST, { tenantId: suite.east });
    const [child] = (list.data?.['hfsContracts'] as { items: Contract[] }).items;
    const stop = await as('enterprise', `mutation S($id: ID!) { stopHfsContract(id: $id) { id } }`, { id: child!.id });
    expect(stop.errors?.[0]?.extensions).toMatchObject({ code: 'Business:ContractActionNotAllowed', status: 409 });
    expect(stop.errors?.[0]?.message).toBe('This contract cannot be stopped in its current state.');
  });
});
