import { sql } from 'drizzle-orm';
import { char, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from './rls';

/** Which text of the child a piece is from: the name, or the outpatient (clinic) number. */
export const PIECE_FIELDS = ['n', 'o'] as const;
export type PieceField = (typeof PIECE_FIELDS)[number];

/**
 * Every suffix of three characters or more of a child's lower-cased name and outpatient number,
 * kept by statement triggers on subjects (migration 0013). A text holds X (X of three characters
 * or more) exactly when one of its suffixes starts with X, so the list's searches are a range of
 * this index, read without the table and without rechecking a candidate (docs/performance.md
 * "Subject list at scale"). `head` is the text before the suffix: an occurrence of X is the
 * text's first exactly when X is not in head plus X's first characters but one, so a child is
 * counted once per text without de-duplicating the matches.
 *
 * No foreign keys: both would be checked for each of some ten rows per child, and the triggers
 * copy the centre and child from the subjects row they follow (and delete with it).
 */
export const subjectSearchPieces = pgTable(
  'subject_search_pieces',
  {
    tenantId: uuid('tenant_id').notNull(),
    field: char('field', { length: 1, enum: PIECE_FIELDS }).notNull(),
    piece: text('piece').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    head: text('head').notNull(),
  },
  (t) => [
    // text_pattern_ops compares bytes whatever the database's collation, so starts_with(piece, X)
    // becomes a range of the index; the list's order and head come with it, so a search reads
    // nothing else. The same key finds a child's rows again when the triggers delete them.
    index('subject_search_pieces_lookup_idx').on(
      t.tenantId,
      t.field,
      t.piece.op('text_pattern_ops'),
      t.createdAt,
      t.subjectId,
      t.head,
    ),
    check('subject_search_pieces_field_check', sql`${t.field} in ('n', 'o')`),
    tenantIsolation('subject_search_pieces'),
  ],
).enableRLS();
