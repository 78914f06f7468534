import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { insertClass, insertClassPlan } from '../../server/testing/group-plans';
import { startServerHarness, type ServerHarness } from '../../server/testing/server-harness';
import { casesOf, type OpenApiDocument } from '../fuzz/openapi-cases';
import { formatSummary, pickCases, runFuzz } from '../fuzz/fuzz-runner';
import { demoIdPool } from '../fuzz/demo-ids';

/**
 * The REST fuzz of tests/integration/fuzz.int.test.ts on /api/rocket/groupTrainingPlan with a
 * running group plan in Sunrise first: the demo has none, so there every valid id is unknown and
 * no malformed request reaches a plan's steps. Here the pool's plan id is a real one whose class
 * has started, so a request broken in one field goes as deep as it can.
 */
describe.each(testEngines('sensitive'))('group plan fuzz on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);

  beforeAll(async () => {
    h = await startServerHarness(engine);
    const ids = await h.db.privileged(async (tx) => {
      const [sunrise] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, 'Sunrise Centre'));
      const tenantId = sunrise!.id;
      const plan = await insertClassPlan(tx, { tag: `fuzz-${run}`, sessions: 3, groupTypes: ['Class'] });
      const group = await insertClass(tx, { tenantId, name: `Fuzz ${run}`, type: 'Class', quotas: [0] });
      return { group: group.id, plan: plan.planId };
    });
    const created = await h.as('centeradmin').post('/api/rocket/groupTrainingPlan/create', {
      groupId: ids.group,
      trainingPlanV2Id: ids.plan,
      initDifficulty: 4,
    });
    expect(created.statusCode, created.body).toBe(200);
    await h.as('centeradmin').post('/api/rocket/groupTrainingPlan/startClass', { id: created.json().id });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers every malformed group plan request without a 5xx, in the error shape', async () => {
    const doc = h.app.swagger() as unknown as OpenApiDocument;
    const operations = casesOf(doc, await demoIdPool(h.db)).filter((o) => o.key.includes('/groupTrainingPlan/'));
    const bearer = `Bearer ${await h.tokenFor('centeradmin', { expiresIn: '2h' })}`;
    const users = [{ name: 'centeradmin', headersFor: () => ({ authorization: bearer }) }];
    const summary = await runFuzz(h.app, pickCases(operations, 'all', 1414), users);
    console.log(formatSummary(engine, summary));
    expect(operations.length).toBeGreaterThanOrEqual(15);
    expect(summary.failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});
