import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { tenantContracts } from '../../../platform/db/schema/index';
import { testEngines } from '../../../platform/db/testing';
import { demoTreeIds } from '../../../testing/demo-data';
import { ok as okBody, refused } from '../../../testing/rest-client';
import { startServerHarness, type ServerHarness } from '../../../testing/server-harness';
import { loadUnlockKey, signUnlockToken } from '../lock/contract-unlock-token.service';
import type { VratContractItem } from './vrat-contract.schemas';
import { centreDay } from '../../../platform/time';

const BASE = '/api/vrclassroom/tenantContract';

// The REST answer's own shape (vrat-contract.schemas.ts), so a field the schema drops fails to compile here.
type Contract = VratContractItem;
type Detail = Contract & {
  operateRecords: { operateType: string; unitPrice: number | null }[];
  records: { money: number; freeTimes: number }[];
};

describe.each(testEngines('sensitive'))('VRAT contracts over REST on %s', (engine) => {
  let h: ServerHarness;
  let today = '';
  const day = (days: number) => DateTime.fromISO(today).plus({ days }).toISODate()!;
  const tenant = { group: '', east: '', sunrise: '', harbour: '' };
  const contract = { group: '', east: '', east2: '', sunrise: '', harbourExpired: '' };
  let adminUnlock = '';

  // The administrator always sends its unlock token (signed in beforeAll); a request's own header overrides it.
  const asUser = (user: string) => h.as(user, user === 'admin' ? { headers: { authenticate: adminUnlock } } : {});
  // Most answers here are one contract.
  const ok = <T = Contract>(response: Parameters<typeof okBody>[0]) => okBody<T>(response);
  const create = (user: string, tenantId: string, startTime: string, endTime: string, unitPrice = 8) =>
    asUser(user).post(BASE, { tenantId, startTime, endTime, unitPrice, remark: 'test' });
  const money = (user: string, contractId: string, amount: number, freeTimes = 0, extra: object = {}, headers = {}) =>
    asUser(user).post(
      `${BASE}/recharge`,
      { contractId, money: amount, isRecharge: true, freeTimes, remark: '', ...extra },
      { headers: headers },
    );
  const act = (user: string, id: string, action: 'enable' | 'stop' | 'reEnable') =>
    asUser(user).post(`${BASE}/${id}/${action}`);
  const adminView = (id: string) => ok<Detail>(asUser('admin').get(`${BASE}?id=${id}`));
  const notAllowed = { status: 409, code: 'Business:ContractActionNotAllowed' };

  beforeAll(async () => {
    h = await startServerHarness(engine);
    today = centreDay(h.config.timeZone);
    Object.assign(tenant, await demoTreeIds(h.db));
    await h.db.privileged(async (tx) => {
      // The demo's VRAT contracts are set aside: these tests build the tree's contracts themselves.
      await tx.update(tenantContracts).set({ deletedAt: new Date() }).where(eq(tenantContracts.line, 'vrat'));
    });
    adminUnlock = await signUnlockToken(await loadUnlockKey(h.db), { userId: await h.userId('admin'), line: 'vrat' });
  });
  afterAll(() => h.close());

  it('locks the administrator out without a vrat token (412, details vrat), even with an hfs one', async () => {
    const hfsToken = await signUnlockToken(await loadUnlockKey(h.db), { userId: await h.userId('admin'), line: 'hfs' });
    for (const authenticate of ['', hfsToken]) {
      const locked = await refused(
        asUser('admin').post(
          BASE,
          { tenantId: tenant.group, startTime: today, endTime: day(365), unitPrice: 10 },
          {
            headers: {
              authenticate,
            },
          },
        ),
      );
      expect(locked).toMatchObject({ status: 412, code: 'Business:ContractLocked', details: 'vrat' });
    }
    const group = await ok(create('admin', tenant.group, today, day(365), 10));
    expect(group).toMatchObject({ state: 'NotEnable', parentContractId: null, unitPrice: 10 });
    contract.group = group.id;
    // The top of the tree is recharged from outside, free tests included, and enabled.
    await ok(money('admin', group.id, 10_000, 50));
    expect(await ok(act('admin', group.id, 'enable'))).toMatchObject({
      state: 'Active',
      balance: 10_000,
      freeTimes: 50,
    });
  });

  it('requires a unit price above 0, and draws a child contract on the parent tenant’s Active one', async () => {
    const zero = await refused(create('enterprise', tenant.east, today, day(200), 0));
    expect(zero).toMatchObject({ status: 400, code: 'Business:UnitPriceInvalid' });
    expect(zero.message).toMatch(/greater than 0/);
    expect(
      (await asUser('enterprise').post(BASE, { tenantId: tenant.east, startTime: today, endTime: day(9) })).statusCode,
    ).toBe(400);
    const east = await ok(create('enterprise', tenant.east, today, day(200), 8));
    // What the parent sells a test at is what this tenant buys it at.
    expect(east).toMatchObject({ state: 'NotEnable', parentContractId: contract.group, unitPrice: 8, buyPrice: 10 });
    contract.east = east.id;
  });

  it('on NotEnable: edits, moves money and free tests both ways, refuses stop, renewal and price changes', async () => {
    const id = contract.east;
    expect(await refused(act('enterprise', id, 'stop'))).toMatchObject(notAllowed);
    expect(await refused(act('enterprise', id, 'reEnable'))).toMatchObject(notAllowed);
    expect(
      await refused(asUser('enterprise').post(`${BASE}/renewal`, { contractId: id, endTime: day(210) })),
    ).toMatchObject(notAllowed);
    expect(await refused(asUser('enterprise').put(`${BASE}/unitPrice`, { id, unitPrice: 9 }))).toMatchObject(
      notAllowed,
    );
    const edited = await ok(
      asUser('enterprise').put(BASE, { id, startTime: today, endTime: day(200), unitPrice: 8, remark: 'edited' }),
    );
    expect(edited).toMatchObject({ state: 'NotEnable', unitPrice: 8 });

    expect(await ok(money('enterprise', id, 1_000, 10))).toMatchObject({ amount: 1_000, freeTimes: 10, balance: null });
    expect(await adminView(contract.group)).toMatchObject({ balance: 9_000, freeTimes: 40 });
    // A negative amount deducts (spec 002 §5), and so does isRecharge false.
    expect(await ok(money('enterprise', id, -100, 2))).toMatchObject({ amount: 900, freeTimes: 8 });
    expect(await ok(money('enterprise', id, 50, 0, { isRecharge: false }))).toMatchObject({
      amount: 850,
      freeTimes: 8,
    });
    expect(await adminView(contract.group)).toMatchObject({ balance: 9_150, freeTimes: 42 });
    // Free tests never go below 0, on either side.
    expect(await refused(money('enterprise', id, 0, 9, { isRecharge: false }))).toMatchObject({
      status: 409,
      code: 'Business:ContractBalanceInsufficient',
    });
    expect(await refused(money('enterprise', id, 1, 43))).toMatchObject({
      status: 409,
      code: 'Business:ParentBalanceInsufficient',
    });
    expect((await money('enterprise', id, 1, -1)).statusCode).toBe(400);
    expect((await money('enterprise', id, 1, 1.5)).statusCode).toBe(400);
    expect(await adminView(id)).toMatchObject({ balance: 850, freeTimes: 8 });

    expect(await ok(act('enterprise', id, 'enable'))).toMatchObject({ state: 'Active' });
  });

  it('on Active: no edit or delete; the unit price changes only for a tenant without a parent, not Admin or areas', async () => {
    const id = contract.east;
    expect(await refused(asUser('enterprise').delete(`${BASE}/${id}`))).toMatchObject(notAllowed);
    expect(
      await refused(
        asUser('enterprise').put(BASE, { id, startTime: today, endTime: day(190), unitPrice: 8, remark: '' }),
      ),
    ).toMatchObject(notAllowed);
    expect(await refused(asUser('admin').put(`${BASE}/unitPrice`, { id, unitPrice: 9 }))).toMatchObject({
      status: 403,
      code: 'Business:UnitPriceChangeNotAllowed',
    });
    expect(await ok(asUser('enterprise').put(`${BASE}/unitPrice`, { id, unitPrice: 9 }))).toMatchObject({
      unitPrice: 9,
    });
    const detail = await adminView(id);
    expect(detail.operateRecords[0]).toMatchObject({ operateType: 'UnitPriceChange', unitPrice: 9 });
    expect(detail.operateRecords.map((r) => r.operateType)).toEqual(['UnitPriceChange', 'Enable', 'Edit', 'Create']);
    expect(detail.records.map((r) => [r.money, r.freeTimes])).toEqual([
      [-50, 0],
      [-100, -2],
      [1_000, 10],
    ]);

    // The area manages the centre's contract, but may not set its prices.
    const sunrise = await ok(create('area', tenant.sunrise, today, day(100), 5));
    expect(sunrise).toMatchObject({ parentContractId: id, buyPrice: 9 });
    contract.sunrise = sunrise.id;
    await ok(money('area', sunrise.id, 100));
    await ok(act('area', sunrise.id, 'enable'));
    expect(await refused(asUser('area').put(`${BASE}/unitPrice`, { id: sunrise.id, unitPrice: 6 }))).toMatchObject({
      status: 403,
      code: 'Business:UnitPriceChangeNotAllowed',
    });
    expect((await adminView(id)).balance).toBe(750);
  });

  it('on NotActive: stops, but does not delete or renew; a stopped contract only deducts, then is re-enabled', async () => {
    const east2 = await ok(create('enterprise', tenant.east, day(201), day(300), 8));
    contract.east2 = east2.id;
    await ok(money('enterprise', east2.id, 10, 1));
    expect(await ok(act('enterprise', east2.id, 'enable'))).toMatchObject({ state: 'NotActive' });
    expect(await refused(asUser('enterprise').delete(`${BASE}/${east2.id}`))).toMatchObject(notAllowed);
    expect(
      await refused(asUser('enterprise').post(`${BASE}/renewal`, { contractId: east2.id, endTime: day(310) })),
    ).toMatchObject(notAllowed);
    expect(await ok(act('enterprise', east2.id, 'stop'))).toMatchObject({ state: 'Deactivate' });
    expect(await refused(money('enterprise', east2.id, 1))).toMatchObject(notAllowed);
    expect(await ok(money('enterprise', east2.id, -10, 1))).toMatchObject({ amount: 0, freeTimes: 0 });
    expect(await ok(act('enterprise', east2.id, 'reEnable'))).toMatchObject({ state: 'NotActive' });
  });

  it('deletes a NotEnable contract and returns its money and free tests to the parent contract', async () => {
    const before = await adminView(contract.group);
    const east3 = await ok(create('enterprise', tenant.east, day(301), day(310), 8));
    await ok(money('enterprise', east3.id, 20, 3));
    const gone = await ok<{ returnedAmount: number; returnedFreeTimes: number }>(
      asUser('enterprise').delete(`${BASE}/${east3.id}`),
    );
    expect(gone).toMatchObject({ returnedAmount: 20, returnedFreeTimes: 3 });
    expect(await adminView(contract.group)).toMatchObject({ balance: before.balance, freeTimes: before.freeTimes });
    expect(await refused(asUser('enterprise').get(`${BASE}?id=${east3.id}`))).toMatchObject({
      status: 404,
      code: 'Business:ContractNotFound',
    });
  });

  it('renews an Active contract within the parent’s end and clear of other contracts', async () => {
    expect(
      await refused(asUser('enterprise').post(`${BASE}/renewal`, { contractId: contract.east, endTime: day(250) })),
    ).toMatchObject({ status: 400, code: 'Business:ContractDatesOverlap' });
    expect(
      await refused(asUser('enterprise').post(`${BASE}/renewal`, { contractId: contract.east, endTime: day(200) })),
    ).toMatchObject({ status: 400, code: 'Business:RenewalDateInvalid' });
    expect(
      await refused(asUser('area').post(`${BASE}/renewal`, { contractId: contract.sunrise, endTime: day(201) })),
    ).toMatchObject({ status: 400, code: 'Business:ContractEndAfterParent' });
    expect(
      await ok(asUser('area').post(`${BASE}/renewal`, { contractId: contract.sunrise, endTime: day(150) })),
    ).toMatchObject({ endTime: day(150), state: 'Active' });
  });

  it('on Expired: no recharge or stop; deduction is allowed (and refused only for want of money)', async () => {
    const [row] = await h.db.privileged((tx) =>
      tx
        .insert(tenantContracts)
        .values({
          tenantId: tenant.harbour,
          line: 'vrat',
          status: 'Enabled',
          startDate: day(-30),
          endDate: day(-1),
          unitPriceFen: 500,
          remark: 'expired',
        })
        .returning(),
    );
    contract.harbourExpired = row!.id;
    expect(await ok(asUser('area').get(`${BASE}?id=${row!.id}`))).toMatchObject({ state: 'Expired' });
    expect(await refused(money('area', row!.id, 1))).toMatchObject(notAllowed);
    expect(await refused(act('area', row!.id, 'stop'))).toMatchObject(notAllowed);
    expect(await refused(money('area', row!.id, -1))).toMatchObject({
      status: 409,
      code: 'Business:ContractBalanceInsufficient',
    });
  });

  it('moves money once per Idempotency-Key; the same key with another body is refused', async () => {
    const key = { 'idempotency-key': `vrat-test-${engine}` };
    const first = await ok(money('area', contract.sunrise, 10, 0, {}, key));
    const again = await ok(money('area', contract.sunrise, 10, 0, {}, key));
    expect(again).toEqual(first);
    expect(first.amount).toBe(110);
    expect(await refused(money('area', contract.sunrise, 11, 0, {}, key))).toMatchObject({
      status: 409,
      code: 'Business:IdempotencyKeyReused',
    });
    expect((await adminView(contract.sunrise)).balance).toBe(110);
    expect((await adminView(contract.east)).balance).toBe(740);
  });

  it('keeps a sibling centre out: it can neither see nor touch another centre’s contracts', async () => {
    const list = { tenantId: tenant.harbour, skipCount: 0, maxResultCount: 10, contractStates: [] };
    expect((await asUser('centeradmin').post(`${BASE}/listFromTenant`, list)).statusCode).toBe(403);
    expect(await refused(asUser('centeradmin').get(`${BASE}?id=${contract.harbourExpired}`))).toMatchObject({
      status: 404,
      code: 'Business:ContractNotFound',
    });
    expect(await refused(money('centeradmin', contract.harbourExpired, -1))).toMatchObject({
      code: 'Business:ContractNotFound',
    });
    const own = await ok<{ items: Contract[]; caller: { manages: boolean; mayChangeUnitPrice: boolean } }>(
      asUser('centeradmin').post(`${BASE}/contractList`, { ...list, tenantId: tenant.sunrise }),
    );
    expect(own.items.map((c) => c.id)).toEqual([contract.sunrise]);
    expect(own.items[0]!.balance).toBeNull();
    expect(own.caller).toMatchObject({ manages: false, mayChangeUnitPrice: false });
    expect((await act('centeradmin', contract.sunrise, 'stop')).statusCode).toBe(403);
  });

  it('lists with the state filter', async () => {
    const page = (states: string[]) =>
      ok<{ items: Contract[]; totalCount: number }>(
        asUser('enterprise').post(`${BASE}/listFromTenant`, {
          tenantId: tenant.east,
          skipCount: 0,
          maxResultCount: 10,
          contractStates: states,
        }),
      );
    expect((await page(['NotActive'])).items.map((c) => c.id)).toEqual([contract.east2]);
    expect((await page([])).totalCount).toBe(2);
    expect((await page(['Expired'])).totalCount).toBe(0);
  });

  it('warns below the reminder times or amount, and sums the balance in tests', async () => {
    const indicator = () =>
      ok<{ show: boolean; days: number; times: number; reminderTimes: number }>(
        asUser('centeradmin').get(`${BASE}/keyIndicator/${tenant.sunrise}`),
      );
    const amount = (reminderAmount: number) =>
      ok(asUser('centeradmin').put(`${BASE}/reminderAmount`, { tenantId: tenant.sunrise, reminderAmount }));
    // The tenant's reminder amount (the demo sets one) is tried on its own below.
    await amount(0);
    // 110 yuan at 5 a test: 22 tests, above the default reminder of 20.
    expect(await indicator()).toMatchObject({ show: false, times: 22, days: 150, reminderTimes: 20 });
    const times = (reminderTimes: number) =>
      asUser('centeradmin').put(`${BASE}/reminderTimes`, { tenantId: tenant.sunrise, reminderTimes });
    expect(await ok(times(30))).toMatchObject({ reminderTimes: 30 });
    expect(await indicator()).toMatchObject({ show: true, times: 22 });
    expect(await ok(times(-20))).toMatchObject({ reminderTimes: -20 });
    expect((await indicator()).show).toBe(false);
    expect(await refused(times(0))).toMatchObject({ status: 400, code: 'Business:ReminderTimesInvalid' });
    const toggle = (isOpen: boolean) =>
      ok(
        asUser('centeradmin').put('/api/business/tenant/vratContractReminderTimesSwitch', {
          tenantId: tenant.sunrise,
          isOpen,
        }),
      );
    expect(await toggle(true)).toMatchObject({ reminderTimes: 20 });
    expect(await toggle(false)).toMatchObject({ reminderTimes: -20 });
    await amount(200);
    expect((await indicator()).show).toBe(true);
    expect(await ok(asUser('centeradmin').get(`${BASE}/reminder/${tenant.sunrise}`))).toMatchObject({
      reminderTimes: -20,
      reminderAmount: 200,
    });

    expect(await ok(asUser('admin').get(`${BASE}/balance/${tenant.sunrise}`))).toMatchObject({
      balance: 110,
      balanceEqualTimes: 22,
      cumulativeRecharge: 110,
      currentEndTime: day(150),
    });
    expect(await ok(asUser('area').get(`${BASE}/balance/${tenant.sunrise}`))).toMatchObject({
      balance: null,
      balanceEqualTimes: null,
      parentLatestContract: { id: contract.east, balance: 740 },
    });
    expect(await ok(asUser('enterprise').get(`${BASE}/balance/${tenant.east}`))).toMatchObject({
      deactivateBalance: 0,
      cumulativeRecharge: 850,
    });
    // floor(740 / 9 bought) × 5 sold = 82 × 5.
    const parentMoney = await ok<{ required: boolean; rechargeMaximum: number }>(
      asUser('area').get(`${BASE}/parentMoneyRequired?tenantId=${tenant.sunrise}&contractId=${contract.sunrise}`),
    );
    expect(parentMoney).toMatchObject({ required: true, rechargeMaximum: 410 });
  });

  it('keeps VRAT reminder contacts apart from HFS ones; a system notice only for CenterAdmin or Admin', async () => {
    type Settings = { contacts: { messageType: string; contact: string }[]; caller: { mayUseSystemNotice: boolean } };
    const put = (user: string, tenantId: string, contacts: { messageType: string; contact: string }[]) =>
      asUser(user).put(`${BASE}/remindContacts`, { tenantId, contacts });
    expect(
      await refused(
        put('enterprise', tenant.east, [{ messageType: 'systemNotice', contact: await h.userId('enterprise') }]),
      ),
    ).toMatchObject({ status: 403, code: 'Business:SystemNoticeNotAllowed' });
    expect(await refused(put('enterprise', tenant.east, [{ messageType: 'email', contact: 'nope' }]))).toMatchObject({
      status: 400,
      code: 'Business:RemindContactInvalid',
    });
    expect(await refused(put('enterprise', tenant.east, [{ messageType: 'sms', contact: 'call me' }]))).toMatchObject({
      status: 400,
      code: 'Business:RemindContactInvalid',
    });
    const saved = await ok<Settings>(
      put('enterprise', tenant.east, [
        { messageType: 'email', contact: ' vrat@east.example ' },
        { messageType: 'sms', contact: '13900000000' },
        { messageType: 'email', contact: 'vrat@east.example' },
      ]),
    );
    expect(saved.contacts.map((c) => `${c.messageType}:${c.contact}`).sort()).toEqual([
      'email:vrat@east.example',
      'sms:13900000000',
    ]);
    expect(saved.caller.mayUseSystemNotice).toBe(false);
    const read = await ok<Settings>(asUser('enterprise').get(`${BASE}/reminder/${tenant.east}`));
    expect(read.contacts).toHaveLength(2);
    // The HFS line's contacts of the same tenant are untouched.
    const hfs = await ok<Settings>(asUser('enterprise').get(`/api/rocket/tenantContract/reminder/${tenant.east}`));
    expect(hfs.contacts.some((c) => c.contact === 'vrat@east.example')).toBe(false);
    // A centre below East does not reach its parent's settings.
    expect((await refused(put('centeradmin', tenant.east, []))).status).toBe(403);

    const notice = await ok<Settings>(
      put('centeradmin', tenant.sunrise, [{ messageType: 'systemNotice', contact: await h.userId('centeradmin') }]),
    );
    expect(notice).toMatchObject({
      contacts: [expect.objectContaining({ messageType: 'systemNotice' })],
      caller: { mayUseSystemNotice: true },
    });
    expect((await ok<Settings>(put('enterprise', tenant.east, []))).contacts).toEqual([]);
  });

  it('keeps the deactivated balance apart in the summary', async () => {
    await ok(money('enterprise', contract.east2, 5));
    await ok(act('enterprise', contract.east2, 'stop'));
    expect(await ok(asUser('enterprise').get(`${BASE}/balance/${tenant.east}`))).toMatchObject({
      deactivateBalance: 5,
    });
  });
});
