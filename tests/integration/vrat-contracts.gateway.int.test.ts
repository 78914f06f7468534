import { describe, expect, it } from 'vitest';
import type { VratContractItem } from '../../server/modules/contracts/vrat/vrat-contract.schemas';
import { testEngines } from '../../server/platform/db/testing';
import { contractGatewaySuite } from './support/contract-gateway';

const FIELDS = 'id state status amount balance freeTimes unitPrice buyPrice startTime endTime';
const CREATE = `mutation C($input: VratContractInput!) { createVratContract(input: $input) { ${FIELDS} } }`;
const ENABLE = `mutation E($id: ID!) { enableVratContract(id: $id) { ${FIELDS} } }`;
const STOP = `mutation S($id: ID!) { stopVratContract(id: $id) { ${FIELDS} } }`;
const RE_ENABLE = `mutation R($id: ID!) { reEnableVratContract(id: $id) { ${FIELDS} } }`;
const RENEW = `mutation N($id: ID!, $end: String!) { renewVratContract(contractId: $id, endTime: $end) { ${FIELDS} } }`;
const PRICE = `mutation P($id: ID!, $price: Float!) { setVratUnitPrice(id: $id, unitPrice: $price) { ${FIELDS} } }`;
const DELETE = `mutation D($id: ID!) { deleteVratContract(id: $id) { id returnedAmount returnedFreeTimes } }`;
const RECHARGE = `mutation M($input: VratRechargeInput!, $key: String) {
  rechargeVratContract(input: $input, idempotencyKey: $key) { ${FIELDS} }
}`;
const LIST = `query L($tenantId: ID!, $states: [ContractState!]) {
  vratContracts(tenantId: $tenantId, states: $states) {
    totalCount today tenantName hasParentTenant items { ${FIELDS} }
    caller { profile manages priceLabel mayChangeUnitPrice mayUseSystemNotice seesBalanceAndStopTime }
  }
  vratBalanceSummary(tenantId: $tenantId) {
    balance cumulativeRecharge balanceEqualTimes currentEndTime parentLatestContract { balance endTime }
  }
}`;
const DETAIL = `query D($id: ID!) {
  vratContract(id: $id) {
    contract { id state }
    operateRecords { operateType unitPrice }
    records { money freeTimes remark }
  }
}`;
const LIMITS = `query T($tenantId: ID!) {
  vratDateLimits(tenantId: $tenantId) { today parentEndTime taken { id startTime endTime } }
}`;
const RECHARGE_LIMITS = `query X($tenantId: ID!, $id: ID!) {
  vratParentMoney(tenantId: $tenantId, contractId: $id) { required rechargeMaximum parentLatestContract { balance } }
}`;
const REMINDER = 'reminderTimes reminderAmount contacts { messageType contact } caller { profile }';
const SETTINGS = `query R($tenantId: ID!) {
  vratReminderSettings(tenantId: $tenantId) { ${REMINDER} }
  vratKeyIndicator(tenantId: $tenantId) { show times reminderTimes }
}`;
const SET_TIMES = `mutation T($tenantId: ID!, $n: Int!) { setVratReminderTimes(tenantId: $tenantId, reminderTimes: $n) { ${REMINDER} } }`;
const SET_AMOUNT = `mutation A($tenantId: ID!, $a: Float!) { setVratReminderAmount(tenantId: $tenantId, amount: $a) { ${REMINDER} } }`;
const MANAGED = `query M { vratManagedTenants { tenantName tenantType contractCount activeEndTime } }`;

// The GraphQL selection (FIELDS) of the REST answer's shape.
type Contract = Pick<
  VratContractItem,
  'id' | 'state' | 'status' | 'amount' | 'balance' | 'freeTimes' | 'unitPrice' | 'buyPrice' | 'startTime' | 'endTime'
>;

