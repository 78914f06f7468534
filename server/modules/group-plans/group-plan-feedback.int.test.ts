import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/database';
import { domainEvents } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { insertFeedbackClass, insertFeedbackClassPlan, type FeedbackForm } from '../../testing/group-feedback';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const BASE = '/api/rocket/groupTrainingPlan';

// A class's feedback through REST (issue 20): the class's answers on each activity of the running
// session, read back by forPunch and the record lists; a child's own answers only when present;
// a guardian's only where the centre has the guardian feature; ending a class only once every
// activity has the class's answers; another centre's plan, activity and child refused.
describe.each(testEngines('sensitive'))('group plan feedback on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let sunrise = '';
  let harbour = '';
  let classPlan = '';
  /** The answers' property ids (the program's links to its properties). */
  let form: FeedbackForm;

  const admin = (language = 'en-US') => h.as('centeradmin', { language });
  const classOf = (name: string, size: number, tenantId = sunrise) =>
    h.db.privileged((tx) => insertFeedbackClass(tx, tenantId, `${name} ${run}`, size));
  /** A plan of `size` children whose first class has started (the caller's persona). */
  const running = async (name: string, size = 2) => {
    const as = admin();
    const group = await classOf(name, size);
    const created = await as.post(`${BASE}/create`, {
      groupId: group.id,
      trainingPlanV2Id: classPlan,
      initDifficulty: 5,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    expect((await as.post(`${BASE}/startClass`, { id })).statusCode).toBe(200);
    const session = (await as.get(`${BASE}/forPunch?groupTrainingPlanId=${id}`)).json();
    return { id, children: group.children, items: session.items.map((i: { itemId: string }) => i.itemId) as string[] };
  };
  const classAnswers = (focus = 'calm') => [
    { programFeedbackPropertyId: form.session, value: focus },
    { programFeedbackPropertyId: form.note, value: null },
  ];
  const punch = (id: string, num: number, planItemId: string, extra: object = {}, language = 'en-US') =>
    admin(language).post(`${BASE}/punch`, {
      groupTrainingPlanId: id,
      num,
      planItemId,
      feedbacks: classAnswers(),
      ...extra,
    });
  const mark = (id: string, num: number, children: { subjectId: string; attendance: string }[]) =>
    admin().post(`${BASE}/punchForChild`, { id, num, children });

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
    const fixture = await h.db.privileged((tx) => insertFeedbackClassPlan(tx, run));
    classPlan = fixture.planId;
    form = fixture.form;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('gives the demo’s delivered classes the class’s feedback on every activity, and some children’s', async () => {
    const [row] = rowsOf<{ unanswered: number; personal: number; guardianElsewhere: number; activity: number }>(
      await h.db.privileged((tx) =>
        tx.execute(sql`
          select
            (select count(*)::int from group_training_plan_items i
               join group_training_plan_sessions s on s.plan_id = i.plan_id and s.num = i.num and s.ended_at is not null
               where not exists (select 1 from group_training_plan_feedbacks f
                 where f.item_id = i.id and f.subject_id is null and not f.for_guardian)) as unanswered,
            (select count(*)::int from group_training_plan_feedbacks where subject_id is null) as activity,
            (select count(*)::int from group_training_plan_feedbacks
               where subject_id is not null and not for_guardian) as personal,
            (select count(*)::int from group_training_plan_feedbacks
               where for_guardian and tenant_id <> ${sunrise}) as "guardianElsewhere"`),
      ),
    );
    expect(row).toMatchObject({ unanswered: 0, guardianElsewhere: 0 });
    expect(row!.activity).toBeGreaterThan(10);
    expect(row!.personal).toBeGreaterThan(10);
  });

  it('keeps the class’s answers on an activity and reads the newest back in forPunch', async () => {
    const { id, items } = await running('Punch');
    const [first, second] = items as [string, string];
    const before = (await admin().get(`${BASE}/forPunch?groupTrainingPlanId=${id}`)).json();
    expect(before).toMatchObject({ groupTrainingPlanId: id, num: 1, isEdit: true, allDone: false });
    expect(before.items).toHaveLength(2);
    expect(before.items[0]).toMatchObject({ itemId: first, position: 0, hasDone: null, feedbacks: [], doneTime: null });
    // The class's side of the form only: its two Session properties.
    expect(before.items[0].feedbackProperties.map((p: { id: string }) => p.id)).toEqual([form.session, form.note]);
    expect(before.items[0].trainingProgram.title).toBe(`Feedback program ${run}`);

    expect((await punch(id, 1, first)).statusCode).toBe(200);
    const put = await admin().put(`${BASE}/punch`, {
      groupTrainingPlanId: id,
      num: 1,
      planItemId: first,
      feedbacks: [
        { programFeedbackPropertyId: form.session, value: '  restless  ' },
        { programFeedbackPropertyId: form.note, value: 'moved seats' },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = (await admin('zh-CN').get(`${BASE}/forPunch?groupTrainingPlanId=${id}&num=1`)).json();
    expect(after.items[0]).toMatchObject({
      hasDone: true,
      feedbacks: [
        { programFeedbackPropertyId: form.session, value: 'restless' },
        { programFeedbackPropertyId: form.note, value: 'moved seats' },
      ],
    });
    expect(after.items[0].trainingProgram.title).toBe(`反馈项目${run}`);
    expect(after.allDone).toBe(false);
    // punchForNum answers the rest of the session at once; numDone then says all are done.
    const many = await admin().post(`${BASE}/punchForNum`, {
      groupTrainingPlanId: id,
      num: 1,
      items: [{ planItemId: second, feedbacks: classAnswers('focused') }],
    });
    expect(many.statusCode, many.body).toBe(200);
    expect(many.json().ids).toHaveLength(1);
    const done = await admin().post(`${BASE}/numDone`, { id });
    expect(done.json()).toMatchObject({ num: 1, allDone: true });
    // `done` is punch by the offline plans' name.
    expect(
      (
        await admin().post(`${BASE}/done`, {
          groupTrainingPlanId: id,
          num: 1,
          planItemId: second,
          feedbacks: classAnswers(),
        })
      ).statusCode,
    ).toBe(200);

    const events = await h.db.privileged((tx) =>
      tx
        .select({ payload: domainEvents.payload })
        .from(domainEvents)
        .where(eq(domainEvents.type, 'GroupFeedbackSubmitted'))
        .orderBy(asc(domainEvents.id)),
    );
    const mine = events.map((e) => e.payload as { planId: string }).filter((p) => p.planId === id);
    expect(mine).toHaveLength(4);
    expect(mine[0]).toMatchObject({ planId: id, num: 1, itemId: first, subjectId: null, kind: 'Activity' });
  });

  it('names a missing required answer in the caller’s language and refuses answers off the form', async () => {
    const { id, items } = await running('Required');
    const empty = [{ programFeedbackPropertyId: form.session, value: ' ' }];
    const en = await punch(id, 1, items[0]!, { feedbacks: empty });
    expect(en.statusCode).toBe(400);
    expect(en.json().error.message).toBe(`Focus ${run} is required`);
    expect(en.json().error.validationErrors[0].members).toEqual([form.session]);
    const zh = await punch(id, 1, items[0]!, { feedbacks: empty }, 'zh-CN');
    expect(zh.json().error.message).toBe(`专注度${run}为必填项`);
    // A child's property is not the class's.
    const personal = await punch(id, 1, items[0]!, {
      feedbacks: [...classAnswers(), { programFeedbackPropertyId: form.personal, value: 'kind' }],
    });
    expect(personal.statusCode).toBe(400);
  });

  it('takes the class’s answers only on the current session while its class has started', async () => {
    const group = await classOf('Window', 1);
    const id = (
      await admin().post(`${BASE}/create`, { groupId: group.id, trainingPlanV2Id: classPlan, initDifficulty: 5 })
    ).json().id as string;
    const session1 = (await admin().get(`${BASE}/forPunch?groupTrainingPlanId=${id}`)).json();
    expect(session1.isEdit).toBe(false);
    const items1 = session1.items.map((i: { itemId: string }) => i.itemId) as string[];
    expect((await punch(id, 1, items1[0]!)).json().error.code).toBe('Business:GroupPlanClassNotStarted');
    await admin().post(`${BASE}/startClass`, { id });
    const items2 = (await admin().get(`${BASE}/forPunch?groupTrainingPlanId=${id}&num=2`))
      .json()
      .items.map((i: { itemId: string }) => i.itemId) as string[];
    // A session still to come; an activity of another session named as this one's.
    expect((await punch(id, 2, items2[0]!)).json().error.code).toBe('Business:GroupPlanSessionOutOfOrder');
    const wrongNum = await punch(id, 1, items2[0]!);
    expect(wrongNum.statusCode).toBe(400);
    expect(wrongNum.json().error.validationErrors[0].members).toEqual(['planItemId']);

    // Ending needs attendance first, then the class's answers on both activities (zh and en).
    const unmarked = await admin().post(`${BASE}/endClass`, { id });
    expect(unmarked.json().error.code).toBe('Business:GroupPlanAttendanceFirst');
    await mark(id, 1, [{ subjectId: group.children[0]!, attendance: 'Attend' }]);
    const en = await admin().post(`${BASE}/endClass`, { id });
    expect(en.statusCode).toBe(409);
    expect(en.json().error).toMatchObject({
      code: 'Business:GroupPlanFeedbackFirst',
      message: "Submit the class's feedback first: 2 activities of this session have none yet.",
    });
    expect((await punch(id, 1, items1[0]!)).statusCode).toBe(200);
    const zh = await admin('zh-CN').post(`${BASE}/endClass`, { id });
    expect(zh.json().error.message).toBe('请先提交班级反馈：本节还有 1 个训练活动未反馈。');
    expect((await punch(id, 1, items1[1]!)).statusCode).toBe(200);
    expect((await admin().post(`${BASE}/endClass`, { id })).json()).toMatchObject({ classState: 'ClassEnded' });
    // Ended but not continued: still answerable; continued: the old session is closed.
    expect((await admin().get(`${BASE}/forPunch?groupTrainingPlanId=${id}`)).json().isEdit).toBe(true);
    expect((await punch(id, 1, items1[0]!)).statusCode).toBe(200);
    await admin().post(`${BASE}/continueClass`, { id });
    expect((await punch(id, 1, items1[0]!)).json().error.code).toBe('Business:GroupPlanSessionOutOfOrder');
    expect((await punch(id, 2, items2[0]!)).json().error.code).toBe('Business:GroupPlanClassNotStarted');
  });

  it('takes a child’s own answers only when they are marked present', async () => {
    const { id, children, items } = await running('Personal', 3);
    const [present, absent, unmarked] = children as [string, string, string];
    const mine = (value: string) => [{ programFeedbackPropertyId: form.personal, value }];
    // Marked and answered in one punchForChild.
    const marked = await admin().post(`${BASE}/punchForChild`, {
      id,
      num: 1,
      children: [
        { subjectId: present, attendance: 'Attend', items: [{ planItemId: items[0], feedbacks: mine('kind') }] },
        { subjectId: absent, attendance: 'Absent' },
      ],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await punch(id, 1, items[1]!, { subjectId: present, feedbacks: mine('brave') })).statusCode).toBe(200);
    for (const subjectId of [absent, unmarked]) {
      const refused = await punch(id, 1, items[0]!, { subjectId, feedbacks: mine('x') }, 'zh-CN');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('Business:GroupPlanChildNotAttending');
      expect(refused.json().error.message).toContain('未标记出勤');
    }
    const absentAnswered = await admin().post(`${BASE}/punchForChild`, {
      id,
      num: 1,
      children: [{ subjectId: absent, attendance: 'Absent', items: [{ planItemId: items[0], feedbacks: mine('x') }] }],
    });
    expect(absentAnswered.json().error.code).toBe('Business:GroupPlanChildNotAttending');
    // The required personal property, in English.
    const missing = await punch(id, 1, items[0]!, { subjectId: present, feedbacks: [] });
    expect(missing.json().error.message).toBe(`Conduct ${run} is required`);

    const read = (await admin().get(`${BASE}/forChildPunch?groupTrainingPlanId=${id}&subjectId=${present}`)).json();
    expect(read).toMatchObject({ subjectId: present, num: 1, attendance: 'Attend', isEdit: true });
    expect(read.userName).toBe(`Personal ${run} kid0`);
    expect(read.items.map((i: { feedbacks: { value: string }[] }) => i.feedbacks[0]?.value)).toEqual(['kind', 'brave']);
    expect(read.items[0].feedbackProperties.map((p: { id: string }) => p.id)).toEqual([form.personal, form.guardian]);
    const other = (await admin().get(`${BASE}/forChildPunch?groupTrainingPlanId=${id}&userId=${absent}`)).json();
    expect(other).toMatchObject({ attendance: 'Absent', isEdit: false });

    // The guardian's answers (Sunrise has the guardian feature), and the personal and parent lists.
    const guardian = await punch(id, 1, items[0]!, {
      subjectId: present,
      forGuardian: true,
      feedbacks: [{ programFeedbackPropertyId: form.guardian, value: 'every evening' }],
    });
    expect(guardian.statusCode, guardian.body).toBe(200);
    const personal = (
      await admin().get(`${BASE}/userPunchHistory?groupTrainingPlanId=${id}&num=1&subjectId=${present}`)
    ).json();
    expect(personal.totalCount).toBe(2);
    expect(personal.items[0]).toMatchObject({ kind: 'Personal', subjectId: present, itemId: items[1] });
    expect(personal.items[0].userName).toBe(`Personal ${run} kid0`);
    const parents = (await admin().get(`${BASE}/punchHistory?groupTrainingPlanId=${id}`)).json();
    expect(parents.items).toHaveLength(1);
    expect(parents.items[0]).toMatchObject({ kind: 'Guardian', feedbacks: [{ value: 'every evening' }] });
    expect(parents.items[0].feedbackProperties.map((p: { id: string }) => p.id)).toEqual([form.guardian]);
    const activity = (await admin().get(`${BASE}/planPunchHistory?groupTrainingPlanId=${id}`)).json();
    expect(activity.totalCount).toBe(0);
  });

  it('lists the class’s records newest first, 10 a page', async () => {
    const { id, items } = await running('Records');
    for (let i = 0; i < 12; i++)
      expect((await punch(id, 1, items[i % 2]!, { feedbacks: classAnswers(`r${i}`) })).statusCode).toBe(200);
    const first = (await admin().get(`${BASE}/planPunchHistory?groupTrainingPlanId=${id}`)).json();
    expect(first.totalCount).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ kind: 'Activity', num: 1, subjectId: null, feedbacks: [{ value: 'r11' }] });
    expect(first.items[0].createdByName).toBeTruthy();
    const more = (await admin().get(`${BASE}/planPunchHistory?groupTrainingPlanId=${id}&num=1&skipCount=10`)).json();
    expect(more.items.map((r: { feedbacks: { value: string }[] }) => r.feedbacks[0]!.value)).toEqual(['r1', 'r0']);
    const one = (
      await admin().get(
        `${BASE}/planItemPunchHistory?groupTrainingPlanId=${id}&planItemId=${items[1]}&maxResultCount=3`,
      )
    ).json();
    expect(one.totalCount).toBe(6);
    expect(one.items.map((r: { itemId: string }) => r.itemId)).toEqual([items[1], items[1], items[1]]);
    expect((await admin().get(`${BASE}/planPunchHistory?groupTrainingPlanId=${id}&maxResultCount=51`)).statusCode).toBe(
      400,
    );
    expect((await admin().get(`${BASE}/planPunchHistory?groupTrainingPlanId=${id}&num=2`)).json().totalCount).toBe(0);
  });

  it('refuses another centre’s plan, activity and child, and parent feedback without the guardian feature', async () => {
    const { id, children, items } = await running('Mine', 1);
    await mark(id, 1, [{ subjectId: children[0]!, attendance: 'Attend' }]);
    const other = h.as('multirole', { tenant: harbour });
    const probes = [
      other.get(`${BASE}/forPunch?groupTrainingPlanId=${id}`),
      other.get(`${BASE}/forChildPunch?groupTrainingPlanId=${id}&subjectId=${children[0]}`),
      other.get(`${BASE}/planPunchHistory?groupTrainingPlanId=${id}`),
      other.get(`${BASE}/userPunchHistory?groupTrainingPlanId=${id}`),
      other.post(`${BASE}/numDone`, { id }),
      other.post(`${BASE}/punch`, { groupTrainingPlanId: id, num: 1, planItemId: items[0], feedbacks: classAnswers() }),
      other.put(`${BASE}/punchForNum`, {
        groupTrainingPlanId: id,
        num: 1,
        items: [{ planItemId: items[0], feedbacks: classAnswers() }],
      }),
    ];
    for (const response of await Promise.all(probes)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toBe('NotFound');
    }

    // Harbour's own running class, answered with Sunrise's activity and child.
    const theirs = await h.db.privileged(async (tx) => {
      const group = await insertFeedbackClass(tx, harbour, `Theirs ${run}`, 1);
      return { group: group.id, child: group.children[0]! };
    });
    const created = await other.post(`${BASE}/create`, {
      groupId: theirs.group,
      trainingPlanV2Id: classPlan,
      initDifficulty: 5,
    });
    expect(created.statusCode, created.body).toBe(200);
    const theirPlan = created.json().id as string;
    await other.post(`${BASE}/startClass`, { id: theirPlan });
    await other.post(`${BASE}/punchForChild`, {
      id: theirPlan,
      num: 1,
      children: [{ subjectId: theirs.child, attendance: 'Attend' }],
    });
    const theirItem = (await other.get(`${BASE}/forPunch?groupTrainingPlanId=${theirPlan}`)).json().items[0].itemId;
    const body = { groupTrainingPlanId: theirPlan, num: 1, feedbacks: classAnswers() };
    expect((await other.post(`${BASE}/punch`, { ...body, planItemId: items[0] })).statusCode).toBe(404);
    const personal = [{ programFeedbackPropertyId: form.personal, value: 'ok' }];
    const sunriseChild = await other.post(`${BASE}/punch`, {
      ...body,
      planItemId: theirItem,
      subjectId: children[0],
      feedbacks: personal,
    });
    expect(sunriseChild.statusCode).toBe(404);
    expect(sunriseChild.body).not.toContain(`Mine ${run}`);
    expect((await other.post(`${BASE}/punch`, { ...body, planItemId: theirItem })).statusCode).toBe(200);
    // Harbour has no guardian feature.
    const guardian = await other.post(`${BASE}/punch`, {
      ...body,
      planItemId: theirItem,
      subjectId: theirs.child,
      forGuardian: true,
      feedbacks: [],
    });
    expect(guardian.statusCode).toBe(403);
    expect(guardian.json().error.code).toBe('Business:GuardianFeatureOff');
    expect((await other.get(`${BASE}/punchHistory?groupTrainingPlanId=${theirPlan}`)).statusCode).toBe(403);
    // Sunrise's plan answered with Harbour's activity.
    const foreignItem = await punch(id, 1, theirItem);
    expect(foreignItem.statusCode).toBe(404);
  });

  it('lets a trainer without the group plan policies neither read nor write feedback', async () => {
    const { id, items } = await running('Trainer', 1);
    const trainer = h.as('trainer');
    expect((await trainer.get(`${BASE}/forPunch?groupTrainingPlanId=${id}`)).statusCode).toBe(403);
    expect(
      (
        await trainer.post(`${BASE}/punch`, {
          groupTrainingPlanId: id,
          num: 1,
          planItemId: items[0],
          feedbacks: classAnswers(),
        })
      ).statusCode,
    ).toBe(403);
  });
});
