import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../../../../machines/content-status.machine';
import { contentEditorsWrite as editorsWrite } from './content';

/**
 * How many items of a large content kind (`kind`: its table's name) are in each status, kept
 * exact by statement triggers on that table (migration 0027), so a list without a search counts
 * five rows, not 10,000 index entries (docs/decisions.md "Content counts"). Programmes and music
 * tracks only. Platform-wide like the content itself: everyone reads, an editor's write to the
 * kind's table writes here through its trigger under the same policies.
 */
export const contentCounts = pgTable(
  'content_counts',
  {
    kind: text('kind').notNull(),
    contentStatus: text('content_status').$type<ContentStatus>().notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.contentStatus] }), ...editorsWrite('content_counts')],
).enableRLS();
