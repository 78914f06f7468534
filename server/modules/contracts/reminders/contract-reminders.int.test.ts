import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  contractLedger,
  contractReminders,
  sentMessages,
  subjects,
  testLocations,
  vratTestRequests,
  tenantContracts,
  tenantRemindContacts,
  tenants,
} from '../../../platform/db/schema/index';
import { testEngines } from '../../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../../testing/server-harness';
import { centreDay } from '../../../platform/time';

const HFS = '/api/rocket/tenantContract';
const VRAT = '/api/vrclassroom/tenantContract';

type History = { totalCount: number; items: { reason: string; channels: Record<string, number>; balance: number }[] };
type Reminder = {
  reminderTimes: number;
  reminderAmountOn: boolean;
  reminderTimesNextAllowTime: string | null;
};

describe.each(testEngines())('contract reminders on %s', (engine) => {
  let h: ServerHarness;
  const tenant = { group: '', east: '', sunrise: '', harbour: '' };
  const contract = { sunriseHfs: '', groupVrat: '', eastVrat: '' };
  const user = { area: '', enterprise: '', centeradmin: '', admin: '' };

  const call = async (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
    h.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await h.tokenFor(who)}`, 'accept-language': 'en-US', ...headers },
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(response: ReturnType<typeof call>) => {
    const r = await response;
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as T;
  };
  const privileged = <T>(work: Parameters<ServerHarness['db']['privileged']>[0]) => h.db.privileged(work) as Promise<T>;

  const hfsRecharge = (contractId: string, money: number, extra: object = {}, headers = {}) =>
    call('area', 'POST', `${HFS}/recharge`, { contractId, money, isRecharge: true, remark: '', ...extra }, headers);
  const remindersOf = (tenantId: string, line: 'hfs' | 'vrat', reason?: string) =>
    privileged<{ reason: string; channels: Record<string, number> }[]>((tx) =>
      tx
        .select()
        .from(contractReminders)
        .where(
          and(
            eq(contractReminders.tenantId, tenantId),
            eq(contractReminders.line, line),
            ...(reason ? [eq(contractReminders.reason, reason as 'amount')] : []),
          ),
        ),
    );
  const messagesTo = (recipient: string) =>
    privileged<{ subject: string; body: string }[]>((tx) =>
      tx.select().from(sentMessages).where(eq(sentMessages.recipient, recipient)),
    );
  // The snooze is measured from the last reminder: moving it back is moving time forward.
  const ageReminders = (tenantId: string, days: number) =>
    privileged((tx) =>
      tx
        .update(contractReminders)
        .set({ createdAt: sql`${contractReminders.createdAt} - make_interval(days => ${days})` })
        .where(eq(contractReminders.tenantId, tenantId)),
    );
  const setContacts = (tenantId: string, line: 'hfs' | 'vrat', contacts: { messageType: string; contact: string }[]) =>
    privileged(async (tx) => {
      await tx
        .delete(tenantRemindContacts)
        .where(and(eq(tenantRemindContacts.tenantId, tenantId), eq(tenantRemindContacts.line, line)));
      await tx.insert(tenantRemindContacts).values(
        contacts.map((c) => ({
          tenantId,
          line,
          messageType: c.messageType as 'email',
          contact: c.contact,
        })),
      );
    });

  beforeAll(async () => {
    h = await startServerHarness(engine);
    await h.db.privileged(async (tx) => {
      const all = await tx.select().from(tenants);
      const idOf = (name: string) => all.find((t) => t.name === name)!.id;
      Object.assign(tenant, {
        group: idOf('Bright Minds Group'),
        east: idOf('East Area'),
        sunrise: idOf('Sunrise Centre'),
        harbour: idOf('Harbour Centre'),
      });
      const rows = await tx
        .select()
        .from(tenantContracts)
        .where(and(isNull(tenantContracts.deletedAt), eq(tenantContracts.status, 'Enabled')));
      contract.sunriseHfs = rows.find((r) => r.tenantId === tenant.sunrise && r.line === 'hfs')!.id;
      contract.groupVrat = rows.find((r) => r.tenantId === tenant.group && r.line === 'vrat')!.id;
    });
    for (const name of Object.keys(user) as (keyof typeof user)[]) user[name] = await h.userId(name);
  });
  afterAll(() => h.close());

  it('reminds the parent once when an allocation takes its HFS balance below the reminder amount, then snoozes 15 days', async () => {
    await setContacts(tenant.east, 'hfs', [
      { messageType: 'email', contact: 'east-finance@example.com' },
      { messageType: 'sms', contact: '+86 13800000001' },
      { messageType: 'systemNotice', contact: user.area },
      // A user below the area is not reached through the area's reminder.
      { messageType: 'systemNotice', contact: user.centeradmin },
    ]);
    await privileged((tx) => tx.update(tenants).set({ hfsReminderAmountFen: 0 }).where(eq(tenants.id, tenant.east)));
    await ok(hfsRecharge(contract.sunriseHfs, 1));
    expect(await remindersOf(tenant.east, 'hfs')).toHaveLength(0);

    // Any balance is below this one.
    await privileged((tx) =>
      tx.update(tenants).set({ hfsReminderAmountFen: 10_000_000_000 }).where(eq(tenants.id, tenant.east)),
    );
    await ok(hfsRecharge(contract.sunriseHfs, 1));
    const sent = await remindersOf(tenant.east, 'hfs', 'amount');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channels).toEqual({ email: 1, sms: 1, systemNotice: 1 });
    const [mail] = await messagesTo('east-finance@example.com');
    expect(mail!.subject).toBe('HFS合同余额提醒 / HFS contract balance reminder');
    expect(mail!.body).toContain('East Area: the HFS balance is');
    expect(await messagesTo('+86 13800000001')).toHaveLength(1);

    // The area manager's bell: the title in the reader's language, the detail in theirs too.
    const inbox = await ok<{ items: { title: string; extraProperties: { Desc?: string } }[] }>(
      call('area', 'GET', '/api/business/message?maxResultCount=5'),
    );
    const notice = inbox.items.find((i) => i.title === 'Contract reminder');
    expect(notice?.extraProperties.Desc).toMatch(/HFS balance|HFS余额/);
    const zh = await ok<{ items: { title: string }[] }>(
      call('area', 'GET', '/api/business/message?maxResultCount=5', undefined, { 'accept-language': 'zh-CN' }),
    );
    expect(zh.items.map((i) => i.title)).toContain('合同提醒');

    await ok(hfsRecharge(contract.sunriseHfs, 1));
    expect(await remindersOf(tenant.east, 'hfs', 'amount')).toHaveLength(1);
    await ageReminders(tenant.east, 14);
    await ok(hfsRecharge(contract.sunriseHfs, 1));
    expect(await remindersOf(tenant.east, 'hfs', 'amount')).toHaveLength(1);
    await ageReminders(tenant.east, 2);
    await ok(hfsRecharge(contract.sunriseHfs, 1));
    expect(await remindersOf(tenant.east, 'hfs', 'amount')).toHaveLength(2);
    await privileged((tx) => tx.update(tenants).set({ hfsReminderAmountFen: 0 }).where(eq(tenants.id, tenant.east)));
  });

  it('tells the contacts a recharge names, once per request, and refuses a notice contact outside the tree', async () => {
    const contacts = [
      { messageType: 'email', contact: 'sunrise-boss@example.com' },
      { messageType: 'systemNotice', contact: user.centeradmin },
      // The enterprise is above Sunrise: its manager may be told.
      { messageType: 'systemNotice', contact: user.enterprise },
    ];
    const before = (await remindersOf(tenant.sunrise, 'hfs', 'recharge')).length;
    const key = { 'idempotency-key': 'reminder-recharge-1' };
    await ok(hfsRecharge(contract.sunriseHfs, 12.5, { remindContacts: contacts }, key));
    await ok(hfsRecharge(contract.sunriseHfs, 12.5, { remindContacts: contacts }, key));
    const sent = await remindersOf(tenant.sunrise, 'hfs', 'recharge');
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)!.channels).toEqual({ email: 1, systemNotice: 2 });
    const mails = await messagesTo('sunrise-boss@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('12.50 yuan was recharged to the HFS contract valid');

    const inbox = await ok<{ items: { title: string; extraProperties: { Desc?: string } }[] }>(
      call('centeradmin', 'GET', '/api/business/message?maxResultCount=5'),
    );
    expect(inbox.items[0]).toMatchObject({ title: 'Contract reminder' });
    expect(inbox.items[0]!.extraProperties.Desc).toMatch(/12\.50/);

    // The platform administrator belongs to no tenant of this tree.
    const refused = await call('area', 'POST', `${HFS}/recharge`, {
      contractId: contract.sunriseHfs,
      money: 1,
      isRecharge: true,
      remindContacts: [{ messageType: 'systemNotice', contact: user.admin }],
    });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { error: { code: string } }).error.code).toBe('Business:RemindContactInvalid');
    const badMail = await hfsRecharge(contract.sunriseHfs, 1, {
      remindContacts: [{ messageType: 'email', contact: 'not an address' }],
    });
    expect(badMail.statusCode).toBe(400);
    expect(await remindersOf(tenant.sunrise, 'hfs', 'recharge')).toHaveLength(before + 1);
  });

  it('sends VRAT times and amount reminders as their switches allow, and reports the next allowed time', async () => {
    await setContacts(tenant.group, 'vrat', [{ messageType: 'email', contact: 'group-vrat@example.com' }]);
    await privileged((tx) =>
      tx
        .update(tenants)
        .set({ vratReminderTimes: 1_000_000, vratReminderAmountFen: 10_000_000_000 })
        .where(eq(tenants.id, tenant.group)),
    );
    const off = await ok<Reminder>(
      call('enterprise', 'PUT', '/api/business/tenant/vratReminderAmountSwitch', {
        tenantId: tenant.group,
        isOpen: false,
      }),
    );
    expect(off).toMatchObject({ reminderAmountOn: false, reminderTimesNextAllowTime: null });
    // The amount reminder off: the key indicator no longer shows for money alone.
    const east = await ok<{ id: string }>(
      call('enterprise', 'POST', VRAT, {
        tenantId: tenant.east,
        startTime: centreDay(h.config.timeZone),
        endTime: `${new Date().getFullYear() + 1}-12-31`,
        unitPrice: 200,
      }),
    );
    contract.eastVrat = east.id;
    const vratMoney = (money: number) =>
      call('enterprise', 'POST', `${VRAT}/recharge`, { contractId: east.id, money, isRecharge: true, freeTimes: 0 });
    await ok(vratMoney(100));
    expect((await remindersOf(tenant.group, 'vrat')).map((r) => r.reason)).toEqual(['times']);

    const reminder = await ok<Reminder>(call('enterprise', 'GET', `${VRAT}/reminder/${tenant.group}`));
    const next = Date.parse(reminder.reminderTimesNextAllowTime!);
    expect(Math.abs(next - Date.now() - 15 * 24 * 3600 * 1000)).toBeLessThan(60_000);

    await ok(
      call('enterprise', 'PUT', '/api/business/tenant/vratReminderAmountSwitch', {
        tenantId: tenant.group,
        isOpen: true,
      }),
    );
    await ok(vratMoney(100));
    expect((await remindersOf(tenant.group, 'vrat')).map((r) => r.reason).sort()).toEqual(['amount', 'times']);

    // -20 switches the times reminder off: a month later only the amount comes again.
    await ok(
      call('enterprise', 'PUT', '/api/business/tenant/vratContractReminderTimesSwitch', {
        tenantId: tenant.group,
        isOpen: false,
      }),
    );
    await ageReminders(tenant.group, 30);
    await ok(vratMoney(100));
    expect((await remindersOf(tenant.group, 'vrat')).map((r) => r.reason).sort()).toEqual([
      'amount',
      'amount',
      'times',
    ]);
    expect(await messagesTo('group-vrat@example.com')).toHaveLength(3);
  });

  it('charges a VRAT test once per case, free tests first, and reminds the centre as its tests run low', async () => {
    const today = centreDay(h.config.timeZone);
    const endTime = `${new Date().getFullYear() + 1}-12-31`;
    await ok(
      call('enterprise', 'POST', `${VRAT}/recharge`, {
        contractId: contract.eastVrat,
        money: 1000,
        isRecharge: true,
        freeTimes: 2,
      }),
    );
    await ok(call('enterprise', 'POST', `${VRAT}/${contract.eastVrat}/enable`));
    const charge = (caseId: string, who = 'centeradmin') =>
      call(who, 'GET', `/api/vrclassroom/testRequest/vratDeductAndGetReport/${caseId}`);

    // Sunrise's cases, before it has a VRAT contract.
    const cases = await privileged<string[]>(async (tx) => {
      const children = await tx
        .select({ id: subjects.id })
        .from(subjects)
        .where(and(eq(subjects.tenantId, tenant.sunrise), eq(subjects.status, 'Bind')))
        .limit(5);
      const [location] = await tx
        .insert(testLocations)
        .values({ tenantId: tenant.sunrise, name: 'Reminder test room', isEnabled: true })
        .returning({ id: testLocations.id });
      const rows = await tx
        .insert(vratTestRequests)
        .values(
          children.map((c) => ({
            tenantId: tenant.sunrise,
            subjectId: c.id,
            locationId: location!.id,
            grade: '3' as const,
            requestedBy: user.centeradmin,
          })),
        )
        .returning({ id: vratTestRequests.id });
      return rows.map((r) => r.id);
    });
    const none = await charge(cases[0]!);
    expect(none.statusCode).toBe(409);
    expect((none.json() as { error: { code: string } }).error.code).toBe('Business:NoActiveVratContract');

    const sunrise = await ok<{ id: string }>(
      call('area', 'POST', VRAT, { tenantId: tenant.sunrise, startTime: today, endTime, unitPrice: 200 }),
    );
    await ok(
      call('area', 'POST', `${VRAT}/recharge`, { contractId: sunrise.id, money: 400, isRecharge: true, freeTimes: 1 }),
    );
    await ok(call('area', 'POST', `${VRAT}/${sunrise.id}/enable`));
    await setContacts(tenant.sunrise, 'vrat', [{ messageType: 'email', contact: 'sunrise-vrat@example.com' }]);
    await privileged((tx) =>
      tx.update(tenants).set({ vratReminderTimes: 20, vratReminderAmountFen: 0 }).where(eq(tenants.id, tenant.sunrise)),
    );

    type Charged = { id: string; subjectName: string; charge: { money: number; freeTimes: number } };
    const first = await ok<Charged>(charge(cases[0]!));
    expect(first.charge).toMatchObject({ money: 0, freeTimes: 1, contractId: sunrise.id });
    expect(await ok<Charged>(charge(cases[0]!))).toEqual(first);
    // Two tests' money left: fewer than 20, so the centre's contacts hear of it once.
    expect((await remindersOf(tenant.sunrise, 'vrat')).map((r) => r.reason)).toEqual(['times']);
    expect((await ok<Charged>(charge(cases[1]!))).charge).toMatchObject({ money: 200, freeTimes: 0 });
    expect((await ok<Charged>(charge(cases[2]!))).charge).toMatchObject({ money: 200, freeTimes: 0 });
    const broke = await charge(cases[3]!);
    expect(broke.statusCode).toBe(409);
    expect((broke.json() as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'Business:InsufficientBalance',
      message: expect.stringContaining('Insufficient balance') as unknown,
    });
    const entries = await privileged<unknown[]>((tx) =>
      tx
        .select()
        .from(contractLedger)
        .where(and(eq(contractLedger.contractId, sunrise.id), eq(contractLedger.kind, 'Consumption'))),
    );
    expect(entries).toHaveLength(3);
    expect(await remindersOf(tenant.sunrise, 'vrat')).toHaveLength(1);
    expect(await messagesTo('sunrise-vrat@example.com')).toHaveLength(1);

    // Another centre's case is simply not there.
    expect((await charge(cases[3]!, 'sarah.ho')).statusCode).toBe(404);
  });

  it('lists a tenant’s reminders newest first to the tenant and its parent, never to a sibling', async () => {
    const own = await ok<History>(call('centeradmin', 'GET', `${HFS}/reminders/${tenant.sunrise}?maxResultCount=1`));
    expect(own.totalCount).toBeGreaterThanOrEqual(1);
    expect(own.items).toHaveLength(1);
    expect(own.items[0]).toMatchObject({ reason: 'recharge' });
    const parent = await ok<History>(call('area', 'GET', `${HFS}/reminders/${tenant.east}`));
    expect(parent.items.map((i) => i.reason)).toEqual(['amount', 'amount']);
    const sibling = await call('sarah.ho', 'GET', `${HFS}/reminders/${tenant.sunrise}`);
    expect(sibling.statusCode).toBe(403);
    // Row-level security on its own: Harbour's transaction sees none of Sunrise's rows.
    const leaked = await h.db.privileged(async (tx) => {
      await tx.execute(sql`select set_config('role', 'atrium_app', true)`);
      await tx.execute(sql`select set_config('app.tenant_id', ${tenant.harbour}, true)`);
      return tx.select().from(contractReminders).where(eq(contractReminders.tenantId, tenant.sunrise));
    });
    expect(leaked).toHaveLength(0);
  });
});
