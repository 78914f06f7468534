import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { groupMembers, groups, groupTrainingPlans } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { insertChild } from '../../server/testing/children';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const FIELDS = `id subjectId subjectName userTrainingPlanId groupTrainingPlanId groupId groupName memberCount planName startTime`;
const ARRANGE = `mutation A($input: ArrangeCourseInput!) { arrangeCourse(input: $input) { ${FIELDS} } }`;
const PLAN = `query P($planId: ID!) { planCalendar(planId: $planId) { ${FIELDS} } }`;
const RANGE = `query R($from: String!, $to: String!) { userCalendar(from: $from, to: $to) { ${FIELDS} } }`;

type Course = Record<string, unknown> & { id: string };

// A class course through the gateway (issue 20): arranged with groupTrainingPlanId alone, and read
// by the views' queries with the class's name where they show who, its group plan as the plan.
describe.each(testEngines())('class courses through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let sunrise = '';
  let tz = '';
  let admin = '';
  const run = Date.now().toString(36);
  // Three weeks ahead, past the demo calendar (this week and next), whose courses keep the demo's
  // trainers busy at hours that move with the seeding day.
  const day = (n: number) =>
    DateTime.now()
      .setZone(tz)
      .plus({ days: n + 21 })
      .toFormat('yyyy-MM-dd');

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    tz = h.config.timeZone;
    sunrise = await h.tenant('sunrise');
    admin = await h.userId('centeradmin');
  });
  afterAll(() => h.close());

  it('arranges a weekly class course and lists it for the group plan and the range', async () => {
    const name = `GQL class ${run}`;
    const k = await h.db.privileged(async (tx) => {
      const [group] = await tx
        .insert(groups)
        .values({ tenantId: sunrise, name, type: 'OneToFour', ageStage: 'GradeOrTeenSchool', capacity: 4 })
        .returning({ id: groups.id });
      for (let i = 0; i < 4; i++) {
        const subjectId = await insertChild(tx, { tenantId: sunrise, name: `${name} kid${i}`, years: 8 });
        await tx.insert(groupMembers).values({ tenantId: sunrise, groupId: group!.id, subjectId });
      }
      const [plan] = await tx
        .insert(groupTrainingPlans)
        .values({
          tenantId: sunrise,
          groupId: group!.id,
          classPlanId: crypto.randomUUID(),
          code: `GQL-${run}`,
          nameZh: '团体方案',
          nameEn: 'Group plan',
          initDifficulty: 3,
          difficulty: 3,
          totalNum: 8,
          status: 'Started',
        })
        .returning({ id: groupTrainingPlans.id });
      return { planId: plan!.id, groupId: group!.id };
    });
    const arranged = await h.graphql('centeradmin', ARRANGE, {
      input: {
        groupTrainingPlanId: k.planId,
        executorId: admin,
        courseType: 'Offline',
        startTime: `${day(3)} 16:00`,
        periodIntervalUnit: 'Day',
        periodIntervalNumber: 7,
        courseCount: 2,
      },
    });
    expect(arranged.errors).toBeUndefined();
    const courses = (arranged.data as { arrangeCourse: Course[] }).arrangeCourse;
    expect(courses).toHaveLength(2);
    const shape = {
      subjectId: null,
      subjectName: name,
      userTrainingPlanId: k.planId,
      groupTrainingPlanId: k.planId,
      groupId: k.groupId,
      groupName: name,
      memberCount: 4,
      planName: 'Group plan',
    };
    for (const c of courses) expect(c).toMatchObject(shape);
    const listed = await h.graphql('centeradmin', PLAN, { planId: k.planId });
    expect(listed.errors).toBeUndefined();
    expect((listed.data as { planCalendar: Course[] }).planCalendar.map((c) => c.id)).toEqual(courses.map((c) => c.id));
    const range = await h.graphql('centeradmin', RANGE, { from: day(3), to: day(3) });
    expect(range.errors).toBeUndefined();
    expect((range.data as { userCalendar: Course[] }).userCalendar.find((c) => c.id === courses[0]!.id)).toMatchObject(
      shape,
    );
  });
});
