import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../../../../machines/content-status.machine';
import { currentUser } from './rls';
import { users } from './tenancy';

// The platform's content library (issue 18; spec 001 §3 "Course administration"): what the
// platform's editors maintain and every centre draws on. Not tenant-owned, like catalogue_resources
// and music_plans: one library for all tenants. Every kind has its own table with the columns the
// generic resource endpoints share (content_status, sort_order, who and when) beside its own
// fields; every change of every kind is one row of content_history.

/**
 * The platform roles that edit content (issue 18 item 6). The services check them by name; the
 * write policies below check the same list in the database (docs/decisions.md "Content library").
 */
export const CONTENT_EDITOR_ROLES = ['admin', 'editor', 'editorAdmin', 'operationAdmin'] as const;

const editorRoleList = sql.raw(CONTENT_EDITOR_ROLES.map((r) => `'${r}'`).join(', '));

/** True when the request's user (app.user_id) holds a content editor role. */
const callerEditsContent = sql`exists (select 1 from user_admin_roles r
  where r.user_id = ${currentUser} and r.role_name in (${editorRoleList}))`;

/**
 * Everyone reads (the services decide what each caller sees: content-visibility.service.ts); only
 * an editor's request writes. A bug in a service that forgot its role check still cannot write.
 */
const editorsWrite = (name: string) => [
  pgPolicy(`${name}_read`, { as: 'permissive', for: 'select', using: sql`true` }),
  pgPolicy(`${name}_editor_insert`, { as: 'permissive', for: 'insert', withCheck: callerEditsContent }),
  pgPolicy(`${name}_editor_update`, {
    as: 'permissive',
    for: 'update',
    using: callerEditsContent,
    withCheck: callerEditsContent,
  }),
  pgPolicy(`${name}_editor_delete`, { as: 'permissive', for: 'delete', using: callerEditsContent }),
];

const statusCheck = (name: string, column: unknown) =>
  check(`${name}_content_status_check`, sql`${column} in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')`);

/** Tags (spec 000 §2 the editor's landing page; 001 §7 queryTags): a name in both languages. */
export const contentTags = pgTable(
  'content_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    contentStatus: text('content_status').$type<ContentStatus>().notNull().default('Unpublish'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('content_tags_name_zh_key').on(sql`lower(${t.nameZh})`),
    uniqueIndex('content_tags_name_en_key').on(sql`lower(${t.nameEn})`),
    index('content_tags_order_idx').on(t.sortOrder, t.id),
    statusCheck('content_tags', t.contentStatus),
    check('content_tags_sort_order_check', sql`${t.sortOrder} >= 0`),
    ...editorsWrite('content_tags'),
  ],
).enableRLS();

/**
 * Who changed what, when, for every content kind (issue 18 item 6): append-only (no update or
 * delete policy), and kept after the item is deleted (no foreign key to it).
 */
export const contentHistory = pgTable(
  'content_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The resource segment of the generic endpoints ('tag', ...). */
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    /** Created, Updated, StatusChanged, Moved, Deleted. */
    action: text('action').notNull(),
    /** What changed: field -> { from, to }. */
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_history_item_idx').on(t.kind, t.itemId, t.at),
    check(
      'content_history_action_check',
      sql`${t.action} in ('Created', 'Updated', 'StatusChanged', 'Moved', 'Deleted')`,
    ),
    pgPolicy('content_history_read', { as: 'permissive', for: 'select', using: sql`true` }),
    pgPolicy('content_history_editor_insert', { as: 'permissive', for: 'insert', withCheck: callerEditsContent }),
  ],
).enableRLS();

/** The write policies and the status check every content kind's table carries (content-parts.ts). */
export const contentEditorsWrite = editorsWrite;
export const contentStatusCheck = statusCheck;
