import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { emptyPlanRules } from '../../forms/plan-rules';
import { userOfflinePlans } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { insertChild } from '../../server/testing/children';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const FIELDS = `id seriesId subjectId userTrainingPlanId executorId executorName startTime endTime courseType
  periodIntervalUnit periodIntervalNumber courseCount parentSMS trainerSMS`;
const PLAN = `query P($planId: ID!) { planCalendar(planId: $planId) { ${FIELDS} } }`;
const RANGE = `query R($from: String!, $to: String!, $executorId: ID) {
  userCalendar(from: $from, to: $to, executorId: $executorId) { id startTime }
}`;
const ARRANGE = `mutation A($input: ArrangeCourseInput!) { arrangeCourse(input: $input) { ${FIELDS} } }`;
const EDIT = `mutation E($input: EditCourseInput!) { editCourse(input: $input) { ${FIELDS} } }`;
const CANCEL = `mutation C($id: ID!) { cancelCourse(id: $id) }`;

type Course = { id: string; seriesId: string; startTime: string; endTime: string; executorId: string };

// The calendar through the gateway (issue 20 item 3): the drawer's and the views' queries answer
// what REST answers, the mutations arrange, move and delete, and REST's refusals arrive with the
// spec's code, status and message (startMoreEnd, the 409 conflict) in the caller's language.
describe.each(testEngines())('calendar through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let sunrise = '';
  let tz = '';
  let admin = '';
  const run = Date.now().toString(36);
  // Days from 2 on lie three weeks ahead, past the demo calendar (this week and next), whose courses keep the demo's
  // trainers busy at hours that move with the seeding day.
  const day = (n: number) =>
    DateTime.now()
      .setZone(tz)
      .plus({ days: n >= 2 ? n + 21 : n })
      .toFormat('yyyy-MM-dd');
  const plan = async (name: string) =>
    h.db.privileged(async (tx) => {
      const subjectId = await insertChild(tx, { tenantId: sunrise, name: `${name} ${run}`, years: 6 });
      const [row] = await tx
        .insert(userOfflinePlans)
        .values({
          tenantId: sunrise,
          subjectId,
          templateId: crypto.randomUUID(),
          ilsVersion: 'V3',
          code: `GQL-${run}`,
          nameZh: '日历方案',
          nameEn: 'Calendar plan',
          rules: emptyPlanRules(),
          totalNum: 10,
          status: 'Started',
        })
        .returning({ id: userOfflinePlans.id });
      return { id: row!.id, subjectId };
    });
  const input = (p: { id: string; subjectId: string }, extra: object) => ({
    subjectId: p.subjectId,
    userTrainingPlanId: p.id,
    executorId: admin,
    courseType: 'Offline',
    ...extra,
  });

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    tz = h.config.timeZone;
    sunrise = await h.tenant('sunrise');
    admin = await h.userId('centeradmin');
  });
  afterAll(() => h.close());

  it('arranges a weekly course twice, lists it for the plan and the range, moves one and deletes the other', async () => {
    const p = await plan('Weekly');
    const arranged = await h.graphql('centeradmin', ARRANGE, {
      input: input(p, {
        startTime: `${day(2)} 09:00`,
        periodIntervalUnit: 'Day',
        periodIntervalNumber: 7,
        courseCount: 2,
        parentSMS: false,
      }),
    });
    expect(arranged.errors).toBeUndefined();
    const courses = (arranged.data as { arrangeCourse: Course[] }).arrangeCourse;
    expect(courses.map((c) => [c.startTime, c.endTime])).toEqual([
      [`${day(2)} 09:00`, `${day(2)} 10:00`],
      [`${day(9)} 09:00`, `${day(9)} 10:00`],
    ]);
    expect(new Set(courses.map((c) => c.seriesId)).size).toBe(1);

    const listed = await h.graphql('centeradmin', PLAN, { planId: p.id });
    expect(listed.errors).toBeUndefined();
    expect((listed.data as { planCalendar: Course[] }).planCalendar).toMatchObject([
      { id: courses[0]!.id, courseCount: 2, periodIntervalUnit: 'Day', parentSMS: false, trainerSMS: true },
      { id: courses[1]!.id, courseType: 'Offline' },
    ]);
    const range = await h.graphql('centeradmin', RANGE, { from: day(2), to: day(9), executorId: admin });
    const ids = (range.data as { userCalendar: { id: string }[] }).userCalendar.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(courses.map((c) => c.id)));

    const moved = await h.graphql('centeradmin', EDIT, {
      input: { id: courses[0]!.id, startTime: `${day(3)} 14:30`, courseType: 'Online' },
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data).toMatchObject({
      editCourse: { startTime: `${day(3)} 14:30`, endTime: `${day(3)} 15:30`, courseType: 'Online' },
    });

    const cancelled = await h.graphql('centeradmin', CANCEL, { id: courses[1]!.id });
    expect(cancelled).toEqual({ data: { cancelCourse: true } });
    const after = (await h.graphql('centeradmin', PLAN, { planId: p.id })).data as { planCalendar: Course[] };
    expect(after.planCalendar.map((c) => c.id)).toEqual([courses[0]!.id]);
  });

  it("passes REST's refusals on: startMoreEnd, the conflict in Chinese, another trainer for a coach", async () => {
    const p = await plan('Refused');
    const past = await h.graphql('centeradmin', ARRANGE, { input: input(p, { startTime: `${day(-1)} 10:00` }) });
    expect(past.data).toBeNull();
    expect(past.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      status: 400,
      validationErrors: [{ message: 'The start time must be later than now.', members: ['startTime'] }],
    });

    const first = await h.graphql('centeradmin', ARRANGE, { input: input(p, { startTime: `${day(4)} 16:00` }) });
    expect(first.errors).toBeUndefined();
    const other = await plan('Other');
    const clash = await h.graphql(
      'centeradmin',
      ARRANGE,
      { input: input(other, { startTime: `${day(4)} 16:30` }) },
      { language: 'zh-CN' },
    );
    expect(clash.errors?.[0]).toMatchObject({
      message: `该训练师在 ${day(4)} 16:00 至 ${day(4)} 17:00 已有课程`,
      extensions: { code: 'Business:CalendarConflict', status: 409 },
    });

    const coach = await h.graphql('coach', ARRANGE, { input: input(p, { startTime: `${day(5)} 10:00` }) });
    expect(coach.errors?.[0]?.extensions).toMatchObject({ status: 403 });
    const unknown = await h.graphql('centeradmin', CANCEL, { id: crypto.randomUUID() });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ status: 404 });
  });
});
