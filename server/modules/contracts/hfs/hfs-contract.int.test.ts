import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { tenantContracts, tenants } from '../../../platform/db/schema/index';
import { testEngines } from '../../../platform/db/testing';
import { demoTreeIds } from '../../../testing/demo-data';
import { ok as okBody, refused } from '../../../testing/rest-client';
import { startServerHarness, type ServerHarness } from '../../../testing/server-harness';
import { consume } from '../ledger/contract-money.service';
import { loadUnlockKey, signUnlockToken } from '../lock/contract-unlock-token.service';
import { createMessenger } from '../../../platform/messaging/messenger';
import { centreDay } from '../../../platform/time';

const BASE = '/api/rocket/tenantContract';

type Contract = { id: string; state: string; balance: number | null; amount: number; endTime: string };

describe.each(testEngines('sensitive'))('HFS contracts over REST on %s', (engine) => {
  let h: ServerHarness;
  let today = '';
  const day = (days: number) => DateTime.fromISO(today).plus({ days }).toISODate()!;
  const tenant: Record<'group' | 'east' | 'sunrise' | 'harbour' | 'kids', string> = {
    group: '',
    east: '',
    sunrise: '',
    harbour: '',
    kids: '',
  };
  const contract: Record<'group' | 'east' | 'sunrise' | 'kids', string> = {
    group: '',
    east: '',
    sunrise: '',
    kids: '',
  };
  let adminUnlock = '';

  // The administrator always sends its unlock token (signed in beforeAll); a request's own header overrides it.
  const asUser = (user: string) => h.as(user, user === 'admin' ? { headers: { authenticate: adminUnlock } } : {});
  // Most answers here are one contract.
  const ok = <T = Contract>(response: Parameters<typeof okBody>[0]) => okBody<T>(response);
  const create = (user: string, tenantId: string, startTime: string, endTime: string) =>
    asUser(user).post(BASE, { tenantId, startTime, endTime, remark: 'test' });
  const money = (user: string, contractId: string, amount: number, isRecharge = true, headers = {}) =>
    asUser(user).post(`${BASE}/recharge`, { contractId, money: amount, isRecharge, remark: '' }, { headers: headers });
  const adminView = async (id: string) => ok(asUser('admin').get(`${BASE}/${id}`));

  beforeAll(async () => {
    h = await startServerHarness(engine);
    today = centreDay(h.config.timeZone);
    Object.assign(tenant, await demoTreeIds(h.db));
    await h.db.privileged(async (tx) => {
      // A child institution of Sunrise: the centre manages its contracts (and may deduct).
      const [kids] = await tx
        .insert(tenants)
        .values({ name: 'Sunrise Kids Corner', type: 'Center', parentId: tenant.sunrise })
        .returning();
      tenant.kids = kids!.id;
      // The demo's own contracts are set aside: these tests build the tree's contracts themselves.
      await tx.update(tenantContracts).set({ deletedAt: new Date() });
    });
    adminUnlock = await signUnlockToken(await loadUnlockKey(h.db), { userId: await h.userId('admin'), line: 'hfs' });
  });
  afterAll(() => h.close());

  it('refuses a child contract while the parent tenant holds no Active contract', async () => {
    const answer = await refused(create('enterprise', tenant.east, today, day(30)));
    expect(answer).toMatchObject({ status: 409, code: 'Business:ParentContractRequired' });
    expect(answer.message).toMatch(/parent/i);
  });

  it('locks the administrator out without the verification token (412), and lets it in with one', async () => {
    // Straight through h.as: no unlock token at all.
    const locked = await h.as('admin').post(BASE, { tenantId: tenant.group, startTime: today, endTime: day(365) });
    expect(locked.statusCode).toBe(412);
    const group = await ok(create('admin', tenant.group, today, day(365)));
    expect(group.state).toBe('NotEnable');
    contract.group = group.id;
    // The top of the tree is recharged from outside, and enabled.
    await ok(money('admin', group.id, 10_000));
    expect(await ok(asUser('admin').post(`${BASE}/${group.id}/enable`))).toMatchObject({
      state: 'Active',
      balance: 10_000,
    });
  });

  it('keeps the date rules: not in the past, not after the parent, not over another contract', async () => {
    expect(await refused(create('enterprise', tenant.east, day(-1), day(30)))).toMatchObject({
      status: 400,
      code: 'Business:ContractStartInPast',
    });
    expect(await refused(create('enterprise', tenant.east, today, day(366)))).toMatchObject({
      status: 400,
      code: 'Business:ContractEndAfterParent',
    });
    expect(await refused(create('enterprise', tenant.east, day(5), day(1)))).toMatchObject({
      code: 'Business:ContractDatesInvalid',
    });
    const east = await ok(create('enterprise', tenant.east, today, day(200)));
    contract.east = east.id;
    expect(await refused(create('enterprise', tenant.east, day(100), day(250)))).toMatchObject({
      status: 400,
      code: 'Business:ContractDatesOverlap',
    });
  });

  it('allocates from the parent on recharge, and shows the balance only to Admin', async () => {
    const east = await ok(money('enterprise', contract.east, 3_000.5));
    expect(east).toMatchObject({ amount: 3_000.5, balance: null });
    expect((await adminView(contract.group)).balance).toBe(6_999.5);
    expect((await adminView(contract.east)).balance).toBe(3_000.5);
    const summary = await ok<{ balance: number | null; notActive: number; cumulativeRecharge: number }>(
      asUser('enterprise').get(`${BASE}/balance/${tenant.east}`),
    );
    expect(summary).toMatchObject({ balance: null, notActive: 3_000.5, cumulativeRecharge: 3_000.5 });
    expect(await refused(money('enterprise', contract.east, 7_000))).toMatchObject({
      status: 409,
      code: 'Business:ParentBalanceInsufficient',
    });
  });

  it('walks the NotEnable state: only edit, delete, enable (and money) are allowed', async () => {
    for (const action of ['stop', 'reEnable'])
      expect(await refused(asUser('enterprise').post(`${BASE}/${contract.east}/${action}`))).toMatchObject({
        status: 409,
        code: 'Business:ContractActionNotAllowed',
      });
    expect(
      await refused(asUser('enterprise').post(`${BASE}/renewal`, { contractId: contract.east, EndTime: day(250) })),
    ).toMatchObject({ status: 409, code: 'Business:ContractActionNotAllowed' });
    const edited = await ok(
      asUser('enterprise').put(`${BASE}/${contract.east}`, { startTime: today, endTime: day(300), remark: 'longer' }),
    );
    expect(edited.endTime).toBe(day(300));
    expect((await ok(asUser('enterprise').post(`${BASE}/${contract.east}/enable`))).state).toBe('Active');
  });

  it('walks Active → Deactivate → Active: stop, only deduct while stopped, re-enable', async () => {
    for (const [method, path] of [
      ['POST', 'enable'],
      ['PUT', ''],
      ['DELETE', ''],
    ] as const) {
      const answer = await refused(
        asUser('enterprise').request(method, `${BASE}/${contract.east}${path ? `/${path}` : ''}`, {
          ...(method === 'PUT' ? { startTime: today, endTime: day(300) } : undefined),
        }),
      );
      expect(answer, `${method} ${path}`).toMatchObject({ status: 409, code: 'Business:ContractActionNotAllowed' });
    }
    const stopped = await ok(asUser('admin').post(`${BASE}/${contract.east}/stop`));
    expect(stopped.state).toBe('Deactivate');
    expect((stopped as unknown as { stopTime: string | null }).stopTime).not.toBeNull();
    expect(await refused(money('enterprise', contract.east, 1))).toMatchObject({
      status: 409,
      code: 'Business:ContractActionNotAllowed',
    });
    // Enterprise may not deduct (spec 002 §6); Admin may, back to the parent.
    expect(await refused(money('enterprise', contract.east, 0.5, false))).toMatchObject({
      status: 403,
      code: 'Business:DeductNotAllowed',
    });
    expect((await ok(money('admin', contract.east, 0.5, false))).balance).toBe(3_000);
    expect((await adminView(contract.group)).balance).toBe(7_000);
    expect((await ok(asUser('enterprise').post(`${BASE}/${contract.east}/reEnable`))).state).toBe('Active');
  });

  it('renews only to a later day within the parent contract, and records it', async () => {
    const renew = (EndTime: string) =>
      asUser('enterprise').post(`${BASE}/renewal`, { contractId: contract.east, EndTime });
    expect(await refused(renew(day(-1)))).toMatchObject({ status: 400, code: 'Business:RenewalDateInvalid' });
    expect(await refused(renew(day(400)))).toMatchObject({ status: 400, code: 'Business:ContractEndAfterParent' });
    expect((await ok(renew(day(360)))).endTime).toBe(day(360));
    const records = await ok<{ items: { operateType: string; endTime: string | null; operateName: string }[] }>(
      asUser('enterprise').get(`${BASE}/${contract.east}/operationRecords`),
    );
    expect(records.items.map((r) => r.operateType)).toEqual([
      'Renewal',
      'ReEnable',
      'Stop',
      'Enable',
      'Edit',
      'Create',
    ]);
    expect(records.items[0]).toMatchObject({ endTime: day(360), operateName: expect.any(String) });
  });

  it('an Expired contract allows deduction only', async () => {
    const [expired] = await h.db.privileged((tx) =>
      tx
        .insert(tenantContracts)
        .values({
          tenantId: tenant.harbour,
          line: 'hfs',
          status: 'Enabled',
          startDate: day(-60),
          endDate: day(-1),
          balanceFen: 500,
          cumulativeRechargeFen: 500,
        })
        .returning(),
    );
    expect((await adminView(expired!.id)).state).toBe('Expired');
    expect(await refused(money('admin', expired!.id, 1))).toMatchObject({ code: 'Business:ContractActionNotAllowed' });
    expect(await refused(asUser('admin').post(`${BASE}/${expired!.id}/stop`))).toMatchObject({ status: 409 });
    expect((await ok(money('admin', expired!.id, 5, false))).balance).toBe(0);
  });

  it('lets a centre deduct from its child institution, and returns the balance to the parent on delete', async () => {
    const sunrise = await ok(create('area', tenant.sunrise, today, day(100)));
    contract.sunrise = sunrise.id;
    await ok(money('area', sunrise.id, 1_000));
    await ok(asUser('area').post(`${BASE}/${sunrise.id}/enable`));
    const kids = await ok(create('centeradmin', tenant.kids, day(1), day(50)));
    contract.kids = kids.id;
    await ok(money('centeradmin', kids.id, 200));
    expect((await ok(money('centeradmin', kids.id, 50, false))).amount).toBe(150);
    expect((await adminView(sunrise.id)).balance).toBe(850);
    const gone = await ok<{ returnedAmount: number }>(asUser('centeradmin').delete(`${BASE}/${kids.id}`));
    expect(gone.returnedAmount).toBe(150);
    expect((await adminView(sunrise.id)).balance).toBe(1_000);
    expect(await refused(asUser('centeradmin').get(`${BASE}/${kids.id}`))).toMatchObject({
      code: 'Business:ContractNotFound',
    });
  });

  it('moves money once per Idempotency-Key; the same key with another body is refused', async () => {
    const key = { 'idempotency-key': `hfs-test-${engine}` };
    const first = await ok(money('area', contract.sunrise, 10, true, key));
    const again = await ok(money('area', contract.sunrise, 10, true, key));
    expect(again).toEqual(first);
    expect((await adminView(contract.sunrise)).balance).toBe(1_010);
    expect(await refused(money('area', contract.sunrise, 11, true, key))).toMatchObject({
      status: 409,
      code: 'Business:IdempotencyKeyReused',
    });
    expect((await adminView(contract.sunrise)).balance).toBe(1_010);
  });

  it('keeps a sibling centre out: it can neither see nor touch another centre’s contracts', async () => {
    expect((await asUser('centeradmin').get(`${BASE}?TenantId=${tenant.harbour}`)).statusCode).toBe(403);
    const [harbour] = await h.db.privileged((tx) =>
      tx.select().from(tenantContracts).where(eq(tenantContracts.tenantId, tenant.harbour)),
    );
    expect(await refused(asUser('centeradmin').get(`${BASE}/${harbour!.id}`))).toMatchObject({
      code: 'Business:ContractNotFound',
    });
    expect(await refused(money('centeradmin', harbour!.id, 1, false))).toMatchObject({
      code: 'Business:ContractNotFound',
    });
    // Its own contracts it reads, without the balance; it does not manage them.
    const own = await ok<{ items: Contract[]; caller: { manages: boolean; mayDeduct: boolean } }>(
      asUser('centeradmin').get(`${BASE}?TenantId=${tenant.sunrise}`),
    );
    expect(own.items.map((c) => c.id)).toEqual([contract.sunrise]);
    expect(own.items[0]!.balance).toBeNull();
    expect(own.caller).toMatchObject({ manages: false, mayDeduct: true });
    expect((await asUser('centeradmin').post(`${BASE}/${contract.sunrise}/stop`)).statusCode).toBe(403);
  });

  it('lists with the state filter, ten to a page', async () => {
    const list = await ok<{ items: Contract[]; totalCount: number; today: string }>(
      asUser('admin').get(`${BASE}?TenantId=${tenant.harbour}&contractStates=Expired`),
    );
    expect(list).toMatchObject({ totalCount: 1, today });
    expect(list.items[0]!.state).toBe('Expired');
    const none = await ok<{ totalCount: number }>(
      asUser('admin').get(`${BASE}?TenantId=${tenant.harbour}&contractStates=Active,NotEnable`),
    );
    expect(none.totalCount).toBe(0);
  });

  it('keeps recharge, price and usage records', async () => {
    const recharges = await ok<{ items: { money: number; state: string }[] }>(
      asUser('enterprise').get(`${BASE}/${contract.east}/rechargeRecords`),
    );
    expect(recharges.items.map((r) => [r.state, r.money])).toEqual([
      ['Deduct', -0.5],
      ['Recharge', 3_000.5],
    ]);
    const zero = await refused(
      asUser('enterprise').put(`${BASE}/sellPrice`, { id: contract.east, setSellingPrice: true, minSellPrice: 0 }),
    );
    expect(zero).toMatchObject({ status: 400, code: 'Business:MinSellPriceInvalid' });
    expect(zero.message).toMatch(/minimum selling price must be >0/i);
    expect(await refused(asUser('enterprise').post(`${BASE}/${contract.east}/enable`))).toMatchObject({
      message: expect.stringMatching(/formally enabled/),
    });
    const priced = await ok<{ minSellPrice: number; setSellingPrice: boolean }>(
      asUser('enterprise').put(`${BASE}/sellPrice`, { id: contract.east, setSellingPrice: true, minSellPrice: 12.5 }),
    );
    expect(priced).toMatchObject({ minSellPrice: 12.5, setSellingPrice: true });
    const prices = await ok<{ items: { operateType: string; minSellingPrice: number }[] }>(
      asUser('enterprise').get(`${BASE}/${contract.east}/minSellingPriceRecords`),
    );
    expect(prices.items).toEqual([
      expect.objectContaining({ operateType: 'MinSellingPriceChange', minSellingPrice: 12.5 }),
    ]);

    const userId = await h.userId('centeradmin');
    await h.db.transaction({ tenantId: tenant.sunrise, userId }, (tx) =>
      consume(tx, { userId, today, messenger: createMessenger() }, contract.sunrise, {
        amountFen: 1_250,
        freeTimes: 0,
        usageKind: 'evaluation',
        details: { subjectName: 'Lin' },
      }),
    );
    const usage = await ok<{ items: { money: number; details: string }[]; totalCount: number }>(
      asUser('centeradmin').get(`${BASE}/${contract.sunrise}/usageRecords?kind=evaluation`),
    );
    expect(usage.totalCount).toBe(1);
    expect(usage.items[0]).toMatchObject({ money: 12.5 });
    expect(JSON.parse(usage.items[0]!.details)).toEqual({ subjectName: 'Lin' });
    const music = await ok<{ totalCount: number }>(
      asUser('centeradmin').get(`${BASE}/${contract.sunrise}/usageRecords?kind=music`),
    );
    expect(music.totalCount).toBe(0);
  });

  it('corrects a recharge record’s remark, never its money; not on a stopped contract', async () => {
    const before = await ok<{ items: { id: string; money: number; remark: string }[] }>(
      asUser('enterprise').get(`${BASE}/${contract.east}/rechargeRecords`),
    );
    const record = before.items[0]!;
    const edited = await ok<{ id: string; money: number; remark: string }>(
      asUser('enterprise').put(`${BASE}/contractRechargeRecord`, { id: Number(record.id), remark: 'corrected' }),
    );
    expect(edited).toMatchObject({ id: record.id, money: record.money, remark: 'corrected' });
    const balance = (await adminView(contract.east)).balance;
    // The application role may change the remark and nothing else of a ledger entry.
    const rewrite = h.db.transaction({ tenantId: tenant.group, userId: null }, (tx) =>
      tx.execute(sql`update contract_ledger set amount_fen = amount_fen + 1 where id = ${Number(record.id)}`),
    );
    await expect(rewrite).rejects.toMatchObject({ cause: expect.objectContaining({ code: '42501' }) });
    expect((await adminView(contract.east)).balance).toBe(balance);
    expect(
      await refused(
        asUser('centeradmin').put(`${BASE}/contractRechargeRecord`, { id: Number(record.id), remark: 'x' }),
      ),
    ).toMatchObject({ status: 404 });
    await ok(asUser('enterprise').post(`${BASE}/${contract.east}/stop`));
    expect(
      await refused(asUser('enterprise').put(`${BASE}/contractRechargeRecord`, { id: Number(record.id), remark: 'y' })),
    ).toMatchObject({ status: 409, code: 'Business:ContractActionNotAllowed' });
    await ok(asUser('enterprise').post(`${BASE}/${contract.east}/reEnable`));
  });

  it('keeps reminder amount and contacts; a system notice only for CenterAdmin or Admin', async () => {
    expect(
      await refused(
        asUser('enterprise').put(`${BASE}/remindContacts`, {
          tenantId: tenant.east,
          contacts: [{ messageType: 'systemNotice', contact: await h.userId('enterprise') }],
        }),
      ),
    ).toMatchObject({ status: 403, code: 'Business:SystemNoticeNotAllowed' });
    expect(
      await refused(
        asUser('enterprise').put(`${BASE}/remindContacts`, {
          tenantId: tenant.east,
          contacts: [{ messageType: 'email', contact: 'not-an-address' }],
        }),
      ),
    ).toMatchObject({ status: 400, code: 'Business:RemindContactInvalid' });
    const saved = await ok<{ contacts: { messageType: string; contact: string }[] }>(
      asUser('enterprise').put(`${BASE}/remindContacts`, {
        tenantId: tenant.east,
        contacts: [
          { messageType: 'email', contact: 'finance@east.example' },
          { messageType: 'sms', contact: '13800000000' },
        ],
      }),
    );
    expect(saved.contacts.map((c) => c.messageType).sort()).toEqual(['email', 'sms']);
    const notice = await ok<{ contacts: { messageType: string }[] }>(
      asUser('centeradmin').put(`${BASE}/remindContacts`, {
        tenantId: tenant.sunrise,
        contacts: [{ messageType: 'systemNotice', contact: await h.userId('centeradmin') }],
      }),
    );
    expect(notice.contacts).toEqual([expect.objectContaining({ messageType: 'systemNotice' })]);
    const amount = await ok<{ reminderAmount: number }>(
      asUser('enterprise').put(`${BASE}/reminderAmount`, { id: tenant.east, hfsReminderAmount: 5_000 }),
    );
    expect(amount.reminderAmount).toBe(5_000);
    const indicator = await ok<{ show: boolean; days: number }>(
      asUser('enterprise').get(`${BASE}/keyIndicator/${tenant.east}`),
    );
    // East's Active contract holds 3000, under the 5000 reminder.
    expect(indicator).toMatchObject({ show: true, days: 360 });
    const parent = await ok<{ required: boolean; parentLatestContract: { id: string; balance: number } | null }>(
      asUser('enterprise').get(`${BASE}/parentMoneyRequired?tenantId=${tenant.east}`),
    );
    expect(parent).toMatchObject({ required: true, parentLatestContract: { id: contract.group, balance: 7_000 } });
  });
});
