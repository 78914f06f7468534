import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { contentEditorsWrite as editorsWrite } from './content';

/**
 * Which state a large content kind's table (`kind`: its name) is in: a random value its triggers
 * (migration 0047) set anew in every statement that inserts, updates, deletes or truncates it, so
 * that two snapshots with the same version hold the same rows. A search's count is kept in the
 * process under that version and reused while it is current (content-count-cache.ts; docs/
 * decisions.md "bench/content: counts kept per version"). Random rather than a counter: databases
 * cloned from one template, or two engines in one test process, would reach the same counter with
 * different rows. Programmes and music tracks only, the kinds content_counts keeps. Platform-wide
 * like content_counts: everyone reads, an editor's write to the kind's table writes here through
 * its trigger under the same policies.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    kind: text('kind').primaryKey(),
    version: uuid('version').notNull().defaultRandom(),
  },
  () => [...editorsWrite('content_versions')],
).enableRLS();
