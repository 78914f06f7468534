// The assessment library and Sunrise's children's assessments (spec 001 §3, §4 "Assessments"): an
// attention questionnaire whose report is paid for, a behaviour scale, and a parent interview of two
// pages, in both languages; a few Sunrise children with assessment times and assessments in every
// status, days before the seed day. Each assessment made used one time of the child's quota, as
// the product's own call does, so the quota lists add up.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db/database';
import {
  assessmentTimesRecords,
  assessments,
  catalogueResources,
  subjects,
  tenants,
  userAssessments,
  users,
  type AssessmentQuestionnaire,
} from '../platform/db/schema/index';
import type { UserAssessmentStatus } from '../../machines/user-assessment.machine';
import { scoreOf } from '../modules/assessments/user-assessment-steps.service';

const CENTRE = 'Sunrise Centre';

type Text = [zh: string, en: string];
const FREQUENCY: readonly Text[] = [
  ['从不', 'Never'],
  ['偶尔', 'Sometimes'],
  ['经常', 'Often'],
  ['总是', 'Always'],
];

const questionnaire = (id: string, title: Text, questions: readonly Text[]): AssessmentQuestionnaire => ({
  id,
  titleZh: title[0],
  titleEn: title[1],
  questions: questions.map(([textZh, textEn], i) => ({
    id: `${id}-q${i + 1}`,
    textZh,
    textEn,
    options: FREQUENCY.map(([zh, en], score) => ({ id: `${id}-q${i + 1}-o${score}`, textZh: zh, textEn: en, score })),
  })),
});

const LIBRARY = [
  {
    catalogueName: 'FAS-A',
    kind: 'Questionnaire' as const,
    title: ['注意力问卷', 'Attention questionnaire'] as Text,
    reportNeedsPay: true,
    questionnaires: [
      questionnaire(
        'attention',
        ['注意力', 'Attention'],
        [
          ['做作业时容易分心', 'Is easily distracted during homework'],
          ['难以持续专注于一件事', 'Finds it hard to stay on one task'],
          ['听别人说话时走神', 'Drifts off when spoken to'],
          ['丢三落四', 'Loses things needed for tasks'],
        ],
      ),
    ],
  },
  {
    catalogueName: 'SNAP-IV',
    kind: 'Questionnaire' as const,
    title: ['SNAP-IV 行为量表', 'SNAP-IV behaviour scale'] as Text,
    reportNeedsPay: false,
    questionnaires: [
      questionnaire(
        'inattention',
        ['注意缺陷', 'Inattention'],
        [
          ['不注意细节，粗心出错', 'Misses details, makes careless mistakes'],
          ['做事有始无终', 'Does not finish what was started'],
        ],
      ),
      questionnaire(
        'hyperactivity',
        ['多动冲动', 'Hyperactivity and impulsivity'],
        [
          ['坐不住，手脚动个不停', 'Fidgets and cannot sit still'],
          ['抢着回答，打断别人', 'Blurts out answers, interrupts others'],
        ],
      ),
    ],
  },
  {
    catalogueName: 'PI',
    kind: 'ParentInterview' as const,
    title: ['家长访谈', 'Parent interview'] as Text,
    reportNeedsPay: false,
    questionnaires: [
      questionnaire(
        'home',
        ['家庭日常', 'Daily life at home'],
        [
          ['孩子能按时起床、入睡', 'Gets up and goes to bed on time'],
          ['孩子能独立完成家务小事', 'Does small chores without help'],
        ],
      ),
      questionnaire(
        'school',
        ['学校表现', 'At school'],
        [
          ['老师反映上课专注', 'The teacher reports focus in class'],
          ['能与同学友好相处', 'Gets on well with classmates'],
        ],
      ),
    ],
  },
];

/** Which child (by outpatient number) has which assessment in which status, days before today. */
const DEMO: readonly { child: number; item: number; status: UserAssessmentStatus; daysAgo: number; paid?: boolean }[] =
  [
    { child: 0, item: 0, status: 'ReportedReady', daysAgo: 20 },
    { child: 0, item: 2, status: 'ReportedReady', daysAgo: 18 },
    { child: 0, item: 1, status: 'SentToGuardian', daysAgo: 2 },
    { child: 1, item: 0, status: 'ReportedReady', daysAgo: 9, paid: true },
    { child: 1, item: 2, status: 'Answering', daysAgo: 3 },
    { child: 2, item: 1, status: 'Created', daysAgo: 1 },
    { child: 3, item: 0, status: 'Created', daysAgo: 0 },
  ];

/** Times signed per child for each library item, before the assessments above used theirs. */
const SIGNED = 3;
const CHILDREN = 5;

