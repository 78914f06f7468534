import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userOfflinePlans } from './offline-plans';
import { tenantIsolation } from './rls';
import { tenantIdColumn, users } from './tenancy';

// A plan's static activities (nonePlaybook, spec 001 §3, §4, §7): the activities of a session that
// have no training program (warm-up, free play, calm-down breathing, a home-practice talk), copied
// from the template's session at arrangement like the items, ticked done by the coach. hasDone:
// null not yet, true done. Ending a class waits for every one of the session (001 §4).
export const userOfflinePlanStatics = pgTable(
  'user_offline_plan_statics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => userOfflinePlans.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    position: integer('position').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    hasDone: boolean('has_done'),
    doneTime: timestamp('done_time', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('user_offline_plan_statics_place_idx').on(t.planId, t.num, t.position),
    index('user_offline_plan_statics_tenant_idx').on(t.tenantId),
    check('user_offline_plan_statics_num_check', sql`${t.num} >= 1 and ${t.position} >= 0`),
    tenantIsolation('user_offline_plan_statics'),
  ],
).enableRLS();
