import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { classHoursRecords, subjects } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { tenantIdOf } from '../../server/testing/demo-data';
import { fillProfile } from '../../server/testing/archives';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const TEMPLATES = `query T { contentOfflinePlans(version: V3, search: "OFF-ATT-12", maxResultCount: 6) { items { id sessionCount } } }`;
const ARRANGE = `mutation A($input: ArrangeOfflinePlanInput!) { arrangeOfflinePlan(input: $input) { id status num totalNum } }`;
const START = `mutation S($id: ID!) { startOfflinePlan(id: $id) { status num } }`;
const PLAN = `query P($id: ID!) { offlinePlan(id: $id) {
  summary { id displayName status num totalNum canNext showNextClass mode validity }
  canWrite
  planItems { id num hasDone isEdit trainingProgram { title difficulty } feedbackProperties { id formKind type extraProperties } }
  sessions { num level hasMusic startedAt }
  nonePlaybook { id num name isEdit }
} }`;
const LIST = `query L($subjectId: ID!) { offlinePlans(subjectId: $subjectId) { totalCount items { id status displayName } } }`;
const NOT_STARTED = `mutation N($planItemId: ID!) { markOfflinePlanItemNotStarted(planItemId: $planItemId) }`;
const FINISH = `mutation F($id: ID!, $num: Int!) { finishOfflinePlanSession(id: $id, num: $num) { canNext lastSession remainingSessions interviewRequired } }`;
const NEXT = `mutation X($id: ID!) { activateNextOfflinePlanSession(id: $id) { num canNext } }`;
const FEEDBACK = `mutation B($input: OfflinePlanFeedbackInput!) { submitOfflinePlanFeedback(input: $input) }`;

