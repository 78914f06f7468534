import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { groupTrainingPlans, userOfflinePlans } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const STATE = `query S($kind: CoursePlanKind!, $id: ID!) {
  trainerCertificateState(planKind: $kind, planId: $id) {
    planKind planId certificateStatus
    certificate { credentialsCode trainingModule startTime endTime recordedStatus }
  }
}`;

// The trainer certificate state through the gateway (issue 19, checkCertificateState), on the demo:
// the coach's certificate expired three weeks before the seed day, the centre admin's is in effect.
describe.each(testEngines())('trainer certificate state through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let offline = '';
  let group = '';

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    const sunrise = await h.tenant('sunrise');
    [{ id: offline }] = (await h.db.privileged((tx) =>
      tx
        .select({ id: userOfflinePlans.id })
        .from(userOfflinePlans)
        .where(eq(userOfflinePlans.tenantId, sunrise))
        .limit(1),
    )) as [{ id: string }];
    [{ id: group }] = (await h.db.privileged((tx) =>
      tx
        .select({ id: groupTrainingPlans.id })
        .from(groupTrainingPlans)
        .where(eq(groupTrainingPlans.tenantId, sunrise))
        .limit(1),
    )) as [{ id: string }];
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers each plan kind with the caller’s certificate, and another centre’s plan as not found', async () => {
    const coach = await h.graphql('coach', STATE, { kind: 'OFFLINE', id: offline });
    expect(coach.errors).toBeUndefined();
    expect(coach.data).toMatchObject({
      trainerCertificateState: {
        planKind: 'OFFLINE',
        planId: offline,
        certificateStatus: 'Expired',
        certificate: { credentialsCode: 'HFS-T-2024-0007', recordedStatus: 'InEffect' },
      },
    });
    const admin = await h.graphql('centeradmin', STATE, { kind: 'GROUP', id: group });
    expect(admin.errors).toBeUndefined();
    expect(admin.data).toMatchObject({
      trainerCertificateState: { planKind: 'GROUP', planId: group, certificateStatus: 'InEffect' },
    });
    const foreign = await h.graphql('sarah.ho', STATE, { kind: 'OFFLINE', id: offline });
    expect(foreign.errors?.[0]?.extensions.code).toBe('NotFound');
  });
});
