import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TEST_GRADES, type TestGrade } from '../../../../machines/test-grades';
import { tenantIsolation } from './rls';
import { subjects } from './subjects';
import { tenantIdColumn, users } from './tenancy';

// Spec 001 §3 "Test location": where a centre runs VRAT tests, with contact details.
export const TEST_LOCATION_COUNTRY_CODES = ['86', '972', '52', '1'] as const;

export const testLocations = pgTable(
  'test_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    email: text('email'),
    countryCode: text('country_code').notNull().default('86'),
    phone: text('phone'),
    /** The address (the spec's Location). */
    location: text('location'),
    // Spec 001 §5: new locations default to inactive.
    isEnabled: boolean('is_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('test_locations_tenant_created_idx').on(t.tenantId, t.createdAt),
    check('test_locations_country_code_check', sql`${t.countryCode} in ('86', '972', '52', '1')`),
    tenantIsolation('test_locations'),
  ],
).enableRLS();

export { TEST_GRADES, type TestGrade };

/** A VRAT test asked for a child from the subject list ("add a test"), to be run at a location. */
export const vratTestRequests = pgTable(
  'vrat_test_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => testLocations.id),
    grade: text('grade').$type<TestGrade>().notNull(),
    /** Requested until the test is taken (the VRAT line's later states come with the VRAT list). */
    status: text('status').notNull().default('Requested'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vrat_test_requests_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('vrat_test_requests_subject_idx').on(t.subjectId),
    check(
      'vrat_test_requests_grade_check',
      sql`${t.grade} in ('BeforeSchool', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'NotAttendingSchool')`,
    ),
    tenantIsolation('vrat_test_requests'),
  ],
).enableRLS();
