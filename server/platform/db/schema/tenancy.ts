import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tenantIsolation, tenantOrOwnRows, tenantSubtree } from './rls';

// Spec 000 §6: tenant types, with the agent variants of enterprise and area.
export const TENANT_TYPES = ['Center', 'Enterprise', 'EnterpriseAgent', 'Area', 'AreaAgent'] as const;
export type TenantType = (typeof TENANT_TYPES)[number];

export const MEMBERSHIP_STATES = ['Effective', 'Frozen'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

export const GENDERS = ['Unknown', 'Male', 'Female', 'Others'] as const;
export type Gender = (typeof GENDERS)[number];

/** The owning tenant of a tenant-owned row; such a table also takes a row-level security policy. */
export const tenantIdColumn = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** The tenant tree. Not tenant-owned: every signed-in user may need a path through it. */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type').$type<TenantType>().notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => tenants.id),
    // A centre whose state is not Effective refuses its users (Business:CenterStateInvalid).
    state: text('state').$type<'Effective' | 'Frozen'>().notNull().default('Effective'),
    // Spec 002 §3 Tenant: the region it serves, its logo (a stored file's url) and contact e-mail.
    area: text('area'),
    logoUrl: text('logo_url'),
    email: text('email'),
    // Spec 002 §9: the balance under which the tenant's contacts are reminded, in fen.
    hfsReminderAmountFen: bigint('hfs_reminder_amount_fen', { mode: 'number' }).notNull().default(0),
    vratReminderAmountFen: bigint('vrat_reminder_amount_fen', { mode: 'number' }).notNull().default(0),
    // Spec 002 §5: VRAT reminder times, default 20; -20 means the reminder is off.
    vratReminderTimes: integer('vrat_reminder_times').notNull().default(20),
    // PUT vratReminderAmountSwitch: the VRAT amount reminder can be off while its amount is kept.
    vratReminderAmountOn: boolean('vrat_reminder_amount_on').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tenants_reminder_amounts_check', sql`${t.hfsReminderAmountFen} >= 0 and ${t.vratReminderAmountFen} >= 0`),
    check('tenants_type_check', sql`${t.type} in ('Center', 'Enterprise', 'EnterpriseAgent', 'Area', 'AreaAgent')`),
    index('tenants_parent_idx').on(t.parentId),
  ],
);

/**
 * Every (ancestor, descendant) pair of the tenant tree, each tenant its own ancestor at depth 0;
 * kept by a trigger on tenants (migration 0012). Row-level security of rows a tenant manages for
 * the tenants below it (contracts, project switches) asks it "is this row's tenant under mine?".
 */
export const tenantClosure = pgTable(
  'tenant_closure',
  {
    ancestorId: uuid('ancestor_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    descendantId: uuid('descendant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('tenant_closure_descendant_idx').on(t.descendantId),
  ],
);

/** A person who can sign in. Global: one account may work in several centres. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    email: text('email'),
    countryCode: text('country_code'),
    phoneNumber: text('phone_number'),
    // Null until the person sets one: a staff member invited by e-mail who has not registered yet.
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    gender: text('gender').$type<Gender>().notNull().default('Unknown'),
    birthday: date('birthday'),
    // The interface language as the spec's server names it: 'zh-Hans' or 'en'.
    culture: text('culture').notNull().default('zh-Hans'),
    chosenTenantId: uuid('chosen_tenant_id').references(() => tenants.id),
    // Spec 000 §2: a centre user whose stored flag is '1' lands on /system/showModule.
    showModuleFlag: text('show_module_flag'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.countryCode, t.phoneNumber),
    check('users_gender_check', sql`${t.gender} in ('Unknown', 'Male', 'Female', 'Others')`),
  ],
);

/** Platform roles of management mode (spec 000 §6 "Admin types", plus admin). */
export const userAdminRoles = pgTable(
  'user_admin_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleName: text('role_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleName] })],
);

/** A user's place in a tenant. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<MembershipState>().notNull().default('Effective'),
    /**
     * When the person accepted the place through their activation link; null while the
     * invitation is open (such a membership does not yet let them into the centre).
     */
    activatedAt: timestamp('activated_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_tenant_user_key').on(t.tenantId, t.userId),
    index('memberships_user_idx').on(t.userId),
    check('memberships_state_check', sql`${t.state} in ('Effective', 'Frozen')`),
    ...tenantOrOwnRows('memberships'),
  ],
).enableRLS();

/** The roles a membership holds (CenterAdmin, SeniorCoach, coach, trainer, ...). */
export const membershipRoles = pgTable(
  'membership_roles',
  {
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleName: text('role_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.membershipId, t.roleName] }),
    index('membership_roles_user_idx').on(t.userId),
    ...tenantOrOwnRows('membership_roles'),
  ],
).enableRLS();

/** What a role may do in a tenant: menu permissions (Menu.Section.Item) and policies. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    tenantId: tenantIdColumn(),
    roleName: text('role_name').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.roleName, t.permission] }), tenantIsolation('role_permissions')],
).enableRLS();

/** Tenant features and front permissions switched on for a tenant (hfs, vrat, subject1.name, ...). */
export const tenantFeatures = pgTable(
  'tenant_features',
  {
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
  },
  // A parent opens and closes its child tenants' projects (spec 002 §4 Project switch).
  (t) => [
    primaryKey({ columns: [t.tenantId, t.name] }),
    tenantSubtree('tenant_features', 'tenant_features_tenant_isolation'),
  ],
).enableRLS();
