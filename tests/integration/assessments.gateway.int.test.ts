import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { assessments, assessmentTimesRecords, subjects } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { tenantIdOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const LIBRARY = `query L($s: ID) { assessments(subjectId: $s) { totalCount items { id title kind needPay remainingTimes } } }`;
const CREATE = `mutation C($s: ID!, $a: [ID!]!) { createUserAssessments(subjectId: $s, assessmentIds: $a) { id status needPay tenantId assessment { title } } }`;
const LIST = `query Q($s: ID!) { childAssessments(subjectId: $s) { totalCount items { id status subjectName assessment { title } } } }`;
const DETAIL = `query D($id: ID!) { userAssessment(id: $id) { assessment { id status } questionnaires { title questions { id options { id score } } } answers } }`;
const ANSWER = `mutation A($id: ID!, $answers: [AssessmentAnswerInput!]!) { submitAssessmentAnswers(id: $id, answers: $answers, isComplete: true, finishedPage: 2) { status finishTime } }`;
const REPORT = `query R($id: ID!) { assessmentReport(userAssessmentId: $id) { totalScore maxScore questionnaires { title score } assessment { assessment { title } } } }`;
const QR = `query Qr($id: ID!) { assessmentQrCode(userAssessmentId: $id) { image expiresAt } }`;

// The assessment tab's calls through the gateway (spec 001 §7 "Assessments"): titles in the
// reader's language, REST's refusal in the errors' extensions.
describe.each(testEngines())('assessments through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let kid = '';
  let interview = { id: '', tagId: '' };

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    const sunrise = await tenantIdOf(h.db, 'Sunrise Centre');
    await h.db.privileged(async (tx) => {
      const [row] = await tx
        .insert(subjects)
        .values({
          tenantId: sunrise,
          name: 'Gateway Assess Kid',
          birthday: DateTime.now().minus({ years: 8 }).toISODate()!,
        })
        .returning({ id: subjects.id });
      kid = row!.id;
      const library = await tx.select().from(assessments);
      const pi = library.find((a) => a.kind === 'ParentInterview')!;
      interview = { id: pi.id, tagId: pi.catalogueId };
      await tx
        .insert(assessmentTimesRecords)
        .values({ tenantId: sunrise, subjectId: kid, tagId: pi.catalogueId, times: 1 });
    });
  });
  afterAll(() => h.close());

  const graphql = (query: string, variables: unknown = {}, { user = 'centeradmin', language = 'en-US' } = {}) =>
    h.graphql(user, query, variables, { language });

  it('lists, creates, answers and reports in the reader language; refuses a used-up quota', async () => {
    const library = await graphql(LIBRARY, { s: kid }, { language: 'zh-CN' });
    expect(library.errors).toBeUndefined();
    const items = (library.data?.['assessments'] as { items: { id: string; title: string; remainingTimes: number }[] })
      .items;
    expect(items.find((i) => i.id === interview.id)).toMatchObject({ title: '家长访谈', remainingTimes: 1 });

    const created = await graphql(CREATE, { s: kid, a: [interview.id] });
    expect(created.errors).toBeUndefined();
    const [made] = created.data?.['createUserAssessments'] as { id: string }[];
    expect(made).toMatchObject({ status: 'Created', assessment: { title: 'Parent interview' } });

    const refused = await graphql(CREATE, { s: kid, a: [interview.id] }, { language: 'zh-CN' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'Business:AssessmentTimesUsedUp' });
    expect(refused.errors?.[0]?.message).toContain('家长访谈');

    const list = await graphql(LIST, { s: kid }, { user: 'coach' });
    expect(list.data?.['childAssessments']).toMatchObject({
      totalCount: 1,
      items: [{ id: made!.id, subjectName: 'Gateway Assess Kid' }],
    });

    const detail = (await graphql(DETAIL, { id: made!.id })).data?.['userAssessment'] as {
      questionnaires: { questions: { id: string; options: { id: string; score: number }[] }[] }[];
    };
    const questions = detail.questionnaires.flatMap((q) => q.questions);
    const answers = questions.map((q) => ({ questionId: q.id, optionId: q.options[1]!.id }));
    const answered = await graphql(ANSWER, { id: made!.id, answers });
    expect(answered.data?.['submitAssessmentAnswers']).toMatchObject({ status: 'ReportedReady' });

    const report = await graphql(REPORT, { id: made!.id }, { user: 'coach', language: 'en-US' });
    expect(report.errors).toBeUndefined();
    expect(report.data?.['assessmentReport']).toMatchObject({
      totalScore: questions.length,
      assessment: { assessment: { title: 'Parent interview' } },
      questionnaires: [{ title: 'Daily life at home' }, { title: 'At school' }],
    });

    const qr = await graphql(QR, { id: made!.id });
    expect((qr.data?.['assessmentQrCode'] as { image: string }).image.length).toBeGreaterThan(100);
  });
});
