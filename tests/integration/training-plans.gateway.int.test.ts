import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { subjects } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { tenantIdOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const PLAN = 'id type state remark finishedDayCount continueDayCount clockedInToday exercises { type name minutes }';
const INFO = `query I($subjectId: ID!, $type: TrainingPlanType!) { trainingPlanInfo(subjectId: $subjectId, type: $type) { subjectName canWrite today earliestClockInDay plan { ${PLAN} } } }`;
const ACTIVATE = `mutation A($input: ActivateTrainingPlanInput!) { activateTrainingPlan(input: $input) { ${PLAN} } }`;
const CLOCK_IN = `mutation C($input: ClockInTrainingPlanInput!) { clockInTrainingPlan(input: $input) { ${PLAN} } }`;
const END = `mutation E($id: ID!) { endTrainingPlan(id: $id) { state } }`;
const PUNCHES = `query P($subjectId: ID!, $planId: ID!) { trainingPlanPunches(subjectId: $subjectId, userTrainingPlanId: $planId) { totalCount items { day remark recordedByName } } }`;
const ONLINE = `query O($subjectId: ID!) { trainingPlanExercises(subjectId: $subjectId, type: Online) { totalCount items { name } } }`;
const PLANS = `query L($subjectId: ID!) { trainingPlans(subjectId: $subjectId) { type state } }`;

// The subject detail's sleep, nutrition and sport tabs through the gateway (issue 19): every call
// of the tab, REST's spec messages and codes in the errors' extensions in the reader's language.
describe.each(testEngines())('clock-in plans through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let kid = '';

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    const sunrise = await tenantIdOf(h.db, 'Sunrise Centre');
    kid = await h.db.privileged(async (tx) => {
      const [row] = await tx
        .insert(subjects)
        .values({
          tenantId: sunrise,
          name: 'Gateway Clock-in Kid',
          birthday: DateTime.now().minus({ years: 7 }).toISODate()!,
        })
        .returning({ id: subjects.id });
      return row!.id;
    });
  });
  afterAll(() => h.close());

  const graphql = (query: string, variables: unknown = {}, { user = 'centeradmin', language = 'en-US' } = {}) =>
    h.graphql(user, query, variables, { language });

  it("activates an exercise plan, clocks in, lists and ends it, refusing in the reader's language", async () => {
    const none = await graphql(INFO, { subjectId: kid, type: 'Exercise' });
    expect(none.errors).toBeUndefined();
    expect(none.data?.['trainingPlanInfo']).toMatchObject({
      subjectName: 'Gateway Clock-in Kid',
      canWrite: true,
      plan: null,
    });

    const empty = await graphql(ACTIVATE, { input: { subjectId: kid, type: 'Exercise' } }, { language: 'zh-CN' });
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      validationErrors: [{ message: '运动计划至少需要一个运动项目。', members: ['exercises'] }],
    });

    const activated = await graphql(ACTIVATE, {
      input: {
        subjectId: kid,
        type: 'Exercise',
        remark: 'After school',
        exercises: [
          { type: 'Online', name: 'Balance video', minutes: 10 },
          { type: 'Offline', name: 'Skipping rope', minutes: 15 },
        ],
      },
    });
    expect(activated.errors).toBeUndefined();
    const plan = activated.data?.['activateTrainingPlan'] as { id: string };
    expect(plan).toMatchObject({ type: 'Exercise', state: 'Active', finishedDayCount: 0 });

    const clocked = await graphql(CLOCK_IN, { input: { userTrainingPlanId: plan.id, remark: 'Done with dad' } });
    expect(clocked.data?.['clockInTrainingPlan']).toMatchObject({
      finishedDayCount: 1,
      continueDayCount: 1,
      clockedInToday: true,
    });
    const again = await graphql(CLOCK_IN, { input: { userTrainingPlanId: plan.id } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'Business:TrainingPlanAlreadyClockedIn' });

    const punches = await graphql(PUNCHES, { subjectId: kid, planId: plan.id });
    expect(punches.data?.['trainingPlanPunches']).toMatchObject({
      totalCount: 1,
      items: [{ remark: 'Done with dad', recordedByName: '林静' }],
    });
    const online = await graphql(ONLINE, { subjectId: kid });
    expect(online.data?.['trainingPlanExercises']).toEqual({ totalCount: 1, items: [{ name: 'Balance video' }] });

    expect((await graphql(END, { id: plan.id })).data?.['endTrainingPlan']).toEqual({ state: 'Ended' });
    expect((await graphql(PLANS, { subjectId: kid })).data?.['trainingPlans']).toEqual([
      { type: 'Exercise', state: 'Ended' },
    ]);
  });
});
