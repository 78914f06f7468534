import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userOfflinePlans } from './offline-plans';
import { tenantIsolation } from './rls';
import { tenantIdColumn, users } from './tenancy';

// The punches (check-ins) of an offline plan's sessions (spec 001 §3 numPunchOutput, "Punch
// targets", §4 the punch check, §7 punch, punchForNum, audioPunch): that a session's targets were
// done, recorded once. kind Session: the session's training activities (every one answered or
// marked not started); kind Audio: the session's course music, every track heard to its end (the
// listening records), the codes kept as punched. One row per plan, session and kind: a retry finds
// the row and stores nothing more.

export const PUNCH_KINDS = ['Session', 'Audio'] as const;
export type PunchKind = (typeof PUNCH_KINDS)[number];

export const userOfflinePlanPunches = pgTable(
  'user_offline_plan_punches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => userOfflinePlans.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    kind: text('kind').$type<PunchKind>().notNull(),
    /** What was punched: the programme codes (Session) or the track codes (Audio), in order. */
    codes: text('codes').array().notNull(),
    punchedAt: timestamp('punched_at', { withTimezone: true }).notNull().defaultNow(),
    punchedBy: uuid('punched_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('user_offline_plan_punches_key').on(t.planId, t.num, t.kind),
    index('user_offline_plan_punches_tenant_idx').on(t.tenantId),
    check('user_offline_plan_punches_kind_check', sql`${t.kind} in ('Session', 'Audio')`),
    check('user_offline_plan_punches_num_check', sql`${t.num} >= 1`),
    tenantIsolation('user_offline_plan_punches'),
  ],
).enableRLS();