/** Seeds the assessment library and Sunrise's assessments. Run once, after the demo seed. */
export const seedDemoAssessments = async (db: Database, options: { timeZone: string; now?: Date }) => {
  const now = DateTime.fromJSDate(options.now ?? new Date()).setZone(options.timeZone);
  await db.privileged(async (tx) => {
    const [editor] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, 'editor'));
    const [pi] = await tx
      .insert(catalogueResources)
      .values({ kind: 'Assessment', name: 'PI', displayName: '家长访谈 Parent interview' })
      .returning({ id: catalogueResources.id });
    const resources = await tx
      .select({ id: catalogueResources.id, name: catalogueResources.name })
      .from(catalogueResources)
      .where(and(eq(catalogueResources.kind, 'Assessment'), inArray(catalogueResources.name, ['FAS-A', 'SNAP-IV'])));
    const catalogueOf = new Map([...resources.map((r) => [r.name, r.id] as const), ['PI', pi!.id] as const]);
    const library = await tx
      .insert(assessments)
      .values(
        LIBRARY.map((item, sortOrder) => ({
          catalogueId: catalogueOf.get(item.catalogueName)!,
          kind: item.kind,
          titleZh: item.title[0],
          titleEn: item.title[1],
          questionnaires: item.questionnaires,
          reportNeedsPay: item.reportNeedsPay,
          sortOrder,
          contentStatus: 'Public' as const,
          createdBy: editor?.id ?? null,
          updatedBy: editor?.id ?? null,
        })),
      )
      .returning({ id: assessments.id, catalogueId: assessments.catalogueId });

    const [centre] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, CENTRE));
    if (!centre) return;
    const tenantId = centre.id;
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, 'centeradmin'));
    const children = await tx
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.tenantId, tenantId), eq(subjects.status, 'Bind')))
      .orderBy(asc(subjects.outpatientNumber))
      .limit(CHILDREN);
    if (children.length < CHILDREN) return;
    // That day at `hour`, but never later than now (today's ones, when the seed runs early).
    const at = (daysAgo: number, hour: number) =>
      DateTime.min(now.minus({ days: daysAgo }).set({ hour, minute: 0 }), now.minus({ minutes: 5 }))!.toJSDate();

    const entries: (typeof assessmentTimesRecords.$inferInsert)[] = [];
    for (const child of children) {
      for (const item of library) {
        entries.push({
          tenantId,
          subjectId: child.id,
          tagId: item.catalogueId,
          times: SIGNED,
          remark: '',
          createdBy: admin?.id ?? null,
          createdAt: at(30, 9),
        });
      }
    }
    const made: (typeof userAssessments.$inferInsert)[] = [];
    for (const demo of DEMO) {
      const child = children[demo.child]!;
      const item = library[demo.item]!;
      const content = LIBRARY[demo.item]!;
      const createdAt = at(demo.daysAgo, 10);
      const questions = content.questionnaires.flatMap((q) => q.questions);
      const answerAll = Object.fromEntries(questions.map((q, i) => [q.id, q.options[(demo.child + i) % 4]!.id]));
      const answered =
        demo.status === 'ReportedReady'
          ? answerAll
          : demo.status === 'Answering'
            ? Object.fromEntries(Object.entries(answerAll).slice(0, 2))
            : {};
      entries.push({
        tenantId,
        subjectId: child.id,
        tagId: item.catalogueId,
        times: -1,
        remark: `${content.title[0]} / ${content.title[1]}`,
        createdBy: admin?.id ?? null,
        createdAt,
      });
      made.push({
        tenantId,
        subjectId: child.id,
        assessmentId: item.id,
        status: demo.status,
        needPay: demo.status === 'ReportedReady' ? content.reportNeedsPay && !demo.paid : content.reportNeedsPay,
        answers: answered,
        finishedPage:
          demo.status === 'Answering' ? 1 : demo.status === 'ReportedReady' ? content.questionnaires.length : 0,
        report: demo.status === 'ReportedReady' ? scoreOf(content.questionnaires, answered) : null,
        sentAt: demo.status === 'Created' ? null : at(demo.daysAgo, 11),
        finishTime: demo.status === 'ReportedReady' ? at(Math.max(0, demo.daysAgo - 1), 20) : null,
        obtainedAt: demo.paid ? at(Math.max(0, demo.daysAgo - 1), 21) : null,
        createdBy: admin?.id ?? null,
        createdAt,
        updatedAt: createdAt,
      });
    }
    await tx.insert(assessmentTimesRecords).values(entries);
    await tx.insert(userAssessments).values(made);
  });
};
