import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { insertClass, insertClassPlan } from '../../server/testing/group-plans';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const PLAN =
  'id status currentNum totalNum classState courseOpen initDifficulty difficulty canWrite trainingPlanV2 { id displayName }';
const CREATE = `mutation C($groupId: ID!, $planId: ID, $level: Int) {
  createGroupPlan(groupId: $groupId, trainingPlanV2Id: $planId, initDifficulty: $level) { ${PLAN} } }`;
const STEP = (name: string) => `mutation S($id: ID!) { ${name}(id: $id) { ${PLAN} } }`;
const MARK = `mutation M($id: ID!, $num: Int!, $children: [GroupAttendanceInput!]!) {
  markGroupAttendance(id: $id, num: $num, children: $children) { ${PLAN} } }`;
const READ = `query R($id: ID!, $groupId: ID!) {
  groupPlan(id: $id) { ${PLAN} }
  groupPlansOfGroup(groupId: $groupId) { totalCount items { id status } }
  groupCourses(groupTrainingPlanId: $id) { totalCount items { num status isCurrent attended absent } }
  groupPlanChildren(groupTrainingPlanId: $id, num: 1) { num items { id userName attendance } }
  groupCourseDetail(groupTrainingPlanId: $id) { num isCurrent items { difficulty trainingProgram { code title } } }
}`;

// A class's group plan through the gateway (issue 20): the plan select dialog's refusal passed on
// in the server's words, then the class loop with attendance (everyone absent: an attended class
// uses quota and the HFS contract, which the server's own tests cover), read back by the drawer's queries.
describe.each(testEngines())('group plans through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  const run = Date.now().toString(36);
  let groupId = '';
  const children: string[] = [];
  let classPlan = '';
  let programCode = '';

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    const sunrise = await h.tenant('sunrise');
    await h.db.privileged(async (tx) => {
      const plan = await insertClassPlan(tx, { tag: `gql-${run}`, sessions: 2, groupTypes: ['OneToTwo'] });
      classPlan = plan.planId;
      programCode = plan.programCode;
      const pair = await insertClass(tx, {
        tenantId: sunrise,
        name: `GQL pair ${run}`,
        type: 'OneToTwo',
        capacity: 2,
        quotas: [0, 0],
      });
      groupId = pair.id;
      children.push(...pair.children);
    });
  });
  afterAll(() => h.close());

  const graphql = (query: string, variables: unknown, language = 'en-US') =>
    h.graphql('centeradmin', query, variables, { language });
  const data = <T>(r: { data?: Record<string, unknown> | null }, key: string) => r.data?.[key] as T;

  it('refuses a plan without a starting difficulty in the dialog words, then runs a class with attendance', async () => {
    const missing = await graphql(CREATE, { groupId, planId: classPlan, level: null }, 'zh-CN');
    expect(missing.errors?.[0]?.extensions).toEqual(expect.objectContaining({ code: 'ValidationError', status: 400 }));
    expect(JSON.stringify(missing.errors?.[0]?.extensions)).toMatch(/[\u4e00-\u9fff]/);

    const created = await graphql(CREATE, { groupId, planId: classPlan, level: 4 });
    expect(created.errors).toBeUndefined();
    const plan = data<{ id: string }>(created, 'createGroupPlan');
    expect(plan).toMatchObject({ status: 'NotStarted', currentNum: 1, totalNum: 2, initDifficulty: 4, canWrite: true });
    const id = plan.id;

    expect(data(await graphql(STEP('startGroupClass'), { id }), 'startGroupClass')).toMatchObject({
      status: 'Started',
      classState: 'ClassStarted',
    });
    const early = await graphql(STEP('endGroupClass'), { id });
    expect(early.errors?.[0]?.extensions).toEqual(expect.objectContaining({ status: 409 }));

    const marked = await graphql(MARK, {
      id,
      num: 1,
      children: [
        { subjectId: children[0], attendance: 'Absent' },
        { subjectId: children[1], attendance: 'Absent' },
      ],
    });
    expect(marked.errors).toBeUndefined();
    expect(data(await graphql(STEP('startGroupCourse'), { id }), 'startGroupCourse')).toMatchObject({
      courseOpen: true,
    });
    expect(data(await graphql(STEP('endGroupCourse'), { id }), 'endGroupCourse')).toMatchObject({ courseOpen: false });
    // Ending needs the class's feedback on every activity (the test program has no form: empty answers).
    const punch = 'query F($id: ID!) { groupPunchSession(groupTrainingPlanId: $id) { items { itemId } } }';
    const submit = 'mutation A($input: GroupFeedbackInput!) { submitGroupFeedback(input: $input) }';
    for (const { itemId } of data<{ items: { itemId: string }[] }>(await graphql(punch, { id }), 'groupPunchSession')
      .items) {
      const answered = await graphql(submit, { input: { groupTrainingPlanId: id, num: 1, itemId, feedbacks: [] } });
      expect(answered.errors).toBeUndefined();
    }
    const ended = await graphql(STEP('endGroupClass'), { id });
    expect(ended.errors).toBeUndefined();
    expect(data(ended, 'endGroupClass')).toMatchObject({
      classState: 'ClassEnded',
    });
    expect(data(await graphql(STEP('continueGroupClass'), { id }), 'continueGroupClass')).toMatchObject({
      currentNum: 2,
      classState: 'Idle',
    });

    const read = await graphql(READ, { id, groupId });
    expect(read.errors).toBeUndefined();
    expect(data(read, 'groupPlansOfGroup')).toMatchObject({ totalCount: 1, items: [{ id, status: 'Started' }] });
    expect(data<{ items: unknown[] }>(read, 'groupCourses').items).toEqual([
      expect.objectContaining({ num: 1, status: 'ClassEnded', isCurrent: false, attended: 0, absent: 2 }),
      expect.objectContaining({ num: 2, status: 'NotStarted', isCurrent: true, attended: 0, absent: 0 }),
    ]);
    const attendance = data<{ items: { id: string; attendance: string }[] }>(read, 'groupPlanChildren').items;
    expect(Object.fromEntries(attendance.map((c) => [c.id, c.attendance]))).toEqual({
      [children[0]!]: 'Absent',
      [children[1]!]: 'Absent',
    });
    expect(data(read, 'groupCourseDetail')).toMatchObject({
      num: 2,
      isCurrent: true,
      items: [{ difficulty: expect.any(Number), trainingProgram: { code: programCode } }],
    });

    const adjusted = await graphql(
      `
        mutation A($id: ID!) {
          adjustGroupPlanDifficulty(id: $id, operate: Increase) {
            difficulty
          }
        }
      `,
      { id },
    );
    expect(adjusted.errors).toBeUndefined();
    expect(data(await graphql(STEP('endGroupPlan'), { id }), 'endGroupPlan')).toMatchObject({ status: 'Ended' });
    expect(data(await graphql(STEP('restartGroupPlan'), { id }), 'restartGroupPlan')).toMatchObject({
      status: 'Started',
    });
  });
});
