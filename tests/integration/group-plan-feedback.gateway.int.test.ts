import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { insertFeedbackClass, insertFeedbackClassPlan, type FeedbackForm } from '../../server/testing/group-feedback';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const SESSION = `query P($id: ID!, $num: Int) {
  groupPunchSession(groupTrainingPlanId: $id, num: $num) {
    groupTrainingPlanId num isEdit allDone
    items { itemId num position difficulty hasDone doneTime trainingProgram { id code title }
      feedbackProperties { id formKind isRequired type sortOrder displayName { default zh en } extraProperties }
      feedbacks { programFeedbackPropertyId valueJson } }
  } }`;
const CHILD = `query C($id: ID!, $subjectId: ID!) {
  groupChildPunch(groupTrainingPlanId: $id, subjectId: $subjectId) {
    subjectId userName num attendance isEdit
    items { itemId trainingProgram { title } feedbackProperties { id formKind }
      feedbacks { programFeedbackPropertyId valueJson } guardianFeedbacks { valueJson } }
  } }`;
const RECORDS = `query R($id: ID!, $kind: GroupFeedbackKind!, $num: Int, $subjectId: ID, $itemId: ID, $skip: Int!, $max: Int!) {
  groupFeedbackRecords(groupTrainingPlanId: $id, kind: $kind, num: $num, subjectId: $subjectId, itemId: $itemId,
    skipCount: $skip, maxResultCount: $max) {
    totalCount
    items { id kind num itemId programTitle subjectId userName creationTime createdByName
      feedbackProperties { id } feedbacks { programFeedbackPropertyId valueJson } }
  } }`;
const SUBMIT = `mutation S($input: GroupFeedbackInput!) { submitGroupFeedback(input: $input) }`;
const STEP = (name: string) => `mutation X($id: ID!) { ${name}(id: $id) { id classState } }`;
const MARK = `mutation M($id: ID!, $children: [GroupAttendanceInput!]!) {
  markGroupAttendance(id: $id, num: 1, children: $children) { id } }`;
const CREATE = `mutation N($groupId: ID!, $planId: ID) {
  createGroupPlan(groupId: $groupId, trainingPlanV2Id: $planId, initDifficulty: 3) { id } }`;

