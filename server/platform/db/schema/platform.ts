import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberships, tenants, users } from './tenancy';

/**
 * Failures the console reported (POST /api/clientErrors): what the user saw go wrong, for
 * platform administrators to read. Not tenant-owned: errors happen before a tenant is known too.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The tenant the console was working in; the row is the platform's, not the tenant's.
    contextTenantId: uuid('context_tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    code: text('code'),
    status: integer('status'),
    url: text('url'),
    operation: text('operation'),
    userAgent: text('user_agent'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_created_idx').on(t.createdAt)],
);

/**
 * The demo's message log: in demo mode only, every e-mail and SMS the system sends is also kept
 * here (codes and links in clear), and the administrators' "sent messages" page shows it with
 * other people's codes and links masked. SMTP_URL and SMS_HTTP_URL deliver them for real.
 */
export const sentMessages = pgTable(
  'sent_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sent_messages_created_idx').on(t.createdAt),
    check('sent_messages_channel_check', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/** One-time codes sent to confirm a new e-mail address or phone number (60 s between sends). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose')
      .$type<'change-email' | 'change-phone' | 'contract-unlock-hfs' | 'contract-unlock-vrat'>()
      .notNull(),
    /** The address or number the code was sent to, which it confirms. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/** Files a user uploaded about themselves (CVs, the photo), stored by the file storage adapter. */
export const userFiles = pgTable(
  'user_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'resume' | 'picture'>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Where the storage adapter keeps the bytes (a path under DATA_DIR/files by default). */
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_files_user_idx').on(t.userId, t.kind)],
);

/**
 * Signed, single-use links sent by e-mail (spec 000 §4): accepting a place in a centre
 * (activate-account) and confirming a new e-mail address (update-email). Only the token's hash
 * is kept. Not tenant-owned: the link is opened before anyone signs in. A place in a centre is
 * named by its membership, which stays under row-level security (the link's user may read it).
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<'activate-account' | 'update-email'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'cascade' }),
    /** The address the link went to (for update-email, the new one it confirms). */
    email: text('email').notNull(),
    /** The language the link was written in (en or zh-Hans); the page switches to it. */
    culture: text('culture').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_links_user_idx').on(t.userId, t.purpose),
    check('account_links_purpose_check', sql`${t.purpose} in ('activate-account', 'update-email')`),
  ],
);
