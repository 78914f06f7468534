import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { loadUnlockKey, signUnlockToken } from '../../server/modules/contracts/contract-unlock';
import { centreDay } from '../../server/modules/check-ins/check-ins.service';
import { tenantContracts } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { tenantIdOf } from './support/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

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

describe.each(testEngines())('HFS contracts through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let today = '';
  let group = '';
  let east = '';
  let adminHeaders: Record<string, string> = {};

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    today = centreDay(h.config.timeZone);
    group = await tenantIdOf(h.db, 'Bright Minds Group');
    east = await tenantIdOf(h.db, 'East Area');
    // The demo's own contracts are set aside: these tests build the tree's contracts themselves.
    await h.db.privileged((tx) => tx.update(tenantContracts).set({ deletedAt: new Date() }));
    const token = await signUnlockToken(await loadUnlockKey(h.db), { userId: await h.userId('admin'), line: 'hfs' });
    adminHeaders = { authenticate: token };
  });
  afterAll(() => h.close());

  const as = (user: string, query: string, variables: unknown = {}, language = 'en-US') =>
    h.graphql(user, query, variables, { language, headers: user === 'admin' ? adminHeaders : {} });
  const data = async <T>(answer: ReturnType<typeof as>, field: string) => {
    const result = await answer;
    expect(result.errors).toBeUndefined();
    return result.data?.[field] as T;
  };

  it('the administrator without the unlock header is told the area is locked (412)', async () => {
    const answer = await h.graphql('admin', LIST, { tenantId: group });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'Business:ContractLocked', status: 412 });
  });

  it('creates and funds a parent and a child contract; the idempotency key moves money once', async () => {
    const end = DateTime.fromISO(today).plus({ days: 90 }).toISODate()!;
    const top = await data<Contract>(
      as('admin', CREATE, { input: { tenantId: group, startTime: today, endTime: end } }),
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
      as('enterprise', CREATE, { input: { tenantId: east, startTime: today, endTime: end, remark: 'East' } }),
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

    const list = await as('enterprise', LIST, { tenantId: east });
    expect(list.errors).toBeUndefined();
    expect(list.data?.['hfsContracts']).toMatchObject({
      totalCount: 1,
      today,
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
    const list = await as('enterprise', LIST, { tenantId: east });
    const [child] = (list.data?.['hfsContracts'] as { items: Contract[] }).items;
    const stop = await as('enterprise', `mutation S($id: ID!) { stopHfsContract(id: $id) { id } }`, { id: child!.id });
    expect(stop.errors?.[0]?.extensions).toMatchObject({ code: 'Business:ContractActionNotAllowed', status: 409 });
    expect(stop.errors?.[0]?.message).toBe('This contract cannot be stopped in its current state.');
  });
});
