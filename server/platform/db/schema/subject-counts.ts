import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantIsolation } from './rls';
import type { SubjectStatus } from './subjects';
import { tenantIdColumn } from './tenancy';

/**
 * How many children a centre has in each status, kept exact by statement triggers on subjects
 * (migration 0011), so the subject list's count without a search is one row, not 100,000 index
 * entries (docs/decisions.md "Exact subject counts").
 */
export const subjectCounts = pgTable(
  'subject_counts',
  {
    tenantId: tenantIdColumn(),
    status: text('status').$type<SubjectStatus>().notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status] }), tenantIsolation('subject_counts')],
).enableRLS();
