// Sunrise's children's archives (issue 19 item 1): what the staff wrote at intake and since, dated
// back from the seed day. Most children have both profile lists, so plans can be arranged for
// them; a few have only their profile or nothing yet, so the console's "fill in the profile first"
// shows on the demo. Every child the plan demo arranges for has both (it arranges right after).
// The Chinese-speaking staff write in Chinese, the English-speaking coaches in English.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db/database';
import { subjectArchiveEntries, subjects, tenants, users, type ArchiveSection } from '../platform/db/schema/index';
import { mulberry32 } from './random';

const CENTRE = 'Sunrise Centre';

type Text = { title: string; content: string };

/** Entries by language and section: the kind of note a centre keeps, short and concrete. */
const TEXTS: Record<'zh' | 'en', Record<ArchiveSection, readonly Text[]>> = {
  zh: {
    Profile: [
      {
        title: '入学登记',
        content: '与父母同住，有一个妹妹。足月顺产，走路和说话的时间正常。目前在读小学，周末参加绘画课。',
      },
      { title: '家庭情况', content: '父母均上班，平时由外婆接送。家中说普通话，睡前有固定的亲子阅读时间。' },
      { title: '入学登记', content: '独生子，跟随父母从外地迁来一年。喜欢拼积木和户外活动，对陌生环境适应较慢。' },
    ],
    DiagnosticInformation: [
      {
        title: '医院评估',
        content: '市儿童医院发育行为科评估：注意缺陷多动障碍（混合型），建议行为训练配合家庭干预，暂不用药。',
      },
      {
        title: '转介资料',
        content: '学校心理老师转介：课堂上注意力难以持续，作业拖延。医院诊断为注意缺陷（注意力不集中型）。',
      },
      {
        title: '复诊记录',
        content: '三个月复诊：冲动行为减少，持续注意时间仍短于同龄儿童。医生建议继续训练并每学期复评。',
      },
    ],
    StrengthsAndChallenges: [
      {
        title: '优势与挑战',
        content: '优势：动手能力强，喜欢音乐，愿意帮助同伴。挑战：等待轮流时容易着急，任务切换需要提醒。',
      },
    ],
    ParentInterviews: [
      { title: '家长访谈', content: '母亲反映在家写作业时坐不住，需要反复提醒。已约定每天记录完成作业所用的时间。' },
    ],
    BasicCompetence: [
      { title: '基础能力观察', content: '精细动作良好，能独立系鞋带；听指令完成两步任务，三步任务需要示范。' },
    ],
    ChildrenAttention: [
      { title: '注意力观察', content: '训练中能专注约八分钟，环境有声音时容易分心；给予即时表扬后能回到任务上。' },
    ],
  },
  en: {
    Profile: [
      {
        title: 'Intake',
        content:
          'Lives with both parents and an older brother. Born at term; walked and talked on time. Attends primary school and a swimming club at weekends.',
      },
      {
        title: 'Family background',
        content:
          'Both parents work; grandmother does the school run. Mandarin and English at home, a fixed bedtime reading routine.',
      },
    ],
    DiagnosticInformation: [
      {
        title: 'Hospital assessment',
        content:
          'Developmental paediatrics at the children’s hospital: ADHD, combined presentation. Behavioural training with parent coaching recommended; no medication for now.',
      },
      {
        title: 'School referral',
        content:
          'Referred by the school counsellor: loses focus in class and puts off homework. Diagnosed with ADHD, inattentive presentation.',
      },
    ],
    StrengthsAndChallenges: [
      {
        title: 'Strengths and challenges',
        content:
          'Strengths: good with his hands, loves music, kind to younger children. Challenges: impatient when waiting his turn, needs a prompt to switch tasks.',
      },
    ],
    ParentInterviews: [
      {
        title: 'Parent interview',
        content:
          'Mother says homework takes two hours with constant reminders. Agreed to log the time each evening and bring it to the next session.',
      },
    ],
    BasicCompetence: [
      {
        title: 'Basic skills',
        content:
          'Fine motor skills good, ties shoelaces alone. Follows two-step instructions; three steps need a demonstration.',
      },
    ],
    ChildrenAttention: [
      {
        title: 'Attention in sessions',
        content: 'Stays on a task for about eight minutes; noise pulls him away, immediate praise brings him back.',
      },
    ],
  },
};

const AUTHORS = ['centeradmin', 'coach', 'liuyang', 'wangfang', 'emily.zhang', 'lina', 'kevin.liu'] as const;
const ENGLISH = new Set(['emily.zhang', 'kevin.liu']);

/**
 * Which children have nothing or only their profile yet: a few of those the plans leave alone.
 * The plan demo (demo.offline-plans.ts) takes every sixth child from the fourth.
 */
const missingOf = (index: number): 'none' | 'diagnosis' | null => {
  if (index % 6 === 3) return null;
  if (index % 10 === 1) return 'none';
  if (index % 10 === 6) return 'diagnosis';
  return null;
};

/** Seeds Sunrise's archives. Run once, after the demo seed and before the plans. */
export const seedDemoArchives = async (db: Database, options: { timeZone: string; now?: Date }) => {
  const today = DateTime.fromJSDate(options.now ?? new Date())
    .setZone(options.timeZone)
    .startOf('day');
  const random = mulberry32(23);
  await db.privileged(async (tx) => {
    const [centre] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, CENTRE));
    if (!centre) return;
    const staff = await tx
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(inArray(users.userName, [...AUTHORS]));
    if (staff.length === 0) return;
    const children = await tx
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.tenantId, centre.id), eq(subjects.status, 'Bind')))
      .orderBy(asc(subjects.outpatientNumber));
    const rows: (typeof subjectArchiveEntries.$inferInsert)[] = [];
    for (const [index, child] of children.entries()) {
      const missing = missingOf(index);
      if (missing === 'none') continue;
      const author = random.pick(staff);
      const language = ENGLISH.has(author.userName) ? 'en' : 'zh';
      // Intake a few weeks to a year ago (before any plan: the plans go back up to seven weeks);
      // the later notes after it.
      const intake = today.minus({ days: random.int(index % 6 === 3 ? 60 : 20, 360) });
      const sections: ArchiveSection[] = ['Profile'];
      if (missing !== 'diagnosis') sections.push('DiagnosticInformation');
      if (missing === null)
        for (const extra of [
          'StrengthsAndChallenges',
          'ParentInterviews',
          'BasicCompetence',
          'ChildrenAttention',
        ] as const)
          if (random.chance(0.4)) sections.push(extra);
      for (const section of sections) {
        const text = random.pick(TEXTS[language][section]);
        const day =
          section === 'Profile'
            ? intake
            : intake.plus({ days: random.int(0, Math.min(14, today.diff(intake, 'days').days)) });
        const at = day.set({ hour: 10 + random.int(0, 6), minute: random.int(0, 59) }).toJSDate();
        rows.push({
          tenantId: centre.id,
          subjectId: child.id,
          section,
          title: text.title,
          content: text.content,
          recordedOn: day.toISODate()!,
          authorId: author.id,
          createdAt: at,
          updatedAt: at,
        });
      }
    }
    if (rows.length > 0) await tx.insert(subjectArchiveEntries).values(rows);
  });
};
