import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { groupTrainingPlans, trainerCredentials, userOfflinePlans } from '../../platform/db/schema/index';
import type { CertificateStatus } from '../../platform/db/schema/trainer-credentials';
import { testEngines } from '../../platform/db/testing';
import { withoutGrant } from '../../testing/role-grants';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const OFFLINE = '/api/rocket/userOfflinePlan/checkCertificateState';
const GROUP = '/api/rocket/groupTrainingPlan/checkCertificateState';
const DAY = 86_400_000;

// checkCertificateState under both plan kinds (spec 001 §7; the credential, spec 002 §3, §4): the
// signed-in staff member's certificate state now, behind the plan's read policy. Another centre's
// plan and another centre's credential stay out of sight (row-level security: both engines).
describe.each(testEngines('sensitive'))('checkCertificateState on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let sunrise = '';
  let harbour = '';
  let wangfang = '';
  let sunriseOffline = '';
  let harbourOffline = '';
  let sunriseGroup = '';
  let harbourGroup = '';
  let seq = 0;

  /** A credential of wangfang's: recorded `status`, from `from` days to `to` days from now. */
  const credential = (status: CertificateStatus, from: number, to: number, tenantId = sunrise) =>
    h.db.privileged(async (tx) => {
      const [row] = await tx
        .insert(trainerCredentials)
        .values({
          tenantId,
          trainerId: wangfang,
          trainingModule: 'HFS Attention Trainer',
          credentialsCode: `T-${run}-${++seq}`,
          certifier: 'Bright Minds Group',
          startTime: new Date(Date.now() + from * DAY),
          endTime: new Date(Date.now() + to * DAY),
          certificateStatus: status,
        })
        .returning({ id: trainerCredentials.id, code: trainerCredentials.credentialsCode });
      return row!;
    });
  const offline = (user = 'wangfang', id = sunriseOffline, options = {}) => h.as(user, options).post(OFFLINE, { id });
  const group = (user = 'wangfang', id = sunriseGroup, options = {}) =>
    h.as(user, options).post(GROUP, { groupTrainingPlanId: id });

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
    wangfang = await h.userId('wangfang');
    const firstOf = async (table: typeof userOfflinePlans | typeof groupTrainingPlans, tenantId: string) => {
      const [row] = await h.db.privileged((tx) =>
        tx.select({ id: table.id }).from(table).where(eq(table.tenantId, tenantId)).limit(1),
      );
      return row!.id;
    };
    sunriseOffline = await firstOf(userOfflinePlans, sunrise);
    harbourOffline = await firstOf(userOfflinePlans, harbour);
    sunriseGroup = await firstOf(groupTrainingPlans, sunrise);
    harbourGroup = await firstOf(groupTrainingPlans, harbour);
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await h.db.privileged((tx) => tx.delete(trainerCredentials).where(eq(trainerCredentials.trainerId, wangfang)));
  });

  it('answers NotIssued, with no certificate, to a trainer who holds none', async () => {
    const res = await offline();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: sunriseOffline,
      certificateStatus: 'NotIssued',
      certificate: null,
      certificationChecked: true,
    });
  });

  it('answers InEffect with the credential’s code and dates while now is within its start and end', async () => {
    const { id, code } = await credential('InEffect', -30, 300);
    const res = await offline();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      certificateStatus: 'InEffect',
      certificate: {
        certificateId: id,
        credentialsCode: code,
        trainingModule: 'HFS Attention Trainer',
        certifier: 'Bright Minds Group',
        recordedStatus: 'InEffect',
      },
    });
    expect(Date.parse(body.certificate.endTime)).toBeGreaterThan(Date.now() + 299 * DAY);
    expect(Date.parse(body.certificate.startTime)).toBeLessThan(Date.now());
  });

  it.each([
    ['InEffect', -400, -21, 'Expired', 'past its end'],
    ['Expired', -30, 300, 'Expired', 'recorded expired'],
    ['InEffect', 10, 400, 'Ineffective', 'before its start'],
    ['Ineffective', -30, 300, 'Ineffective', 'recorded not active'],
    ['Canceled', -30, 300, 'Canceled', 'cancelled'],
    ['NotIssued', -30, 300, 'NotIssued', 'recorded not issued'],
  ] as const)('answers a %s credential from %i to %i days as %s (%s)', async (recorded, from, to, shown, _why) => {
    await credential(recorded, from, to);
    for (const res of [await offline(), await group()]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ certificateStatus: shown, certificate: { recordedStatus: recorded } });
    }
  });

  it('speaks of the credential in effect when the trainer also holds an expired one, else of the one to come', async () => {
    await credential('InEffect', -800, -400);
    const current = await credential('InEffect', -10, 200);
    expect((await offline()).json()).toMatchObject({
      certificateStatus: 'InEffect',
      certificate: { certificateId: current.id },
    });
    await h.db.privileged((tx) => tx.delete(trainerCredentials).where(eq(trainerCredentials.id, current.id)));
    const coming = await credential('InEffect', 5, 300);
    expect((await offline()).json()).toMatchObject({
      certificateStatus: 'Ineffective',
      certificate: { certificateId: coming.id },
    });
  });

  it('answers the group plan’s run check beside the certificate: write policy, plan not ended', async () => {
    await credential('InEffect', -10, 200);
    const res = await group();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      groupTrainingPlanId: sunriseGroup,
      canRun: true,
      reason: null,
      certificationChecked: true,
      certificateStatus: 'InEffect',
    });
    await withoutGrant(
      h,
      { tenantId: sunrise, roleName: 'coach', permission: 'RocketSystem.GroupTrainingPlan.Write' },
      async () => {
        expect((await group()).json()).toMatchObject({ canRun: false, reason: 'WriteNeeded' });
      },
    );
    const [plan] = await h.db.privileged((tx) =>
      tx
        .select({ status: groupTrainingPlans.status, endedAt: groupTrainingPlans.endedAt })
        .from(groupTrainingPlans)
        .where(eq(groupTrainingPlans.id, sunriseGroup)),
    );
    await h.db.privileged((tx) =>
      tx
        .update(groupTrainingPlans)
        .set({ status: 'Ended', endedAt: new Date() })
        .where(eq(groupTrainingPlans.id, sunriseGroup)),
    );
    try {
      expect((await group('centeradmin')).json()).toMatchObject({ canRun: false, reason: 'PlanEnded' });
    } finally {
      await h.db.privileged((tx) =>
        tx.update(groupTrainingPlans).set(plan!).where(eq(groupTrainingPlans.id, sunriseGroup)),
      );
    }
  });

  it('reads the demo: the centre admin’s certificate is in effect, the coach’s expired, kevin.liu holds none', async () => {
    expect((await offline('centeradmin')).json()).toMatchObject({ certificateStatus: 'InEffect' });
    expect((await offline('coach')).json()).toMatchObject({
      certificateStatus: 'Expired',
      certificate: { recordedStatus: 'InEffect' },
    });
    expect((await group('kevin.liu')).json()).toMatchObject({ certificateStatus: 'NotIssued', certificate: null });
  });

  it('is 404 for another centre’s plan of either kind, in the plan’s words', async () => {
    await credential('InEffect', -10, 200);
    const foreignOffline = await offline('wangfang', harbourOffline);
    expect(foreignOffline.statusCode).toBe(404);
    expect(foreignOffline.json()).toMatchObject({ error: { code: 'NotFound' } });
    expect((await group('wangfang', harbourGroup)).statusCode).toBe(404);
    expect((await offline('wangfang', crypto.randomUUID())).statusCode).toBe(404);
  });

  it('keeps a credential to its centre: in another centre the same person holds none (row-level security)', async () => {
    const multirole = await h.userId('multirole');
    const sunriseOnly = await h.db.privileged(async (tx) => {
      await tx.delete(trainerCredentials).where(eq(trainerCredentials.trainerId, multirole));
      const [row] = await tx
        .insert(trainerCredentials)
        .values({
          tenantId: sunrise,
          trainerId: multirole,
          trainingModule: 'HFS Attention Trainer',
          credentialsCode: `T-${run}-sunrise-only`,
          certifier: 'Bright Minds Group',
          startTime: new Date(Date.now() - DAY),
          endTime: new Date(Date.now() + 100 * DAY),
          certificateStatus: 'InEffect',
        })
        .returning({ id: trainerCredentials.id });
      return row!.id;
    });
    const inSunrise = await offline('multirole', sunriseOffline, { tenant: sunrise });
    expect(inSunrise.json()).toMatchObject({
      certificateStatus: 'InEffect',
      certificate: { certificateId: sunriseOnly },
    });
    const inHarbour = await offline('multirole', harbourOffline, { tenant: harbour });
    expect(inHarbour.statusCode, inHarbour.body).toBe(200);
    expect(inHarbour.json()).toMatchObject({ certificateStatus: 'NotIssued', certificate: null });
    // And the application role reads none of another centre's rows, whatever it asks.
    const seen = await h.db.privileged(async (tx) => {
      await tx.execute(sql`select set_config('role', 'atrium_app', true)`);
      await tx.execute(sql`select set_config('app.tenant_id', ${harbour}, true)`);
      return tx.select().from(trainerCredentials).where(eq(trainerCredentials.tenantId, sunrise));
    });
    expect(seen).toEqual([]);
  });

  it('is 403 for a trainer without the plan kind’s read policy', async () => {
    await withoutGrant(
      h,
      { tenantId: sunrise, roleName: 'coach', permission: 'RocketSystem.UserOfflinePlan' },
      async () => {
        expect((await offline()).statusCode).toBe(403);
      },
    );
    await withoutGrant(
      h,
      { tenantId: sunrise, roleName: 'coach', permission: 'RocketSystem.GroupTrainingPlan' },
      async () => {
        expect((await group()).statusCode).toBe(403);
      },
    );
  });

  it('refuses bad input with 400 in the spec’s error shape, in the caller’s language', async () => {
    for (const body of [{}, { id: 'x' }, { id: 12 }, { groupTrainingPlanId: sunriseGroup }]) {
      const res = await h.as('wangfang').post(OFFLINE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    const zh = await h.as('wangfang', { language: 'zh-CN' }).post(GROUP, { groupTrainingPlanId: 'nope' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().error.validationErrors?.[0]?.members).toEqual(['groupTrainingPlanId']);
    expect((await h.as(null).post(OFFLINE, { id: sunriseOffline })).statusCode).toBe(401);
  });
});
