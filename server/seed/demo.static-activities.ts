import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/database';
import { contentNewOfflinePlans, contentOfflinePlans } from '../platform/db/schema/index';
import type { RequestContext } from '../platform/tenancy';
import type { StaticActivity } from '../modules/content/plans/plan.schemas';
import { findStatics } from '../modules/offline-plans/offline-plan-static.repository';
import { tickStatic } from '../modules/offline-plans/offline-plan-static.service';

// The demo's static activities (nonePlaybook, issue 19 items 2-3): the two templates the demo plans
// are arranged from name one or two on most sessions, so the running plans show them, ticked on
// every delivered session (ending a class waits for them).

const WARM_UP = { nameZh: '热身操', nameEn: 'Warm-up' };
const FREE_PLAY = { nameZh: '自由游戏', nameEn: 'Free play' };
const BREATHING = { nameZh: '放松呼吸', nameEn: 'Calm-down breathing' };
const HOME_TALK = { nameZh: '家庭练习沟通', nameEn: 'Home-practice talk' };

/** Session `index`'s static activities: a rotation, every third session none. */
const staticsOfSession = (index: number): StaticActivity[] =>
  [[WARM_UP, BREATHING], [FREE_PLAY], [], [WARM_UP, HOME_TALK]][index % 4]!;

/** Gives the templates (by code) their sessions' static activities, unless an editor already did. */
export const seedTemplateStatics = async (tx: Tx, codes: { v3: string; v4: string }) => {
  for (const [table, code] of [
    [contentOfflinePlans, codes.v3],
    [contentNewOfflinePlans as unknown as typeof contentOfflinePlans, codes.v4],
  ] as const) {
    const [row] = await tx
      .select({ id: table.id, sessionCount: table.sessionCount, staticActivities: table.staticActivities })
      .from(table)
      .where(eq(table.code, code));
    if (!row || row.staticActivities.length > 0) continue;
    const statics = Array.from({ length: row.sessionCount }, (_, i) => staticsOfSession(i));
    await tx
      .update(table)
      .set({ staticActivities: sql`${JSON.stringify(statics)}::jsonb` })
      .where(eq(table.id, row.id));
  }
};

/** Ticks every static activity of the plan's current session, as the coach does in class. */
export const tickSessionStatics = async (tx: Tx, ctx: RequestContext, planId: string, num: number) => {
  for (const s of await findStatics(tx, planId, num))
    if (s.hasDone !== true) await tickStatic(tx, ctx, { planId, id: s.id, hasDone: true }, 'zh-CN');
};
