import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from './rls';
import { tenantIdColumn, users, type Gender } from './tenancy';

// Spec 000 §4 "Subject binding": bound, no longer authorized, cancelled.
export const SUBJECT_STATUSES = ['Bind', 'Unbind', 'Logout'] as const;
export type SubjectStatus = (typeof SUBJECT_STATUSES)[number];

/** Schools are shared reference data, managed by platform administrators. */
export const schools = pgTable('schools', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  nature: text('nature'),
  city: text('city'),
});

/** A child trained or assessed in a centre. */
export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull().default(''),
    birthday: date('birthday').notNull(),
    gender: text('gender').$type<Gender>().notNull().default('Male'),
    outpatientNumber: text('outpatient_number'),
    remark: text('remark'),
    /**
     * The remark lower-cased, for the list's remark search: LIKE on it is ILIKE on the remark
     * (PostgreSQL's ILIKE lower-cases both sides), without lower-casing every remark per search.
     */
    remarkSearch: text('remark_search').generatedAlwaysAs(sql`lower(remark)`),
    schoolId: uuid('school_id').references(() => schools.id),
    gradeName: text('grade_name'),
    className: text('class_name'),
    status: text('status').$type<SubjectStatus>().notNull().default('Bind'),
    dominantHand: text('dominant_hand'),
    city: text('city'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order (newest first), with and without the status filter, read backwards:
    // `order by created_at desc` means NULLS FIRST, which a DESC NULLS LAST index cannot serve
    // (migration 0008; docs/performance.md).
    index('subjects_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('subjects_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    // A school's children in the list's order, read from the index alone (docs/performance.md).
    index('subjects_tenant_school_created_idx').on(t.tenantId, t.schoolId, t.createdAt, t.id),
    // Substring search that works for Chinese and Latin text alike (pg_trgm), and for one or two
    // characters, which have no trigram, every such piece of the name and outpatient number
    // (subject_search_grams). The centre leads each index (btree_gin), so a search looks up the
    // centre's matches only, not every centre's (migration 0010). The list searches three
    // characters or more in subject_search_pieces instead (migration 0012).
    index('subjects_tenant_name_trgm_idx').using('gin', t.tenantId, t.name.op('gin_trgm_ops')),
    // The remark search reads the centre's remarks from this index alone, newest first, and tests
    // each exactly: no row is read and no trigram candidate rechecked (migration 0011).
    index('subjects_tenant_remark_created_idx')
      .on(t.tenantId, t.createdAt, t.id, t.remarkSearch)
      .where(sql`${t.remarkSearch} is not null`),
    index('subjects_tenant_search_grams_idx').using(
      'gin',
      t.tenantId,
      sql`subject_search_grams(${t.name}, ${t.outpatientNumber})`,
    ),
    check('subjects_status_check', sql`${t.status} in ('Bind', 'Unbind', 'Logout')`),
    tenantIsolation('subjects'),
  ],
).enableRLS();

/** A parent or other carer of children in a centre. */
export const guardians = pgTable(
  'guardians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull().default('86'),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    /** When the last registration code went to the guardian's phone (sendRegisterCode; 60 s apart). */
    registerCodeSentAt: timestamp('register_code_sent_at', { withTimezone: true }),
    /** When the guardian's account was cancelled (cancelGuardian): final, nothing binds it again. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guardians_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    // One guardian per phone number in a centre: adding a child to a known parent finds them.
    uniqueIndex('guardians_tenant_phone_key').on(t.tenantId, t.countryCode, t.phoneNumber),
    index('guardians_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    tenantIsolation('guardians'),
  ],
).enableRLS();

// Spec 000 §4 "Subject binding", per guardian and child: the guardian's authorization of the
// centre stands (Bind) or was withdrawn (Unbind). The child's own status follows from its
// guardians' (subject-binding.machine.ts); Logout is the child's alone (the account cancelled).
export const BINDING_STATES = ['Bind', 'Unbind'] as const;
export type BindingState = (typeof BINDING_STATES)[number];

/** Which guardian cares for which child, and as whom (roleDefinition: Mother, Father, ...). */
export const subjectGuardians = pgTable(
  'subject_guardians',
  {
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => guardians.id, { onDelete: 'cascade' }),
    roleName: text('role_name').notNull(),
    state: text('state').$type<BindingState>().notNull().default('Bind'),
    /** When the state last changed: the authorization's date, or its withdrawal's. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.guardianId] }),
    index('subject_guardians_guardian_idx').on(t.guardianId),
    check('subject_guardians_state_check', sql`${t.state} in ('Bind', 'Unbind')`),
    tenantIsolation('subject_guardians'),
  ],
).enableRLS();

/** The coaches assigned to a child (POST /api/business/userCoach/assign). */
export const subjectCoaches = pgTable(
  'subject_coaches',
  {
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    coachUserId: uuid('coach_user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.coachUserId] }),
    // A coach's children in this centre, from the index alone (the list's coach filter).
    index('subject_coaches_coach_tenant_idx').on(t.coachUserId, t.tenantId, t.subjectId),
    tenantIsolation('subject_coaches'),
  ],
).enableRLS();

/**
 * A child's visit to the centre (spec 000 §7 "Check-in"): at most one open check-in per child
 * per day, enforced by a partial unique index.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    /** The centre's calendar day of the check-in (the centre's time zone). */
    day: date('day').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
    checkedInBy: uuid('checked_in_by')
      .notNull()
      .references(() => users.id),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    checkedOutBy: uuid('checked_out_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('check_ins_one_open_per_day_key')
      .on(t.subjectId, t.day)
      .where(sql`${t.checkedOutAt} is null`),
    index('check_ins_tenant_day_idx').on(t.tenantId, t.day),
    tenantIsolation('check_ins'),
  ],
).enableRLS();