// The plan page's calls through the gateway (issue 19 item 1): a demo template arranged for a new
// child, started, a session finished, the next activated; REST's refusals arrive in the errors'
// extensions in the reader's language.
describe.each(testEngines())('offline plans through the gateway on %s', (engine) => {
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
          name: 'Gateway Plan Kid',
          birthday: DateTime.now().minus({ years: 7 }).toISODate()!,
        })
        .returning({ id: subjects.id });
      await tx
        .insert(classHoursRecords)
        .values({ tenantId: sunrise, subjectId: row!.id, type: 'Offline', billingMethod: 'Quantity', classHours: 24 });
      await fillProfile(tx, sunrise, row!.id);
      return row!.id;
    });
  });
  afterAll(() => h.close());

  const graphql = (query: string, variables: unknown = {}, language = 'en-US') =>
    h.graphql('centeradmin', query, variables, { language });

  it('arranges, starts and steps a plan, and reads it back with its forms', async () => {
    const templates = await graphql(TEMPLATES);
    const template = (templates.data?.['contentOfflinePlans'] as { items: { id: string; sessionCount: number }[] })
      .items[0]!;
    const arranged = await graphql(ARRANGE, { input: { subjectId: kid, templateId: template.id, ilsVersion: 'V3' } });
    expect(arranged.errors).toBeUndefined();
    const id = (arranged.data?.['arrangeOfflinePlan'] as { id: string }).id;
    expect(arranged.data?.['arrangeOfflinePlan']).toMatchObject({
      status: 'None',
      num: 1,
      totalNum: template.sessionCount,
    });

    const twice = await graphql(
      ARRANGE,
      { input: { subjectId: kid, templateId: template.id, ilsVersion: 'V3' } },
      'zh-CN',
    );
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'Business:OfflinePlanOpenPlanExists' });
    expect(twice.errors?.[0]?.message).toBe('该儿童已有进行中的方案，结束前无法安排新方案。');

    // Before starting, the page asks what the session would take from the child's quota (beforeStart).
    const check = await graphql(
      'query Q($id: ID!) { offlinePlanQuotaCheck(id: $id) { id num mode quota { status remaining } } }',
      { id },
    );
    expect(check.data?.['offlinePlanQuotaCheck']).toEqual({
      id,
      num: 1,
      mode: 'Offline',
      quota: { status: 'Ok', remaining: 24 },
    });
    expect((await graphql(START, { id })).data?.['startOfflinePlan']).toEqual({ status: 'Started', num: 1 });
    const plan = (await graphql(PLAN, { id })).data?.['offlinePlan'] as {
      summary: { displayName: string; mode: string; validity: string };
      canWrite: boolean;
      planItems: { id: string; num: number; isEdit: boolean; feedbackProperties: { extraProperties: string }[] }[];
      sessions: { num: number }[];
      nonePlaybook: { id: string; num: number; name: string; isEdit: boolean }[];
    };
    expect(plan.canWrite).toBe(true);
    expect(plan.summary).toMatchObject({ mode: 'Offline', validity: 'Active' });
    expect(plan.sessions).toHaveLength(template.sessionCount);
    const first = plan.planItems.filter((i) => i.num === 1);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((i) => i.isEdit)).toBe(true);
    // Settings arrive as JSON text the form engine parses.
    for (const p of plan.planItems.flatMap((i) => i.feedbackProperties))
      expect(() => JSON.parse(p.extraProperties)).not.toThrow();

    const unknownAnswer = await graphql(FEEDBACK, {
      input: {
        planId: id,
        num: 1,
        planItemId: first[0]!.id,
        feedbacks: [{ programFeedbackPropertyId: 'nope', valueJson: '"x"' }],
      },
    });
    expect(unknownAnswer.errors?.[0]?.extensions).toMatchObject({ code: 'ValidationError' });

    for (const item of first) expect((await graphql(NOT_STARTED, { planItemId: item.id })).errors).toBeUndefined();
    // The session's static activities ticked done (the demo template names some): the class may end.
    // The plan carries every session's; nonePlaybook's own query answers one session's, the same.
    const statics = plan.nonePlaybook.filter((s) => s.num === 1);
    expect(statics.length).toBeGreaterThan(0);
    const session = await graphql('query S($id: ID!) { offlinePlanStatics(planId: $id, num: 1) { id name isEdit } }', {
      id,
    });
    expect(session.data?.['offlinePlanStatics']).toEqual(statics.map(({ num: _num, ...s }) => s));
    for (const s of statics) {
      expect(s.isEdit).toBe(true);
      const ticked = await graphql(
        'mutation T($p: ID!, $id: ID!) { tickOfflinePlanStatic(planId: $p, id: $id, hasDone: true) { hasDone } }',
        { p: id, id: s.id },
      );
      expect(ticked.data?.['tickOfflinePlanStatic']).toEqual({ hasDone: true });
    }
    const finished = await graphql(FINISH, { id, num: 1 });
    expect(finished.data?.['finishOfflinePlanSession']).toMatchObject({
      canNext: true,
      lastSession: false,
      remainingSessions: 23,
    });
    expect((await graphql(NEXT, { id })).data?.['activateNextOfflinePlanSession']).toEqual({ num: 2, canNext: false });
    const list = (await graphql(LIST, { subjectId: kid })).data?.['offlinePlans'] as {
      totalCount: number;
      items: { id: string }[];
    };
    expect(list).toMatchObject({ totalCount: 1, items: [{ id }] });
  });

  it('reads the supervisor board for a centre admin and refuses a coach', async () => {
    const BOARD = `query Board { supervisorBoard { day coaches { coachName delivered classesNow classesDone inProgress { subjectName num } feedbackOwed { lateMinutes } } centres { name } } }`;
    // A session of its own in progress, whatever the other test did.
    const sunrise = await tenantIdOf(h.db, 'Sunrise Centre');
    const boardKid = await h.db.privileged(async (tx) => {
      const [row] = await tx
        .insert(subjects)
        .values({ tenantId: sunrise, name: 'Board Kid', birthday: DateTime.now().minus({ years: 8 }).toISODate()! })
        .returning({ id: subjects.id });
      await fillProfile(tx, sunrise, row!.id);
      return row!.id;
    });
    const templates = await graphql(TEMPLATES);
    const templateId = (templates.data?.['contentOfflinePlans'] as { items: { id: string }[] }).items[0]!.id;
    const arranged = await graphql(ARRANGE, { input: { subjectId: boardKid, templateId, ilsVersion: 'V3' } });
    await graphql(START, { id: (arranged.data?.['arrangeOfflinePlan'] as { id: string }).id });
    const board = await graphql(BOARD);
    expect(board.errors).toBeUndefined();
    const data = board.data?.['supervisorBoard'] as {
      day: string;
      coaches: { classesNow: number; classesDone: number; inProgress: { subjectName: string }[] }[];
      centres: unknown[];
    };
    expect(data.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.centres).toEqual([]);
    expect(data.coaches.flatMap((c) => c.inProgress.map((s) => s.subjectName))).toContain('Board Kid');
    expect(data.coaches.every((c) => Number.isInteger(c.classesNow) && Number.isInteger(c.classesDone))).toBe(true);
    const refused = await h.graphql('coach', BOARD, {}, { language: 'en-US' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'Forbidden' });
  });
});
