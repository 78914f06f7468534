import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from './rls';
import { subjects } from './subjects';
import { tenantIdColumn, users } from './tenancy';

// A child's archives (issue 19 item 1; spec 000 §2 "Archives has sub-sections", 001 §4 "The
// subject's two profile lists"): dated entries the staff write, one list per section.

export const ARCHIVE_SECTIONS = [
  'Profile',
  'DiagnosticInformation',
  'StrengthsAndChallenges',
  'ParentInterviews',
  'BasicCompetence',
  'ChildrenAttention',
] as const;
export type ArchiveSection = (typeof ARCHIVE_SECTIONS)[number];

export const ARCHIVE_TITLE_MAX = 100;
export const ARCHIVE_CONTENT_MAX = 5000;

export const subjectArchiveEntries = pgTable(
  'subject_archive_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    section: text('section').$type<ArchiveSection>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    recordedOn: date('recorded_on').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first within a section, and the counts per section of a child.
    index('subject_archive_entries_subject_idx').on(t.subjectId, t.section, t.recordedOn, t.createdAt),
    check(
      'subject_archive_entries_section_check',
      sql`${t.section} in ('Profile', 'DiagnosticInformation', 'StrengthsAndChallenges', 'ParentInterviews', 'BasicCompetence', 'ChildrenAttention')`,
    ),
    check(
      'subject_archive_entries_length_check',
      sql`char_length(${t.title}) between 1 and 100 and char_length(${t.content}) between 1 and 5000`,
    ),
    tenantIsolation('subject_archive_entries'),
  ],
).enableRLS();
