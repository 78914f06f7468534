import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from './rls';
import { tenantIdColumn, users } from './tenancy';

// A trainer's credentials (certificates) in a centre (spec 002 §3 "Credential (certificate)", §4
// "Certificate status"; issue 19: the smallest part of the certification area, read before a
// session starts, spec 001 §7 checkCertificateState). The certification area (training modules,
// exams, payments, issuing) is a later issue and extends this table: training_module is the
// module's name until that issue brings the training modules themselves.

/** certificateStatus, the spec's names verbatim. */
export const CERTIFICATE_STATUSES = ['Ineffective', 'InEffect', 'Expired', 'NotIssued', 'Canceled'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const trainerCredentials = pgTable(
  'trainer_credentials',
  {
    /** certificateId. */
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** trainingModule: the module's name (the training modules arrive with the certification issue). */
    trainingModule: text('training_module').notNull(),
    credentialsCode: text('credentials_code').notNull(),
    certifier: text('certifier').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** As recorded; what a reader is shown also compares now with start and end (002 §4). */
    certificateStatus: text('certificate_status').$type<CertificateStatus>().notNull(),
    /** creationTime. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trainer_credentials_code_key').on(t.credentialsCode),
    index('trainer_credentials_trainer_idx').on(t.tenantId, t.trainerId),
    check(
      'trainer_credentials_status_check',
      sql`${t.certificateStatus} in ('Ineffective', 'InEffect', 'Expired', 'NotIssued', 'Canceled')`,
    ),
    check('trainer_credentials_period_check', sql`${t.endTime} > ${t.startTime}`),
    check('trainer_credentials_code_check', sql`length(btrim(${t.credentialsCode})) between 1 and 64`),
    tenantIsolation('trainer_credentials'),
  ],
).enableRLS();
