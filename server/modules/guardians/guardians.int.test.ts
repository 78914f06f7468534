import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { domainEvents, guardians, sentMessages, subjectGuardians, subjects } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

type Json = Record<string, unknown>;

describe.each(testEngines())('guardian REST on %s', (engine) => {
  let h: ServerHarness;
  let sunrise: string;
  let harbourGuardian: string;
  let sunriseGuardian: { id: string; name: string; phoneNumber: string };

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    const harbour = await h.tenant('harbour');
    const firstGuardian = (tenantId: string) =>
      h.db.privileged(async (tx) => {
        const [row] = await tx
          .select({ id: guardians.id, name: guardians.name, phoneNumber: guardians.phoneNumber })
          .from(guardians)
          .where(eq(guardians.tenantId, tenantId))
          .limit(1);
        return row!;
      });
    sunriseGuardian = await firstGuardian(sunrise);
    harbourGuardian = (await firstGuardian(harbour)).id;
  });
  afterAll(() => h.close());

  const call = async (path: string, body: Json | undefined, userName = 'centeradmin', language = 'en-US') =>
    h.as(userName, { language }).post(`/api/business/subject/${path}`, body);

  const child = (name: string) => ({ name, birthDay: '2019-05-04', gender: 'Female', remark: 'likes music' });
  let phone = 13_900_000_000;
  const newGuardian = (overrides: Json = {}) => ({
    name: 'Wu Min',
    phoneNumber: String((phone += 1)),
    roleName: 'Mother',
    subjects: [child('Wu Xiaoyu')],
    ...overrides,
  });

  it('lists guardians newest first with their children, pages, and filters by name or phone', async () => {
    const page = await call('getGuardianList', { skipCount: 0, maxResultCount: 5 });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.items).toHaveLength(5);
    expect(body.totalCount).toBeGreaterThan(5);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      countryCode: '86',
      phoneNumber: expect.any(String),
      creationTime: expect.any(String),
      cancellationTime: null,
      children: expect.arrayContaining([
        expect.objectContaining({
          status: expect.stringMatching(/^(Bind|Unbind|Logout)$/),
          roleDisplayName: expect.any(String),
        }),
      ]),
    });
    const next = (await call('getGuardianList', { skipCount: 5, maxResultCount: 5 })).json();
    expect(next.items.map((g: Json) => g['id'])).not.toContain(body.items[0].id);

    const byPhone = (await call('getGuardianList', { filter: sunriseGuardian.phoneNumber.slice(-8) })).json();
    expect(byPhone.items.map((g: Json) => g['id'])).toContain(sunriseGuardian.id);
    const byName = (await call('getGuardianList', { filter: sunriseGuardian.name })).json();
    expect(byName.items.every((g: Json) => String(g['name']).includes(sunriseGuardian.name))).toBe(true);
    expect((await call('getGuardianList', { filter: 'no such guardian 42' })).json()).toEqual({
      items: [],
      totalCount: 0,
    });
    // The seeded links agree with each child's status: a child is Bind only with a link in force.
    const seeded = (await call('getGuardianList', { maxResultCount: 200 })).json().items as {
      children: { status: string; state: string }[];
    }[];
    for (const c of seeded.flatMap((g) => g.children)) if (c.status !== 'Bind') expect(c.state).toBe('Unbind');
  });

  it('refuses without the guardian feature, without the permission, and with bad paging', async () => {
    const harbour = await call('getGuardianList', {}, 'sarah.ho');
    expect(harbour.statusCode).toBe(403);
    expect(harbour.json().error).toMatchObject({
      code: 'Business:GuardianFeatureOff',
      message: expect.stringContaining('guardian feature'),
    });
    expect((await call('getGuardianList', {}, 'trainer')).statusCode).toBe(403);
    const bad = await call('getGuardianList', { maxResultCount: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors).toEqual(expect.any(Array));
  });

  it('shows a guardian with each child’s link and date; another centre’s guardian is not found', async () => {
    const info = await call(`getGuardianInfo/${sunriseGuardian.id}`, undefined);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      id: sunriseGuardian.id,
      name: sunriseGuardian.name,
      registerCodeSentAt: null,
      children: expect.arrayContaining([
        expect.objectContaining({
          state: expect.stringMatching(/^(Bind|Unbind)$/),
          changedAt: expect.any(String),
          links: expect.arrayContaining([expect.objectContaining({ guardianId: sunriseGuardian.id })]),
        }),
      ]),
    });
    const other = await call(`getGuardianInfo/${harbourGuardian}`, undefined);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('The guardian was not found.');
    expect((await call('getGuardianInfo/not-a-uuid', undefined)).statusCode).toBe(400);
  });

  it('adds a guardian with children and coaches, refuses a phone already used, and validates in the error shape', async () => {
    const coachId = await h.userId('coach');
    const input = newGuardian({ coaches: [coachId], subjects: [child('Wu Xiaoyu'), child('Wu Xiaoming')] });
    const added = await call('guardianAndSubject', input);
    expect(added.statusCode).toBe(200);
    const { guardianId, subjects: created } = added.json();
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({
      name: 'Wu Xiaoyu',
      birthDay: '2019-05-04',
      status: 'Bind',
      remark: 'likes music',
      coachNames: [expect.any(String)],
      guardians: [{ id: guardianId, nickName: 'Wu Min', roleDefinition: { displayName: 'Mother' } }],
    });
    const info = (await call(`getGuardianInfo/${guardianId}`, undefined, 'centeradmin', 'zh-CN')).json();
    // Registered together: in name order.
    expect(info.children.map((c: Json) => [c['name'], c['state'], c['roleDisplayName']])).toEqual([
      ['Wu Xiaoming', 'Bind', '妈妈'],
      ['Wu Xiaoyu', 'Bind', '妈妈'],
    ]);

    const again = await call('guardianAndSubject', { ...newGuardian(), phoneNumber: input.phoneNumber });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'Business:GuardianPhoneTaken',
      message: expect.stringContaining('Wu Min'),
    });

    const future = await call(
      'guardianAndSubject',
      newGuardian({ subjects: [{ ...child('Later'), birthDay: '2999-01-01' }] }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toMatchObject({
      code: 'Business:BirthdayInFuture',
      validationErrors: [{ members: ['subjects[0].birthDay'], message: expect.stringContaining('check it carefully') }],
    });
    expect((await call('guardianAndSubject', newGuardian({ name: '   ' }))).json().error.code).toBe(
      'Business:GuardianNameRequired',
    );
    expect((await call('guardianAndSubject', newGuardian({ phoneNumber: '123' }))).json().error.code).toBe(
      'Business:PhoneNumberInvalid',
    );
    expect((await call('guardianAndSubject', newGuardian({ roleName: 'Uncle' }))).statusCode).toBe(400);
    expect((await call('guardianAndSubject', newGuardian({ countryCode: '44' }))).statusCode).toBe(400);
    expect((await call('guardianAndSubject', newGuardian({ subjects: [] }))).statusCode).toBe(400);
    const foreignCoach = await call('guardianAndSubject', newGuardian({ coaches: [await h.userId('sarah.ho')] }));
    expect(foreignCoach.statusCode).toBe(400);
    expect(foreignCoach.json().error.code).toBe('Business:CoachNotInCentre');
  });

  it('adds children to a known guardian, not to another centre’s', async () => {
    const added = await call('child', {
      guardianId: sunriseGuardian.id,
      roleName: 'Father',
      subjects: [child('Lin Xiaobao')],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual([
      expect.objectContaining({
        name: 'Lin Xiaobao',
        status: 'Bind',
        guardians: [
          { id: sunriseGuardian.id, nickName: sunriseGuardian.name, roleDefinition: { displayName: 'Father' } },
        ],
      }),
    ]);
    const foreign = await call('child', { guardianId: harbourGuardian, roleName: 'Father', subjects: [child('X')] });
    expect(foreign.statusCode).toBe(404);
  });

  it('withdraws and renews an authorization by the machine, tells colleagues in their language but not the actor', async () => {
    const { guardianId, subjects: created } = (
      await call('guardianAndSubject', newGuardian({ name: 'Zhao Lei' }))
    ).json();
    const subjectId = created[0].id as string;
    const authorize = (authorized: boolean, userName = 'coach') =>
      call('authorization', { guardianId, subjectId, authorized }, userName);

    const withdrawn = await authorize(false);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().children[0]).toMatchObject({ id: subjectId, state: 'Unbind', status: 'Unbind' });
    const twice = await authorize(false);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'Business:AlreadyWithdrawn',
      message: expect.stringContaining('already withdrawn'),
    });
    const renewed = await authorize(true);
    expect(renewed.json().children[0]).toMatchObject({ state: 'Bind', status: 'Bind' });
    expect((await authorize(true)).json().error.code).toBe('Business:AlreadyAuthorized');

    const messages = async (userName: string, language: string) =>
      (await h.as(userName, { language }).get('/api/business/message?maxResultCount=100')).json().items as {
        title: string;
        extraProperties: Json;
      }[];
    const aboutZhao = (items: { title: string; extraProperties: Json }[]) =>
      items.filter((n) => n.extraProperties['guardianId'] === guardianId);
    const en = aboutZhao(await messages('centeradmin', 'en-US'));
    // Newest first: renewal, withdrawal, and the registration (by centeradmin itself: not told).
    expect(en.map((n) => n.title)).toEqual(['New authorisation', 'Authorisation withdrawn']);
    expect(en[1]!.extraProperties).toEqual({
      guardianName: 'Zhao Lei',
      guardianId,
      subjectName: ['Wu Xiaoyu'],
      subjectId: [subjectId],
    });
    expect(aboutZhao(await messages('centeradmin', 'zh-CN')).map((n) => n.title)).toEqual(['新的授权', '取消授权']);
    // The coach acted on the links, and registered nothing: the coach hears only of the registration.
    expect(aboutZhao(await messages('coach', 'en-US')).map((n) => n.title)).toEqual(['New authorisation']);

    const events = await h.db.privileged((tx) =>
      tx
        .select()
        .from(domainEvents)
        .where(eq(domainEvents.type, 'SubjectBindingChanged'))
        .orderBy(desc(domainEvents.id))
        .limit(2),
    );
    expect(events.map((e) => [e.permission, (e.payload as Json)['state']])).toEqual([
      ['Menu.User.Subject', 'Bind'],
      ['Menu.User.Subject', 'Unbind'],
    ]);
  });

  it('refuses binding changes across centres and for children the guardian does not care for', async () => {
    const [foreignLink] = await h.db.privileged((tx) =>
      tx.select().from(subjectGuardians).where(eq(subjectGuardians.guardianId, harbourGuardian)).limit(1),
    );
    const foreign = await call('authorization', {
      guardianId: harbourGuardian,
      subjectId: foreignLink!.subjectId,
      authorized: false,
    });
    expect(foreign.statusCode).toBe(404);
    const [stranger] = await h.db.privileged((tx) =>
      tx
        .select({ id: subjects.id })
        .from(subjects)
        .where(and(eq(subjects.tenantId, sunrise), eq(subjects.name, 'Lin Xiaobao'))),
    );
    const other = (await call('guardianAndSubject', newGuardian({ name: 'Qian Hui' }))).json().guardianId as string;
    const notLinked = await call('authorization', { guardianId: other, subjectId: stranger!.id, authorized: false });
    expect(notLinked.statusCode).toBe(404);
    expect(notLinked.json().error.code).toBe('Business:GuardianNotLinked');
    expect((await call('cancelGuardian', { guardianId: harbourGuardian })).statusCode).toBe(404);
    expect(
      (await call('authorization', { guardianId: other, subjectId: stranger!.id }, 'centeradmin')).statusCode,
    ).toBe(400);
  });

  it('cancels a guardian account: children with no other authorizing guardian become Logout for good', async () => {
    const { guardianId, subjects: created } = (
      await call('guardianAndSubject', newGuardian({ name: 'Sun Yue' }))
    ).json();
    const subjectId = created[0].id as string;
    const cancelled = await call('cancelGuardian', { guardianId }, 'coach');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().children[0]).toMatchObject({ state: 'Unbind', status: 'Logout' });
    expect(cancelled.json().cancellationTime).toEqual(expect.any(String));
    const twice = await call('cancelGuardian', { guardianId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'Business:GuardianCancelled',
      message: 'The guardian account of Sun Yue was already cancelled.',
    });
    const renew = await call('authorization', { guardianId, subjectId, authorized: true }, 'centeradmin', 'zh-CN');
    expect(renew.statusCode).toBe(409);
    expect(renew.json().error).toMatchObject({
      code: 'Business:SubjectCancelled',
      message: expect.stringContaining('已注销'),
    });
    const [row] = await h.db.privileged((tx) =>
      tx.select({ status: subjects.status }).from(subjects).where(eq(subjects.id, subjectId)),
    );
    expect(row!.status).toBe('Logout');
    // The subject list still names the guardian, marked cancelled, so no child is offered to it.
    const listed = (await call('getList', { skipCount: 0, maxResultCount: 99, filter: created[0].name })).json();
    const item = listed.items.find((i: { id: string }) => i.id === subjectId);
    expect(item.guardians).toEqual([expect.objectContaining({ id: guardianId, isCancelled: true })]);
  });

  it('sends a registration code by SMS at most once a minute per guardian', async () => {
    const { guardianId } = (await call('guardianAndSubject', newGuardian({ name: 'Zhou Qing' }))).json();
    const sent = await call('sendRegisterCode', { guardianId });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ secondsUntilResend: 60, message: 'Code sent.' });
    const soon = await call('sendRegisterCode', { guardianId }, 'centeradmin', 'zh-CN');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error).toMatchObject({
      code: 'Business:VerificationCodeTooFrequent',
      details: expect.stringMatching(/^\d+$/),
    });
    const [guardian] = await h.db.privileged((tx) => tx.select().from(guardians).where(eq(guardians.id, guardianId)));
    const messages = await h.db.privileged((tx) =>
      tx
        .select()
        .from(sentMessages)
        .where(inArray(sentMessages.recipient, [`+86 ${guardian!.phoneNumber}`])),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      channel: 'sms',
      subject: 'Registration code',
      body: expect.stringMatching(/Zhou Qing.*\d{6}/),
    });
    expect(guardian!.registerCodeSentAt).toBeInstanceOf(Date);
    expect((await call('sendRegisterCode', { guardianId: harbourGuardian })).statusCode).toBe(404);
  });

  it('a cancelled guardian is final: no renewal, no new child, no re-registration of the phone, no code', async () => {
    const input = newGuardian({ name: 'He Fang' });
    const { guardianId, subjects: created } = (await call('guardianAndSubject', input)).json();
    const subjectId = created[0].id as string;
    // A second guardian who also authorizes the child: the child stays Bind after He Fang goes.
    const { guardianId: otherId } = (await call('guardianAndSubject', newGuardian({ name: 'He Jun' }))).json();
    await h.db.privileged((tx) =>
      tx.insert(subjectGuardians).values({ tenantId: sunrise, subjectId, guardianId: otherId, roleName: 'Father' }),
    );

    const cancelled = await call('cancelGuardian', { guardianId });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().children[0]).toMatchObject({
      status: 'Bind',
      state: 'Unbind',
      links: expect.arrayContaining([
        { guardianId, state: 'Unbind', cancelled: true },
        { guardianId: otherId, state: 'Bind', cancelled: false },
      ]),
    });
    const [stored] = await h.db.privileged((tx) =>
      tx.select({ cancelledAt: guardians.cancelledAt }).from(guardians).where(eq(guardians.id, guardianId)),
    );
    expect(stored!.cancelledAt).toBeInstanceOf(Date);

    // The child is still Bind through He Jun, yet He Fang cannot authorize it again.
    const renew = await call('authorization', { guardianId, subjectId, authorized: true });
    expect(renew.statusCode).toBe(409);
    expect(renew.json().error).toMatchObject({
      code: 'Business:GuardianCancelled',
      message: 'The guardian account of He Fang was cancelled: the authorisation for Wu Xiaoyu cannot be given again.',
      details: null,
      validationErrors: null,
    });
    const renewZh = await call('authorization', { guardianId, subjectId, authorized: true }, 'centeradmin', 'zh-CN');
    expect(renewZh.json().error.message).toBe('He Fang的监护人账号已注销，不能再授权Wu Xiaoyu。');

    const more = await call('child', { guardianId, roleName: 'Mother', subjects: [child('He Xiaoxiao')] });
    expect(more.statusCode).toBe(409);
    expect(more.json().error).toMatchObject({
      code: 'Business:GuardianCancelled',
      message: 'The guardian account of He Fang was cancelled: no child can be added to it.',
    });
    const samePhone = await call('guardianAndSubject', { ...newGuardian(), phoneNumber: input.phoneNumber });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().error.code).toBe('Business:GuardianCancelled');
    expect(samePhone.json().error.message).toContain('He Fang');
    const samePhoneZh = await call(
      'guardianAndSubject',
      { ...newGuardian(), phoneNumber: input.phoneNumber },
      'centeradmin',
      'zh-CN',
    );
    expect(samePhoneZh.json().error.message).toBe('该手机号码属于已注销的监护人He Fang，不能再登记为监护人。');
    const code = await call('sendRegisterCode', { guardianId });
    expect(code.statusCode).toBe(409);
    expect(code.json().error.code).toBe('Business:GuardianCancelled');
    // Nothing refused above left a trace: still one child, no new guardian row for the phone.
    const info = (await call(`getGuardianInfo/${guardianId}`, undefined)).json();
    expect(info.children).toHaveLength(1);
    expect(info.cancellationTime).toEqual(expect.any(String));
    const listed = (await call('getGuardianList', { filter: input.phoneNumber })).json();
    expect(listed.items).toEqual([
      expect.objectContaining({ id: guardianId, cancellationTime: info.cancellationTime }),
    ]);

    // He Jun stands: his withdrawal and renewal still work.
    expect((await call('authorization', { guardianId: otherId, subjectId, authorized: false })).statusCode).toBe(200);
    expect((await call('authorization', { guardianId: otherId, subjectId, authorized: true })).statusCode).toBe(200);
  });

  it('cancels a guardian who had withdrawn every authorization before: the account still ends', async () => {
    const { guardianId, subjects: created } = (await call('guardianAndSubject', newGuardian({ name: 'Ma Li' }))).json();
    const subjectId = created[0].id as string;
    await call('authorization', { guardianId, subjectId, authorized: false });
    const cancelled = await call('cancelGuardian', { guardianId });
    expect(cancelled.statusCode).toBe(200);
    // No other guardian authorizes the child: it is cancelled with the account.
    expect(cancelled.json().children[0]).toMatchObject({ status: 'Logout', state: 'Unbind' });
    expect((await call('authorization', { guardianId, subjectId, authorized: true })).json().error.code).toBe(
      'Business:SubjectCancelled',
    );
  });
});
