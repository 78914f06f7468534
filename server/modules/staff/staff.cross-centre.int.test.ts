import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { accountLinks, guardians, sentMessages, subjects, users } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

// Issue 14 item 1: a centre invited an existing account and then rewrote its global profile
// (name, phone, e-mail). Every write a centre makes on a user, guardian or tenant row is tried
// here against the platform admin's account, a Harbour coach's and Harbour's own rows: each must
// answer 4xx and leave the row as it was, beside a positive control that the centre's own write works.

type Json = Record<string, unknown>;

describe.each(testEngines('sensitive'))('cross-centre writes of user, guardian and tenant rows on %s', (engine) => {
  let h: ServerHarness;
  let sunrise: string;
  let harbour: string;

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
  });
  afterAll(() => h.close());

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { user?: string; payload?: Json; tenant?: string } = {},
  ) => h.as(options.user ?? 'centeradmin', { tenant: options.tenant }).request(method, url, options.payload);

  const account = async (id: string) => {
    const [row] = await h.db.privileged((tx) => tx.select().from(users).where(eq(users.id, id)));
    return row!;
  };

  const mailTo = (recipient: string) =>
    h.db.privileged((tx) => tx.select().from(sentMessages).where(eq(sentMessages.recipient, recipient)));

  /** The PUT body the console's edit dialog sends for a list item (no phone when it shows none). */
  const edit = (item: Json, changes: Json = {}): Json => {
    const { id, name, email, gender, countryCode, phoneNumber } = item;
    const roleNames = (item['roles'] as { name: string }[]).map((r) => r.name);
    const phone = phoneNumber ? { countryCode: String(countryCode).replace('+', ''), phoneNumber } : {};
    return { id, name, email, gender, roleNames, ...phone, ...changes };
  };

  /** Every field a client could use to learn who holds the account: none may appear. */
  const expectNothingOf = (body: string, person: { id: string; name: string; phoneNumber: string | null }) => {
    expect(body).not.toContain(person.id);
    expect(body).not.toContain(person.name);
    if (person.phoneNumber) expect(body).not.toContain(person.phoneNumber);
  };

  it('reproduction: inviting the admin’s address reveals nothing, and the admin’s profile cannot be rewritten', async () => {
    const adminId = await h.userId('admin');
    const before = await account(adminId);

    const invited = await call('POST', '/api/business/user', {
      payload: { name: 'x', email: 'admin@atrium.example', roleNames: ['coach'], gender: 'Male' },
    });
    expect(invited.statusCode).toBe(200);
    expectNothingOf(invited.body, before);
    const request = invited.json().staff;
    expect(request).toMatchObject({
      id: request.membershipId,
      email: 'admin@atrium.example',
      phoneNumber: null,
      state: 'Invited',
      profileEditable: false,
    });

    // The attack's second step, with the account's id and with the request's own.
    const takeover = {
      name: 'Mallory',
      email: 'admin@atrium.example',
      countryCode: '86',
      phoneNumber: '13912345678',
      gender: 'Male',
      roleNames: ['coach'],
    };
    const byAccount = await call('PUT', '/api/business/user', { payload: { ...takeover, id: adminId } });
    expect(byAccount.statusCode).toBe(404);
    const byRequest = await call('PUT', '/api/business/user', { payload: { ...takeover, id: request.id } });
    expect(byRequest.statusCode).toBe(403);
    expect(byRequest.json().error.code).toBe('Business:ProfileNotEditable');
    const newAddress = await call('PUT', '/api/business/user', {
      payload: edit(request, { email: 'mallory@evil.example' }),
    });
    expect(newAddress.statusCode).toBe(403);
    expect(await mailTo('mallory@evil.example')).toHaveLength(0);
    expect(await account(adminId)).toEqual(before);

    // Nor is anything of the account readable through the reads or the search.
    for (const url of [
      `/api/business/user/${adminId}`,
      `/api/business/user/${adminId}/profile`,
      `/api/business/user/staffDetail/${adminId}`,
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(404);
    }
    const profile = await call('GET', `/api/business/user/${request.id}/profile`);
    expect(profile.statusCode).toBe(200);
    expectNothingOf(profile.body, before);
    const detail = await call('GET', `/api/business/user/staffDetail/${request.id}`);
    expectNothingOf(detail.body, before);
    for (const filter of [before.phoneNumber!.slice(3, 9), before.name.slice(0, 4), 'admin@atrium']) {
      const found = await call('POST', '/api/business/user/list', {
        payload: { skipCount: 0, maxResultCount: 100, filter },
      });
      expectNothingOf(found.body, before);
      const ids = found.json().items.map((i: { id: string }) => i.id);
      // The address the centre typed finds its request; the account's name or phone never does.
      expect(ids.includes(request.id), filter).toBe(filter === 'admin@atrium');
    }
    const coaches = await call('GET', '/api/business/subject/formOptions');
    expectNothingOf(coaches.body, before);

    // Positive control: the centre's own data, the request's roles, is its to change.
    const roles = await call('POST', '/api/business/user/changeUserRole', {
      payload: { userId: request.id, roleNames: ['FrontDesk'] },
    });
    expect(roles.statusCode).toBe(200);
    expect(roles.json().staff.roles.map((r: { name: string }) => r.name)).toEqual(['FrontDesk']);
    const unchangedProfile = await call('PUT', '/api/business/user', {
      payload: edit(request, { roleNames: ['coach', 'FrontDesk'] }),
    });
    expect(unchangedProfile.statusCode).toBe(200);

    // Withdrawing the request removes the place and never the account.
    expect((await call('DELETE', `/api/business/user?id=${request.id}`)).statusCode).toBe(204);
    expect(await account(adminId)).toEqual(before);
  });

  it('treats a Harbour coach the same: no profile read or written, Harbour’s place untouched', async () => {
    const chenId = await h.userId('chenwei');
    const before = await account(chenId);
    const invited = await call('POST', '/api/business/user', {
      payload: { name: 'Chen', email: before.email, roleNames: ['coach'], phoneNumber: '13911112222' },
    });
    expect(invited.statusCode).toBe(200);
    expectNothingOf(invited.body, before);
    const request = invited.json().staff;

    const rename = edit(request, { name: '陈伟伟', gender: 'Female' });
    expect((await call('PUT', '/api/business/user', { payload: { ...rename, id: chenId } })).statusCode).toBe(404);
    expect((await call('PUT', '/api/business/user', { payload: rename })).statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['POST', '/api/business/user/changeUserRole', { userId: chenId, roleNames: ['coach'] }],
      ['POST', '/api/business/user/freezeStaff', { operate: 'Freeze', userId: chenId, tenantId: sunrise }],
      ['POST', `/api/business/user/sendEmailToUser/${chenId}`, undefined],
      ['DELETE', `/api/business/user?id=${chenId}`, undefined],
      ['DELETE', `/api/business/user/byTenant?id=${chenId}`, undefined],
    ] as const) {
      const answer = await call(method, url, payload ? { payload } : {});
      expect(answer.statusCode, url).toBe(404);
    }
    expect(await account(chenId)).toEqual(before);
    // Harbour still sees its coach as before, and its members' list is not Sunrise's to read.
    const harbourView = await call('GET', `/api/business/user/${chenId}`, { user: 'multirole', tenant: harbour });
    expect(harbourView.json()).toMatchObject({ name: '陈伟', state: 'Effective' });
    expect((await call('POST', '/api/business/user/list', { tenant: harbour, payload: {} })).statusCode).toBe(403);
  });

  it('positive control: a centre fills in the account it invited until the person registers or another centre invites it', async () => {
    const email = 'new.colleague@example.com';
    const invited = await call('POST', '/api/business/user', {
      payload: { name: 'New Colleague', email, roleNames: ['coach'], phoneNumber: '13922223333', gender: 'Female' },
    });
    const staff = invited.json().staff;
    expect(staff).toMatchObject({ name: 'New Colleague', phoneNumber: '13922223333', profileEditable: true });
    const corrected = await call('PUT', '/api/business/user', {
      payload: edit(staff, { name: 'Nova Colleague', phoneNumber: '13922224444' }),
    });
    expect(corrected.statusCode).toBe(200);
    expect(await account(staff.id)).toMatchObject({ name: 'Nova Colleague', phoneNumber: '13922224444' });
    const [sunriseLink] = await h.db.privileged((tx) =>
      tx
        .select()
        .from(accountLinks)
        .where(and(eq(accountLinks.userId, staff.id), isNull(accountLinks.usedAt)))
        .orderBy(desc(accountLinks.createdAt))
        .limit(1),
    );

    // Harbour invites the same address: a request it cannot read, and Sunrise's say ends.
    const harbourInvite = await call('POST', '/api/business/user', {
      user: 'multirole',
      tenant: harbour,
      payload: { name: 'Someone', email, roleNames: ['trainer'], phoneNumber: '13933334444' },
    });
    expect(harbourInvite.statusCode).toBe(200);
    expectNothingOf(harbourInvite.body, { id: staff.id, name: 'Nova Colleague', phoneNumber: '13922224444' });
    const before = await account(staff.id);
    // Sunrise now holds a request like any other: the account's id no longer names it.
    expect(
      (await call('PUT', '/api/business/user', { payload: edit(staff, { name: 'Sunrise Again' }) })).statusCode,
    ).toBe(404);
    const listed = await call('POST', '/api/business/user/list', { payload: { filter: email } });
    const request = listed.json().items[0];
    expect(request).toMatchObject({ id: staff.membershipId, name: email, phoneNumber: null, profileEditable: false });
    const again = await call('PUT', '/api/business/user', { payload: edit(request, { name: 'Sunrise Again' }) });
    expect(again.statusCode).toBe(403);
    expect(await account(staff.id)).toEqual(before);
    // Harbour's invitation did not end Sunrise's: its link still opens.
    const [stillOpen] = await h.db.privileged((tx) =>
      tx.select().from(accountLinks).where(eq(accountLinks.id, sunriseLink!.id)),
    );
    expect(stillOpen!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    // Nor may Sunrise delete an account another centre has invited.
    expect((await call('DELETE', `/api/business/user?id=${request.id}`)).statusCode).toBe(204);
    expect(await account(staff.id)).toEqual(before);
  });

  it('adds a guardian with another account’s or another centre’s phone as its own row, and writes nothing of theirs', async () => {
    const adminId = await h.userId('admin');
    const adminBefore = await account(adminId);
    const [harbourGuardian] = await h.db.privileged((tx) =>
      tx.select().from(guardians).where(eq(guardians.tenantId, harbour)).limit(1),
    );
    const [sunriseChild] = await h.db.privileged((tx) =>
      tx.select().from(subjects).where(eq(subjects.tenantId, sunrise)).limit(1),
    );
    const child = { name: 'Lu Xiaoyu', birthDay: '2019-05-04', gender: 'Female' };
    for (const phoneNumber of [adminBefore.phoneNumber!, harbourGuardian!.phoneNumber]) {
      const added = await call('POST', '/api/business/subject/guardianAndSubject', {
        payload: { name: 'Lu Min', phoneNumber, roleName: 'Mother', subjects: [child] },
      });
      expect(added.statusCode, phoneNumber).toBe(200);
      const [row] = await h.db.privileged((tx) =>
        tx.select().from(guardians).where(eq(guardians.id, added.json().guardianId)),
      );
      expect(row).toMatchObject({ tenantId: sunrise, name: 'Lu Min', userId: null });
    }
    expect(await account(adminId)).toEqual(adminBefore);

    // Harbour's guardian: every write from Sunrise is refused and nothing of it changes.
    const id = harbourGuardian!.id;
    for (const [url, payload] of [
      ['/api/business/subject/child', { guardianId: id, roleName: 'Father', subjects: [child] }],
      ['/api/business/subject/sendRegisterCode', { guardianId: id }],
      ['/api/business/subject/authorization', { guardianId: id, subjectId: sunriseChild!.id, authorized: false }],
      ['/api/business/subject/cancelGuardian', { guardianId: id }],
    ] as const) {
      expect((await call('POST', url, { payload })).statusCode, url).toBe(404);
    }
    const [after] = await h.db.privileged((tx) => tx.select().from(guardians).where(eq(guardians.id, id)));
    expect(after).toEqual(harbourGuardian);
  });

  it('never offers or assigns an invitation not yet accepted as a coach', async () => {
    const sarahId = await h.userId('sarah.ho');
    const sarah = await account(sarahId);
    const invited = await call('POST', '/api/business/user', {
      payload: { name: 'Sarah', email: sarah.email, roleNames: ['coach'] },
    });
    expect(invited.statusCode).toBe(200);
    const options = await call('GET', '/api/business/subject/formOptions');
    expect(options.json().coaches.map((c: { id: string }) => c.id)).not.toContain(sarahId);
    const [sunriseChild] = await h.db.privileged((tx) =>
      tx.select().from(subjects).where(eq(subjects.tenantId, sunrise)).limit(1),
    );
    const assign = await call('POST', '/api/business/userCoach/assign', {
      payload: { userId: sunriseChild!.id, coachUserIds: [sarahId] },
    });
    expect(assign.statusCode).toBe(404);
    expectNothingOf(assign.body, sarah);
  });
});
