// Music demo data: a few catalogue plans, and for some Sunrise children a plan and a FAS result,
// so that every branch of "start music" on the subject list can be tried (spec 000 §4, §5):
// a valid FAS test (within 3 months), an expired one, none at all, a finished plan, no plan.
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Tx } from '../platform/db/database';
import { fasResults, musicPlans, subjectMusicPlans, type subjects } from '../platform/db/schema/index';

const CATALOGUE = [
  { code: 'IDT-FOCUS-01', name: '专注力音乐方案 Focus', courseCount: 20 },
  { code: 'IDT-CALM-01', name: '情绪舒缓音乐方案 Calm', courseCount: 16 },
  { code: 'IDT-SLEEP-01', name: '睡眠改善音乐方案 Sleep', courseCount: 12 },
] as const;

type Child = { status?: string | undefined };

export type MusicDemoChildren<C extends Child> = {
  /** A plan and a FAS result from 20 days ago: music starts. */
  valid: C;
  /** A plan, but the FAS result is 4 months old. */
  expired: C;
  /** A plan and no FAS result. */
  noFas: C;
  /** Only a finished plan, and a valid FAS result: nothing to start. */
  finished: C;
  /** No plan at all. */
  noPlan: C;
};

/**
 * Which of a centre's children (in registration order, newest last) get which music set-up: the
 * newest bound ones, so they sit on the subject list's first page. The browser tests ask the same.
 */
export const pickMusicChildren = <C extends Child>(children: readonly C[]): MusicDemoChildren<C> => {
  const bound = children.filter((c) => c.status === 'Bind');
  const [noPlan, finished, noFas, expired, valid] = bound.slice(-5);
  if (!noPlan || !finished || !noFas || !expired || !valid) throw new Error('too few bound demo children for music');
  return { valid, expired, noFas, finished, noPlan };
};

type SubjectRow = typeof subjects.$inferInsert;
type SubjectMusicPlan = typeof subjectMusicPlans.$inferInsert;

export const seedDemoMusic = async (
  tx: Tx,
  demo: { tenantIds: { sunrise: string; harbour: string }; subjects: readonly SubjectRow[]; now: number },
): Promise<void> => {
  const planIds = CATALOGUE.map(() => randomUUID());
  await tx.insert(musicPlans).values(CATALOGUE.map((plan, i) => ({ id: planIds[i], ...plan })));
  const [focus, calm, sleep] = planIds as [string, string, string];
  const now = DateTime.fromMillis(demo.now);
  const of = (tenantId: string) => demo.subjects.filter((s) => s.tenantId === tenantId);
  const idOf = (row: SubjectRow) => {
    if (!row.id) throw new Error('a demo child without an id');
    return row.id;
  };

  const sunrise = pickMusicChildren(of(demo.tenantIds.sunrise));
  const harbour = pickMusicChildren(of(demo.tenantIds.harbour)).valid;
  const plan = (tenantId: string, row: SubjectRow, musicPlanId: string, extra: Partial<SubjectMusicPlan> = {}) => ({
    tenantId,
    subjectId: idOf(row),
    musicPlanId,
    createdAt: now.minus({ days: 30 }).toJSDate(),
    ...extra,
  });
  const fas = (tenantId: string, row: SubjectRow, reportedAt: DateTime, tagNames: string[]) => ({
    tenantId,
    subjectId: idOf(row),
    reportedAt: reportedAt.toJSDate(),
    tagNames,
  });
  const s = demo.tenantIds.sunrise;
  const h = demo.tenantIds.harbour;
  await tx
    .insert(subjectMusicPlans)
    .values([
      plan(s, sunrise.valid, focus),
      plan(s, sunrise.expired, calm),
      plan(s, sunrise.noFas, sleep),
      plan(s, sunrise.finished, focus, { state: 'Finished', playedTime: 20 }),
      plan(h, harbour, calm),
    ]);
  await tx
    .insert(fasResults)
    .values([
      fas(s, sunrise.valid, now.minus({ days: 20 }), ['Inattention', 'Hyperactivity']),
      fas(s, sunrise.expired, now.minus({ months: 4 }), ['Anxiety']),
      fas(s, sunrise.finished, now.minus({ days: 10 }), ['Sleep difficulties']),
      fas(h, harbour, now.minus({ days: 5 }), ['Inattention']),
    ]);
};