// A class's feedback through the gateway (issue 20; graphql/group-plan-feedback.graphql): the
// class feedback drawer's read and submit, a child's answers, the drawer's record lists, the
// required-property refusal in the caller's language, and ending the class once all is answered.
describe.each(testEngines())('group plan feedback through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  const run = `g${Date.now().toString(36)}`;
  let form: FeedbackForm;
  let classPlan = '';
  let groupId = '';
  let children: string[] = [];

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    const sunrise = await h.tenant('sunrise');
    await h.db.privileged(async (tx) => {
      const fixture = await insertFeedbackClassPlan(tx, run);
      classPlan = fixture.planId;
      form = fixture.form;
      const group = await insertFeedbackClass(tx, sunrise, `GQL feedback ${run}`, 2);
      groupId = group.id;
      children = group.children;
    });
  });
  afterAll(() => h.close());

  const graphql = (query: string, variables: unknown, language = 'en-US') =>
    h.graphql('centeradmin', query, variables, { language });
  const data = <T>(r: { data?: Record<string, unknown> | null; errors?: unknown }, key: string) => {
    expect(r.errors).toBeUndefined();
    return r.data?.[key] as T;
  };
  type Session = { isEdit: boolean; allDone: boolean; items: { itemId: string; hasDone: boolean | null }[] };

  it('answers a class’s activities and a child’s, reads them back, and then ends the class', async () => {
    const id = data<{ id: string }>(await graphql(CREATE, { groupId, planId: classPlan }), 'createGroupPlan').id;
    data(await graphql(STEP('startGroupClass'), { id }), 'startGroupClass');
    const session = data<Session>(await graphql(SESSION, { id }), 'groupPunchSession');
    expect(session).toMatchObject({ isEdit: true, allDone: false });
    expect(session.items).toHaveLength(2);
    const [first, second] = session.items.map((i) => i.itemId) as [string, string];
    const answer = (itemId: string, value: string | null, extra: object = {}, language = 'en-US') =>
      graphql(
        SUBMIT,
        {
          input: {
            groupTrainingPlanId: id,
            num: 1,
            itemId,
            feedbacks: [{ programFeedbackPropertyId: form.session, valueJson: JSON.stringify(value) }],
            ...extra,
          },
        },
        language,
      );

    const missing = await answer(first, null, {}, 'zh-CN');
    expect(missing.errors?.[0]?.message).toBe(`专注度${run}为必填项`);
    expect(missing.errors?.[0]?.extensions).toEqual(expect.objectContaining({ code: 'ValidationError', status: 400 }));
    const recordId = data<string>(await answer(first, 'steady'), 'submitGroupFeedback');
    expect(recordId).toMatch(/^[0-9a-f-]{36}$/);
    const read = data<Session & { items: { feedbacks: { valueJson: string }[] }[] }>(
      await graphql(SESSION, { id, num: 1 }),
      'groupPunchSession',
    );
    expect(read.items[0]).toMatchObject({ hasDone: true, feedbacks: [{ valueJson: '"steady"' }] });
    expect(read.items[1]).toMatchObject({ hasDone: null, feedbacks: [] });

    // Ending waits for the second activity's answers (after everyone's attendance).
    data(
      await graphql(MARK, {
        id,
        children: [
          { subjectId: children[0], attendance: 'Attend' },
          { subjectId: children[1], attendance: 'Absent' },
        ],
      }),
      'markGroupAttendance',
    );
    const early = await graphql(STEP('endGroupClass'), { id });
    expect(early.errors?.[0]?.extensions).toEqual(
      expect.objectContaining({ code: 'Business:GroupPlanFeedbackFirst', status: 409 }),
    );

    // A present child's own answers; an absent one's refused.
    const personal = [{ programFeedbackPropertyId: form.personal, valueJson: '"helpful"' }];
    data(
      await graphql(SUBMIT, {
        input: { groupTrainingPlanId: id, num: 1, itemId: first, subjectId: children[0], feedbacks: personal },
      }),
      'submitGroupFeedback',
    );
    const absent = await graphql(SUBMIT, {
      input: { groupTrainingPlanId: id, num: 1, itemId: first, subjectId: children[1], feedbacks: personal },
    });
    expect(absent.errors?.[0]?.extensions).toEqual(
      expect.objectContaining({ code: 'Business:GroupPlanChildNotAttending', status: 409 }),
    );
    const child = data<{ attendance: string; isEdit: boolean; items: { feedbacks: { valueJson: string }[] }[] }>(
      await graphql(CHILD, { id, subjectId: children[0] }),
      'groupChildPunch',
    );
    expect(child).toMatchObject({ attendance: 'Attend', isEdit: true });
    expect(child.items[0]!.feedbacks).toEqual([{ programFeedbackPropertyId: form.personal, valueJson: '"helpful"' }]);

    data(await answer(second, 'tired'), 'submitGroupFeedback');
    expect(data<Session>(await graphql(SESSION, { id }), 'groupPunchSession').allDone).toBe(true);
    expect(data(await graphql(STEP('endGroupClass'), { id }), 'endGroupClass')).toMatchObject({
      classState: 'ClassEnded',
    });

    type Page = { totalCount: number; items: { kind: string; itemId: string; userName: string | null }[] };
    const records = (variables: object) =>
      graphql(RECORDS, { id, skip: 0, max: 10, ...variables }).then((r) => data<Page>(r, 'groupFeedbackRecords'));
    const overall = await records({ kind: 'Activity' });
    expect(overall.totalCount).toBe(2);
    expect(overall.items.map((r) => r.itemId)).toEqual([second, first]);
    expect((await records({ kind: 'Activity', itemId: first })).items.map((r) => r.itemId)).toEqual([first]);
    expect((await records({ kind: 'Activity', num: 2 })).totalCount).toBe(0);
    const mine = await records({ kind: 'Personal', num: 1, subjectId: children[0] });
    expect(mine.items).toEqual([expect.objectContaining({ kind: 'Personal', userName: `GQL feedback ${run} kid0` })]);
    expect((await records({ kind: 'Guardian' })).totalCount).toBe(0);
  });
});
