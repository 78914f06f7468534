import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, ne } from 'drizzle-orm';
import {
  accountLinks,
  domainEvents,
  rolePermissions,
  sentMessages,
  subjectCoaches,
  subjects,
  users,
} from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { signIn } from '../../platform/oidc/oidc.accounts';
import { issueLink } from '../activation/account-links';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { tenantIdOf } from '../../testing/demo-data';

const PASSWORD = 'Welcome#2026';

describe.each(testEngines())('staff and activation REST on %s', (engine) => {
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
    options: { user?: string; payload?: Record<string, unknown>; tenant?: string; language?: string } = {},
  ) =>
    h
      .as(options.user ?? null, { tenant: options.tenant, language: options.language })
      .request(method, url, options.payload);

  /** The token of the newest link e-mailed to an address, read from the stored message. */
  const linkSentTo = async (email: string) => {
    const [message] = await h.db.privileged((tx) =>
      tx
        .select({ body: sentMessages.body, subject: sentMessages.subject })
        .from(sentMessages)
        .where(eq(sentMessages.recipient, email))
        .orderBy(desc(sentMessages.id))
        .limit(1),
    );
    const url = new URL(/https?:\/\/\S+/.exec(message!.body)![0]);
    return { url, token: url.searchParams.get('token')!, subject: message!.subject };
  };

  const invite = (email: string, extra: Record<string, unknown> = {}, language = 'en-US') =>
    call('POST', '/api/business/user', {
      user: 'centeradmin',
      language,
      payload: { name: 'Nora Field', email, gender: 'Female', roleNames: ['coach'], ...extra },
    });

  it('lists the centre’s staff with roles and states, filtered, and only this centre’s', async () => {
    const all = await call('POST', '/api/business/user/list', {
      user: 'centeradmin',
      payload: { skipCount: 0, maxResultCount: 100 },
    });
    expect(all.statusCode).toBe(200);
    const names = all.json().items.map((i: { userName: string }) => i.userName);
    expect(names).toEqual(expect.arrayContaining(['centeradmin', 'coach', 'trainer', 'multirole', 'liuyang']));
    // multirole's Harbour place and Harbour's coaches never show in Sunrise.
    expect(names).not.toContain('sarah.ho');
    expect(all.json().items.filter((i: { userName: string }) => i.userName === 'multirole')).toHaveLength(1);
    const coach = all.json().items.find((i: { userName: string }) => i.userName === 'coach');
    expect(coach).toMatchObject({
      state: 'Effective',
      isActivated: true,
      roles: [{ name: 'coach', displayName: 'Coach' }],
    });

    const seniors = await call('POST', '/api/business/user/list', {
      user: 'centeradmin',
      payload: { skipCount: 0, maxResultCount: 100, roleName: 'SeniorCoach' },
    });
    expect(seniors.json().items.map((i: { userName: string }) => i.userName)).toEqual(['multirole']);
    const search = await call('POST', '/api/business/user/list', {
      user: 'centeradmin',
      payload: { skipCount: 0, maxResultCount: 10, filter: 'Emily' },
    });
    expect(search.json()).toMatchObject({ totalCount: 1, items: [{ userName: 'emily.zhang' }] });
  });

  it('refuses callers without employee management and validates what it is sent', async () => {
    expect((await call('POST', '/api/business/user/list', { user: 'coach', payload: {} })).statusCode).toBe(403);
    expect((await call('POST', '/api/business/user/list', { payload: {} })).statusCode).toBe(401);
    const badRole = await invite('x@example.com', { roleNames: ['admin'] });
    expect(badRole.statusCode).toBe(400);
    const noRole = await invite('x@example.com', { roleNames: [] });
    expect(noRole.statusCode).toBe(400);
    const badMail = await invite('not-an-address');
    expect(badMail.json().error).toMatchObject({
      code: 'Business:EmailInvalid',
      message: 'Enter a valid e-mail address.',
    });
    const badPhone = await invite('x@example.com', { countryCode: '86', phoneNumber: '123' });
    expect(badPhone.json().error.code).toBe('Business:PhoneInvalid');
    const takenPhone = await invite('x@example.com', { countryCode: '86', phoneNumber: '13800138006' });
    expect(takenPhone.json().error.code).toBe('Business:PhoneTaken');
    const member = await invite('coach@atrium.example');
    expect(member.statusCode).toBe(409);
    expect(member.json().error.code).toBe('Identity.UserAlreadyInRole');
  });

  it('invites a new person by e-mail; they cannot sign in until they register through the link', async () => {
    const created = await invite('nora.field@example.com');
    expect(created.statusCode).toBe(200);
    const staff = created.json().staff;
    expect(staff).toMatchObject({ state: 'Invited', isActivated: false, email: 'nora.field@example.com' });

    const { url, token, subject } = await linkSentTo('nora.field@example.com');
    expect(subject).toBe('You are invited to join Sunrise Centre on Atrium');
    expect(url.pathname).toBe('/account/activate');
    expect(url.searchParams.get('culture')).toBe('en');
    const [stored] = await h.db.privileged((tx) =>
      tx.select().from(accountLinks).where(eq(accountLinks.userId, staff.id)),
    );
    // Only the hash is kept, for 7 days.
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(7 * 24 * 3_600_000, -4);

    expect(
      await signIn(h.db, { login: 'nora.field@example.com', password: 'atrium-no-such-user', ip: '1.1.1.1' }),
    ).toMatchObject({ ok: false });
    const early = await call('GET', '/api/Account/Info', { user: 'nora.field@example.com', tenant: sunrise });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('Business:UserHasNoAvailableTenant');

    const check = await call('GET', `/api/business/user/checkTokenAndUser?token=${token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      isNew: true,
      purpose: 'activate-account',
      tenantName: 'Sunrise Centre',
      culture: 'en',
    });
    expect((await call('GET', `/api/us/contentAdmin/needRegister?token=${token}`)).json()).toEqual({
      needRegister: true,
    });

    const weak = await call('POST', '/api/business/user/activateAccount', {
      payload: { token, userName: 'nora', password: 'short' },
    });
    expect(weak.json().error.code).toBe('Business:PasswordTooWeak');
    const taken = await call('POST', '/api/business/user/activateAccount', {
      payload: { token, userName: 'coach', password: PASSWORD },
    });
    expect(taken.json().error.code).toBe('Business:UserNameTaken');
    const done = await call('POST', '/api/business/user/activateAccount', {
      payload: { token, userName: 'nora', password: PASSWORD },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ outcome: 'registered', userName: 'nora', tenantName: 'Sunrise Centre' });

    expect(await signIn(h.db, { login: 'nora', password: PASSWORD, ip: '1.1.1.2' })).toMatchObject({ ok: true });
    const info = await call('GET', '/api/Account/Info', { user: 'nora', tenant: sunrise });
    expect(info.statusCode).toBe(200);

    // Used once: the same link now reads as invalid.
    const again = await call('GET', `/api/business/user/checkTokenAndUser?token=${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'ErrorActiveLink' });

    const detail = await call('GET', `/api/business/user/staffDetail/${staff.id}`, { user: 'centeradmin' });
    expect(detail.json().staff).toMatchObject({ state: 'Effective', isActivated: true, userName: 'nora' });
    expect(detail.json().history.map((e: { type: string }) => e.type)).toEqual(['StaffActivated', 'StaffInvited']);
    expect(detail.json().history[1]).toMatchObject({ actorName: '林静', roles: ['coach'] });
    // Registered, the profile is hers: the centre that typed it can no longer change it.
    expect(detail.json().staff.profileEditable).toBe(false);
    const renamed = await call('PUT', '/api/business/user', {
      user: 'centeradmin',
      payload: {
        id: staff.id,
        name: 'Someone Else',
        email: 'nora.field@example.com',
        gender: 'Female',
        roleNames: ['coach'],
      },
    });
    expect(renamed.statusCode).toBe(403);
  });

  it('refuses tampered and expired links, and says so in the link’s reader’s language', async () => {
    await invite('late.comer@example.com', {}, 'zh-CN');
    const { token, url } = await linkSentTo('late.comer@example.com');
    expect(url.searchParams.get('culture')).toBe('zh-Hans');
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = await call('GET', `/api/business/user/checkTokenAndUser?token=${tampered}`, { language: 'zh-CN' });
    expect(bad.json().error).toEqual({
      code: 'ErrorActiveLink',
      message: '此链接无效：可能已过期或已被使用。',
      details: null,
      validationErrors: null,
    });
    await h.db.privileged((tx) =>
      tx
        .update(accountLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountLinks.email, 'late.comer@example.com')),
    );
    const expired = await call('POST', '/api/business/user/activateAccount', {
      payload: { token, userName: 'late', password: PASSWORD },
    });
    expect(expired.json().error.code).toBe('ErrorActiveLink');
  });

  it('gives an existing account a membership request instead of a new account; one click accepts it', async () => {
    const sarahId = await h.userId('sarah.ho');
    const [sarah] = await h.db.privileged((tx) => tx.select().from(users).where(eq(users.id, sarahId)));
    const created = await invite(sarah!.email!, { name: 'Sarah Ho', roleNames: ['coach', 'FrontDesk'] });
    expect(created.statusCode).toBe(200);
    // Until she accepts, Sunrise sees its own request, named by the place's id, not her account.
    const request = created.json().staff;
    expect(request).toMatchObject({ id: request.membershipId, state: 'Invited', email: sarah!.email });
    expect(request.id).not.toBe(sarahId);
    // Not in Sunrise until accepted.
    expect((await call('GET', '/api/Account/Info', { user: 'sarah.ho', tenant: sunrise })).statusCode).toBe(403);

    const first = await linkSentTo(sarah!.email!);
    const resent = await call('POST', `/api/business/user/sendEmailToUser/${request.id}`, { user: 'centeradmin' });
    expect(resent.statusCode).toBe(200);
    const { token } = await linkSentTo(sarah!.email!);
    expect(token).not.toBe(first.token);
    // Only the newest link opens.
    expect((await call('GET', `/api/business/user/checkTokenAndUser?token=${first.token}`)).json().error.code).toBe(
      'ErrorActiveLink',
    );
    const check = await call('GET', `/api/business/user/checkTokenAndUser?token=${token}`);
    expect(check.json()).toMatchObject({ isNew: false, userName: 'sarah.ho' });
    const withPassword = await call('POST', '/api/business/user/activateAccount', {
      payload: { token, userName: 'x', password: PASSWORD },
    });
    expect(withPassword.json().error.code).toBe('Business:UserAlreadyActive');
    const done = await call('POST', '/api/business/user/activateAccount', { payload: { token } });
    expect(done.json()).toMatchObject({ outcome: 'activated', userName: 'sarah.ho' });
    expect((await call('GET', '/api/Account/Info', { user: 'sarah.ho', tenant: sunrise })).statusCode).toBe(200);
    // Accepted: she is a colleague now, named by her account.
    const member = (await call('GET', `/api/business/user/${sarahId}`, { user: 'centeradmin' })).json();
    expect(member).toMatchObject({ id: sarahId, name: 'Sarah Ho', userName: 'sarah.ho', profileEditable: false });
    const resendAfter = await call('POST', `/api/business/user/sendEmailToUser/${sarahId}`, { user: 'centeradmin' });
    expect(resendAfter.json().error.code).toBe('Business:UserAlreadyActive');
  });

  it('freezes and re-enables a member, who is refused while frozen; records who did it', async () => {
    const coachId = await h.userId('liuyang');
    const freeze = (operate: string, tenantId = sunrise, user = 'centeradmin') =>
      call('POST', '/api/business/user/freezeStaff', { user, payload: { operate, userId: coachId, tenantId } });
    expect((await freeze('Freeze')).json().staff.state).toBe('Frozen');
    expect((await freeze('Freeze')).json().error.code).toBe('Business:MembershipStateForbids');
    const refused = await call('GET', '/api/Account/Info', { user: 'liuyang', tenant: sunrise });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('Business:UserInTenantRoleFrozen');
    expect((await freeze('Unfreeze')).json().staff.state).toBe('Effective');
    expect((await call('GET', '/api/Account/Info', { user: 'liuyang', tenant: sunrise })).statusCode).toBe(200);

    const self = await call('POST', '/api/business/user/freezeStaff', {
      user: 'centeradmin',
      payload: { operate: 'Freeze', userId: await h.userId('centeradmin'), tenantId: sunrise },
    });
    expect(self.json().error.code).toBe('Business:CannotChangeOwnMembership');

    const events = await h.db.privileged((tx) =>
      tx
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.tenantId, sunrise), eq(domainEvents.permission, 'Menu.Manage.Group')))
        .orderBy(desc(domainEvents.id))
        .limit(2),
    );
    expect(events.map((e) => e.type)).toEqual(['StaffUnfrozen', 'StaffFrozen']);
  });

  it('changes roles and edits a member, keeping the history', async () => {
    const id = await h.userId('wangfang');
    const changed = await call('POST', '/api/business/user/changeUserRole', {
      user: 'centeradmin',
      payload: { userId: id, roleNames: ['SeniorCoach'] },
    });
    expect(changed.json().staff.roles).toEqual([{ name: 'SeniorCoach', displayName: 'Senior coach' }]);
    const prepared = await call('POST', '/api/business/user/prepareForEdit', {
      user: 'centeradmin',
      payload: { userId: id },
    });
    expect(prepared.json().availableRoles.map((r: { name: string }) => r.name)).toEqual([
      'CenterAdmin',
      'SeniorCoach',
      'coach',
      'trainer',
      'FrontDesk',
      'Finance',
    ]);
    const staff = prepared.json().staff;
    // Her name is her own: the centre may not change it, and a refused edit changes nothing at all.
    const renamed = await call('PUT', '/api/business/user', {
      user: 'centeradmin',
      payload: { ...staff, id, name: '王芳芳', roleNames: ['SeniorCoach', 'coach'] },
    });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().error.code).toBe('Business:ProfileNotEditable');
    const edited = await call('PUT', '/api/business/user', {
      user: 'centeradmin',
      payload: { ...staff, id, roleNames: ['SeniorCoach', 'coach'] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().staff).toMatchObject({ name: staff.name, profileEditable: false });
    const supervisors = await call('GET', '/api/business/user/supervisorList', { user: 'centeradmin' });
    expect(supervisors.json().map((s: { id: string }) => s.id)).toContain(id);
    const history = (await call('GET', `/api/business/user/staffDetail/${id}`, { user: 'centeradmin' })).json().history;
    expect(history[0]).toMatchObject({
      type: 'StaffRolesChanged',
      roles: ['SeniorCoach', 'coach'],
      previousRoles: ['SeniorCoach'],
    });
    expect(history[1]).toMatchObject({ type: 'StaffRolesChanged', roles: ['SeniorCoach'], previousRoles: ['coach'] });
  });

  it('never changes a registered member’s e-mail address, and an e-mail link sent before no longer opens', async () => {
    const id = await h.userId('lina');
    const [before] = await h.db.privileged((tx) => tx.select().from(users).where(eq(users.id, id)));
    const prepared = (
      await call('POST', '/api/business/user/prepareForEdit', { user: 'centeradmin', payload: { userId: id } })
    ).json().staff;
    const edited = await call('PUT', '/api/business/user', {
      user: 'centeradmin',
      payload: { ...prepared, id, email: 'lina.new@example.com', roleNames: ['coach'] },
    });
    expect(edited.statusCode).toBe(403);
    expect(edited.json().error.code).toBe('Business:ProfileNotEditable');
    const mailed = await h.db.privileged((tx) =>
      tx.select().from(sentMessages).where(eq(sentMessages.recipient, 'lina.new@example.com')),
    );
    expect(mailed).toHaveLength(0);

    // A change link a centre could send before issue 14 is refused, and changes nothing.
    const { token } = await h.db.privileged((tx) =>
      issueLink(tx, {
        purpose: 'update-email',
        userId: id,
        membershipId: prepared.membershipId,
        email: 'lina.new@example.com',
        culture: 'en',
        publicUrl: 'http://localhost:8080',
      }),
    );
    const check = await call('GET', `/api/business/user/checkTokenAndUser?token=${token}`);
    expect(check.json().error.code).toBe('ErrorActiveLink');
    const used = await call('POST', '/api/business/user/activateNewEmail', { payload: { token } });
    expect(used.statusCode).toBe(400);
    expect(used.json().error.code).toBe('ErrorActiveLink');
    const [after] = await h.db.privileged((tx) => tx.select().from(users).where(eq(users.id, id)));
    expect(after).toEqual(before);
  });

  it('refuses another centre’s members and ids from a Sunrise token', async () => {
    const harbourCoach = await h.userId('chenwei');
    expect(
      (await call('GET', `/api/business/user/staffDetail/${harbourCoach}`, { user: 'centeradmin' })).statusCode,
    ).toBe(404);
    const freeze = await call('POST', '/api/business/user/freezeStaff', {
      user: 'centeradmin',
      payload: { operate: 'Freeze', userId: harbourCoach, tenantId: harbour },
    });
    expect(freeze.statusCode).toBe(403);
    const roles = await call('POST', '/api/business/user/changeUserRole', {
      user: 'centeradmin',
      payload: { userId: harbourCoach, roleNames: ['coach'] },
    });
    expect(roles.statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/business/user/byTenant?id=${harbourCoach}`, { user: 'centeradmin' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/business/user/list', { user: 'centeradmin', tenant: harbour, payload: {} })).statusCode,
    ).toBe(403);
  });

  it('removes a member from the centre, and an unused invitation’s account with it', async () => {
    const created = await invite('gone.soon@example.com');
    const id = created.json().staff.id;
    expect((await call('DELETE', `/api/business/user?id=${id}`, { user: 'centeradmin' })).statusCode).toBe(204);
    expect(await h.db.privileged((tx) => tx.select().from(users).where(eq(users.id, id)))).toHaveLength(0);
    const kevin = await h.userId('kevin.liu');
    expect((await call('DELETE', `/api/business/user/byTenant?id=${kevin}`, { user: 'centeradmin' })).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/business/user/staffDetail/${kevin}`, { user: 'centeradmin' })).statusCode).toBe(
      404,
    );
    // The account stays: it may work elsewhere.
    expect(await h.db.privileged((tx) => tx.select().from(users).where(eq(users.id, kevin)))).toHaveLength(1);
  });

  it('reads a colleague’s account and profile with the children they coach, in the reader’s language', async () => {
    const coachId = await h.userId('coach');
    const account = await call('GET', `/api/business/user/${coachId}`, { user: 'centeradmin' });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({
      id: coachId,
      userName: 'coach',
      name: '张悦',
      phoneNumber: '13800138006',
      roles: [{ name: 'coach', displayName: 'Coach' }],
      state: 'Effective',
      isActivated: true,
    });
    const coached = await h.db.privileged((tx) =>
      tx
        .select({ id: subjects.id })
        .from(subjectCoaches)
        .innerJoin(subjects, eq(subjects.id, subjectCoaches.subjectId))
        .where(and(eq(subjectCoaches.coachUserId, coachId), ne(subjects.status, 'Logout'))),
    );
    expect(coached.length).toBeGreaterThan(0);
    const profile = await call('GET', `/api/business/user/${coachId}/profile`, {
      user: 'centeradmin',
      language: 'zh-CN',
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      id: coachId,
      name: '张悦',
      userName: 'coach',
      gender: 'Female',
      birthday: null,
      email: 'coach@atrium.example',
      countryCode: expect.any(String),
      phoneNumber: '13800138006',
      roles: [{ name: 'coach', displayName: '教练' }],
      membership: {
        id: expect.any(String),
        displayName: 'Sunrise Centre',
        state: 'Effective',
        roles: [{ name: 'coach', displayName: '教练' }],
        creationTime: expect.any(String),
        activationTime: expect.any(String),
      },
      coachedSubjectCount: coached.length,
    });
    // Somebody who coaches nobody reads 0, not a missing field.
    const admin = await call('GET', `/api/business/user/${await h.userId('centeradmin')}/profile`, {
      user: 'centeradmin',
    });
    expect(admin.json()).toMatchObject({ coachedSubjectCount: 0, roles: [{ name: 'CenterAdmin' }] });
    // The named paths beside {id} still answer as themselves.
    expect((await call('GET', '/api/business/user/resumes', { user: 'centeradmin' })).statusCode).toBe(200);
  });

  it('lists the active staff for pickers and the supervisors, without invitations still open', async () => {
    const invited = (await invite('picker.pending@example.com')).json().staff.id as string;
    const list = await call('GET', '/api/business/user/staffList', { user: 'centeradmin', language: 'zh-CN' });
    expect(list.statusCode).toBe(200);
    const picks = list.json() as { id: string; name: string; roles: { name: string; displayName: string }[] }[];
    expect(picks.map((p) => p.id)).not.toContain(invited);
    expect(picks).toContainEqual({
      id: await h.userId('coach'),
      name: '张悦',
      roles: [{ name: 'coach', displayName: '教练' }],
    });
    expect(picks.map((p) => p.id)).not.toContain(await h.userId('chenwei'));
    const supervisors = (await call('GET', '/api/business/user/supervisorList', { user: 'centeradmin' })).json() as {
      id: string;
      roles: { name: string }[];
    }[];
    expect(supervisors.map((s) => s.id)).toContain(await h.userId('centeradmin'));
    expect(supervisors.map((s) => s.id)).not.toContain(await h.userId('coach'));
    for (const s of supervisors) {
      expect(s.roles.some((r) => r.name === 'SeniorCoach' || r.name === 'CenterAdmin')).toBe(true);
    }
  });

  it('lets whoever arranges courses with any trainer read the pickers’ list, and no one else without staff management', async () => {
    const sunrise = await tenantIdOf(h.db, 'Sunrise Centre');
    expect((await call('GET', '/api/business/user/staffList', { user: 'coach' })).statusCode).toBe(403);
    // The front desk's grant (role-grants.ts): everyone's calendar, no staff management.
    await h.db.privileged((tx) =>
      tx
        .insert(rolePermissions)
        .values({ tenantId: sunrise, roleName: 'coach', permission: 'Business.Calendar.ReadOther' })
        .onConflictDoNothing(),
    );
    try {
      const list = await call('GET', '/api/business/user/staffList', { user: 'coach' });
      expect(list.statusCode).toBe(200);
      expect((list.json() as { id: string }[]).map((p) => p.id)).toContain(await h.userId('coach'));
      // The rest of staff management stays closed to it.
      expect(
        (await call('GET', `/api/business/user/${await h.userId('coach')}/profile`, { user: 'coach' })).statusCode,
      ).toBe(403);
    } finally {
      await h.db.privileged((tx) =>
        tx
          .delete(rolePermissions)
          .where(
            and(
              eq(rolePermissions.tenantId, sunrise),
              eq(rolePermissions.roleName, 'coach'),
              eq(rolePermissions.permission, 'Business.Calendar.ReadOther'),
            ),
          ),
      );
    }
  });

  it('answers 404 for another centre’s people on every read, 403 without employee management', async () => {
    const harbourCoach = await h.userId('chenwei');
    for (const path of [`${harbourCoach}`, `${harbourCoach}/profile`, `staffDetail/${harbourCoach}`]) {
      const answer = await call('GET', `/api/business/user/${path}`, { user: 'centeradmin' });
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json().error).toMatchObject({
        code: 'NotFound',
        message: 'This staff member is not in this centre.',
      });
    }
    const zh = await call('GET', `/api/business/user/${harbourCoach}/profile`, {
      user: 'centeradmin',
      language: 'zh-CN',
    });
    expect(zh.json().error.message).toBe('该员工不在本中心。');
    expect((await call('GET', '/api/business/user/not-a-uuid/profile', { user: 'centeradmin' })).statusCode).toBe(400);
    const coachId = await h.userId('coach');
    expect((await call('GET', `/api/business/user/${coachId}/profile`, { user: 'coach' })).statusCode).toBe(403);
    expect((await call('GET', `/api/business/user/${coachId}`)).statusCode).toBe(401);
  });
});