describe.each(testEngines())('VRAT contracts through the gateway on %s', (engine) => {
  const suite = contractGatewaySuite(engine, 'vrat');
  const { as, data, day } = suite;
  const made = { top: '', child: '' };

  it('tells the administrator without the vrat unlock header that the area is locked (412)', async () => {
    const answer = await suite.h.graphql('admin', LIST, { tenantId: suite.group });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'Business:ContractLocked', status: 412 });
  });

  it('creates a parent and a child contract, funds them with free tests, and moves money once per key', async () => {
    const top = await data<Contract>(
      as('admin', CREATE, {
        input: { tenantId: suite.group, startTime: suite.today, endTime: day(200), unitPrice: 10 },
      }),
      'createVratContract',
    );
    await data(
      as('admin', RECHARGE, { input: { contractId: top.id, money: 1000, isRecharge: true, freeTimes: 5 } }),
      'rechargeVratContract',
    );
    expect(await data<Contract>(as('admin', ENABLE, { id: top.id }), 'enableVratContract')).toMatchObject({
      state: 'Active',
      balance: 1000,
      freeTimes: 5,
    });
    made.top = top.id;

    const child = await data<Contract>(
      as('enterprise', CREATE, {
        input: { tenantId: suite.east, startTime: suite.today, endTime: day(100), unitPrice: 12, remark: 'East' },
      }),
      'createVratContract',
    );
    expect(child).toMatchObject({ state: 'NotEnable', unitPrice: 12, buyPrice: 10, balance: null });
    made.child = child.id;

    const limits = await data<{ rechargeMaximum: number; required: boolean }>(
      as('enterprise', RECHARGE_LIMITS, { tenantId: suite.east, id: child.id }),
      'vratParentMoney',
    );
    // Spec 002 §5: floor(1000 / 10) × 12.
    expect(limits).toMatchObject({ required: true, rechargeMaximum: 1200 });

    const input = {
      contractId: child.id,
      money: 120,
      isRecharge: true,
      freeTimes: 2,
      remark: 'first',
      remindContacts: [],
    };
    const first = await data<Contract>(as('enterprise', RECHARGE, { input, key: 'vrat-gw-1' }), 'rechargeVratContract');
    const retry = await data<Contract>(as('enterprise', RECHARGE, { input, key: 'vrat-gw-1' }), 'rechargeVratContract');
    expect(retry).toEqual(first);
    expect(first).toMatchObject({ amount: 120, freeTimes: 2 });

    // A negative amount deducts.
    const deducted = await data<Contract>(
      as('enterprise', RECHARGE, { input: { contractId: child.id, money: -20, isRecharge: true }, key: 'vrat-gw-2' }),
      'rechargeVratContract',
    );
    expect(deducted.amount).toBe(100);
  });

  it('lists with the caller the server describes, the balance summary and the days taken', async () => {
    const enterprise = await as('enterprise', LIST, { tenantId: suite.east });
    expect(enterprise.errors).toBeUndefined();
    const page = enterprise.data?.['vratContracts'] as {
      totalCount: number;
      caller: { profile: string; manages: boolean; mayChangeUnitPrice: boolean; mayUseSystemNotice: boolean };
      hasParentTenant: boolean;
    };
    expect(page).toMatchObject({ totalCount: 1, hasParentTenant: true });
    expect(page.caller).toMatchObject({
      profile: 'Enterprise',
      manages: true,
      mayChangeUnitPrice: true,
      mayUseSystemNotice: false,
    });

    const admin = await as('admin', LIST, { tenantId: suite.east });
    const adminPage = admin.data?.['vratContracts'] as { caller: { mayChangeUnitPrice: boolean; profile: string } };
    expect(adminPage.caller).toMatchObject({ profile: 'Admin', mayChangeUnitPrice: false });
    expect(admin.data?.['vratBalanceSummary']).toMatchObject({ cumulativeRecharge: 100, balance: 0 });

    const limits = await data<{ today: string; parentEndTime: string; taken: { id: string }[] }>(
      as('enterprise', LIMITS, { tenantId: suite.east }),
      'vratDateLimits',
    );
    expect(limits).toMatchObject({ today: suite.today, parentEndTime: day(200) });
    expect(limits.taken.map((r) => r.id)).toEqual([made.child]);
  });

  it('walks the lifecycle and keeps each step in the records', async () => {
    await data(as('enterprise', ENABLE, { id: made.child }), 'enableVratContract');
    await data(as('enterprise', RENEW, { id: made.child, end: day(150) }), 'renewVratContract');
    expect(
      await data<Contract>(as('enterprise', PRICE, { id: made.child, price: 15 }), 'setVratUnitPrice'),
    ).toMatchObject({ unitPrice: 15 });
    // The administrator is not among those who change the unit price (spec 002 §4).
    const refused = await as('admin', PRICE, { id: made.child, price: 16 });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ status: 403 });
    expect(await data<Contract>(as('enterprise', STOP, { id: made.child }), 'stopVratContract')).toMatchObject({
      state: 'Deactivate',
    });
    // Stopped: a recharge is refused by the state table, a deduction goes through.
    const recharge = await as('enterprise', RECHARGE, {
      input: { contractId: made.child, money: 1, isRecharge: true },
      key: 'vrat-gw-3',
    });
    expect(recharge.errors?.[0]?.extensions).toMatchObject({ status: 409 });
    await data(as('enterprise', RE_ENABLE, { id: made.child }), 'reEnableVratContract');

    const detail = await data<{
      contract: { state: string };
      operateRecords: { operateType: string; unitPrice: number | null }[];
      records: { money: number; freeTimes: number }[];
    }>(as('enterprise', DETAIL, { id: made.child }), 'vratContract');
    expect(detail.contract.state).toBe('Active');
    const types = detail.operateRecords.map((r) => r.operateType);
    for (const type of ['Enable', 'Renewal', 'UnitPriceChange', 'Stop', 'ReEnable']) expect(types).toContain(type);
    expect(detail.operateRecords.find((r) => r.operateType === 'UnitPriceChange')?.unitPrice).toBe(15);
    expect(detail.records.map((r) => r.money).sort()).toEqual([-20, 120]);
  });

  it('sets the reminder times (-20 is off) and amount, and refuses times below 1', async () => {
    expect(
      await data(as('enterprise', SET_TIMES, { tenantId: suite.east, n: -20 }), 'setVratReminderTimes'),
    ).toMatchObject({
      reminderTimes: -20,
      contacts: [],
    });
    expect(
      await data(as('enterprise', SET_TIMES, { tenantId: suite.east, n: 5 }), 'setVratReminderTimes'),
    ).toMatchObject({
      reminderTimes: 5,
    });
    const wrong = await as('enterprise', SET_TIMES, { tenantId: suite.east, n: 0 });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ status: 400 });
    expect(
      await data(as('enterprise', SET_AMOUNT, { tenantId: suite.east, a: 12.5 }), 'setVratReminderAmount'),
    ).toMatchObject({ reminderAmount: 12.5 });
    const settings = await as('enterprise', SETTINGS, { tenantId: suite.east });
    expect(settings.errors).toBeUndefined();
    expect(settings.data?.['vratKeyIndicator']).toMatchObject({ reminderTimes: 5 });
  });

  it('lists the tenants below the caller with their VRAT contracts, and only its own children for a centre', async () => {
    const managed = await data<{ tenantName: string; contractCount: number; activeEndTime: string | null }[]>(
      as('enterprise', MANAGED),
      'vratManagedTenants',
    );
    expect(managed.find((t) => t.tenantName === 'East Area')).toMatchObject({
      contractCount: 1,
      activeEndTime: day(150),
    });
    // A centre sees only what is below it, never a sibling or its parent.
    const centre = await data<{ tenantName: string }[]>(as('centeradmin', MANAGED), 'vratManagedTenants');
    expect(centre.map((t) => t.tenantName)).not.toContain('Harbour Centre');
    expect(centre.map((t) => t.tenantName)).not.toContain('East Area');
  });

  it('deletes a NotEnable contract and gives its money back to the parent, in Chinese too', async () => {
    const spare = await data<Contract>(
      as('enterprise', CREATE, {
        input: { tenantId: suite.east, startTime: day(160), endTime: day(170), unitPrice: 12 },
      }),
      'createVratContract',
    );
    await data(
      as('enterprise', RECHARGE, { input: { contractId: spare.id, money: 24, isRecharge: true, freeTimes: 1 } }),
      'rechargeVratContract',
    );
    expect(await data(as('enterprise', DELETE, { id: spare.id }), 'deleteVratContract')).toMatchObject({
      returnedAmount: 24,
      returnedFreeTimes: 1,
    });
    const overlap = await as(
      'enterprise',
      CREATE,
      { input: { tenantId: suite.east, startTime: day(10), endTime: day(20), unitPrice: 12 } },
      'zh-CN',
    );
    expect(overlap.errors?.[0]?.extensions).toMatchObject({ status: 400 });
    expect(overlap.errors?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
  });
});
