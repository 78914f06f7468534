import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tenantSubtree } from './rls';
import { tenantIdColumn, users } from './tenancy';

// Spec 002: the two product lines a tenant buys prepaid contracts for.
export const CONTRACT_LINES = ['hfs', 'vrat'] as const;
export type ContractLine = (typeof CONTRACT_LINES)[number];

/**
 * What is stored of a contract's lifecycle. The state the spec shows (NotEnable, NotActive,
 * Active, Expired, Deactivate) is this plus the validity dates and today (machines/contract).
 */
export const CONTRACT_STATUSES = ['NotEnable', 'Enabled', 'Deactivate'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * A prepaid contract of a tenant for one line (spec 002 §3 HFS contract, VRAT contract). The
 * money columns are kept with every ledger entry in the same transaction and must always equal
 * the ledger's sums (tests/integration/contract-money.property.int.test.ts checks it).
 */
export const tenantContracts = pgTable(
  'tenant_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    line: text('line').$type<ContractLine>().notNull(),
    // The parent tenant's contract its money comes from; null for a tenant at the top of the tree.
    parentContractId: uuid('parent_contract_id').references((): AnyPgColumn => tenantContracts.id),
    status: text('status').$type<ContractStatus>().notNull().default('NotEnable'),
    // Validity in the tenant's calendar, both days included.
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
    freeTimes: integer('free_times').notNull().default(0),
    cumulativeRechargeFen: bigint('cumulative_recharge_fen', { mode: 'number' }).notNull().default(0),
    cumulativeConsumptionFen: bigint('cumulative_consumption_fen', { mode: 'number' }).notNull().default(0),
    // Net amount handed on to the child tenants' contracts (allocations less returns).
    cumulativeAllocationFen: bigint('cumulative_allocation_fen', { mode: 'number' }).notNull().default(0),
    cumulativeAllocationFreeTimes: integer('cumulative_allocation_free_times').notNull().default(0),
    // VRAT: the price of one test to the tenant's customers and what the tenant pays its parent.
    unitPriceFen: bigint('unit_price_fen', { mode: 'number' }),
    buyPriceFen: bigint('buy_price_fen', { mode: 'number' }),
    setSellingPrice: boolean('set_selling_price').notNull().default(false),
    minSellPriceFen: bigint('min_sell_price_fen', { mode: 'number' }),
    reminderAmountFen: bigint('reminder_amount_fen', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    // A deleted contract keeps its ledger: its balance went back to the parent's contract.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenant_contracts_tenant_idx').on(t.tenantId, t.line, t.startDate),
    index('tenant_contracts_parent_idx').on(t.parentContractId),
    check('tenant_contracts_line_check', sql`${t.line} in ('hfs', 'vrat')`),
    check('tenant_contracts_status_check', sql`${t.status} in ('NotEnable', 'Enabled', 'Deactivate')`),
    check('tenant_contracts_dates_check', sql`${t.startDate} <= ${t.endDate}`),
    // The last line of defence: no movement may take a balance or a free count below zero.
    check('tenant_contracts_balance_check', sql`${t.balanceFen} >= 0 and ${t.freeTimes} >= 0`),
    check(
      'tenant_contracts_prices_check',
      sql`coalesce(${t.unitPriceFen}, 1) > 0 and coalesce(${t.minSellPriceFen}, 1) > 0 and coalesce(${t.buyPriceFen}, 0) >= 0`,
    ),
    tenantSubtree('tenant_contracts'),
  ],
).enableRLS();

/**
 * How an entry moves a contract's money. Recharge and Deduct are what the caller asked for on
 * the contract; Allocation and AllocationReturn are their other side on the parent's contract
 * (the same transfer_id); Consumption is the tenant using what it bought.
 */
export const LEDGER_KINDS = ['Recharge', 'Deduct', 'Allocation', 'AllocationReturn', 'Consumption'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

// Spec 002 §9: the usage-records drawer's tabs.
export const USAGE_KINDS = ['evaluation', 'train', 'class', 'course', 'music'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/** The contracts' ledger: immutable, one row per movement of one contract (architecture.md "Money"). */
export const contractLedger = pgTable(
  'contract_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantIdColumn(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => tenantContracts.id),
    kind: text('kind').$type<LedgerKind>().notNull(),
    // Signed: what the entry did to this contract's balance and free count.
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    freeTimes: integer('free_times').notNull().default(0),
    // The two sides of a movement between a parent's and a child's contract share one id.
    transferId: uuid('transfer_id'),
    usageKind: text('usage_kind').$type<UsageKind>(),
    // What was used (a child's name, a resource) for the usage records and order lists.
    details: jsonb('details'),
    remark: text('remark').notNull().default(''),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_ledger_contract_idx').on(t.contractId, t.id),
    index('contract_ledger_tenant_idx').on(t.tenantId, t.kind, t.createdAt),
    // Issue 21 item 4: a child's course music of a session is charged once (plan, child, session),
    // whatever the retries and tabs; the charge looks the entry up first, this is the last line.
    uniqueIndex('contract_ledger_music_once_idx')
      .on(
        t.tenantId,
        sql`(${t.details} ->> 'planId')`,
        sql`(${t.details} ->> 'subjectId')`,
        sql`(${t.details} ->> 'num')`,
      )
      .where(sql`${t.kind} = 'Consumption' and ${t.usageKind} = 'music'`),
    check(
      'contract_ledger_kind_check',
      sql`${t.kind} in ('Recharge', 'Deduct', 'Allocation', 'AllocationReturn', 'Consumption')`,
    ),
    check(
      'contract_ledger_sign_check',
      sql`case ${t.kind} when 'Recharge' then ${t.amountFen} >= 0 and ${t.freeTimes} >= 0
        when 'AllocationReturn' then ${t.amountFen} >= 0 and ${t.freeTimes} >= 0
        else ${t.amountFen} <= 0 and ${t.freeTimes} <= 0 end`,
    ),
    check(
      'contract_ledger_usage_check',
      sql`(${t.kind} = 'Consumption') = (${t.usageKind} is not null) and coalesce(${t.usageKind} in ('evaluation', 'train', 'class', 'course', 'music'), true)`,
    ),
    tenantSubtree('contract_ledger'),
  ],
).enableRLS();

// Spec 002 §4: operation types of the operation records.
export const CONTRACT_OPERATION_TYPES = [
  'Create',
  'Edit',
  'Enable',
  'ReEnable',
  'Stop',
  'Renewal',
  'Delete',
  'UnitPriceChange',
  'BuyPriceChange',
  'MinSellingPriceChange',
] as const;
export type ContractOperationType = (typeof CONTRACT_OPERATION_TYPES)[number];

/** The operation records of a contract (spec 002 §3 operateRecords, minSellingPriceRecords). */
export const contractOperations = pgTable(
  'contract_operations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantIdColumn(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => tenantContracts.id),
    operateType: text('operate_type').$type<ContractOperationType>().notNull(),
    // The end date a renewal set; the price a price change set.
    endDate: date('end_date'),
    priceFen: bigint('price_fen', { mode: 'number' }),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_operations_contract_idx').on(t.contractId, t.id), tenantSubtree('contract_operations')],
).enableRLS();

/** HFS contract resources and their prices (spec 002 §3 HFS contract resource). */
export const contractResources = pgTable(
  'contract_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => tenantContracts.id),
    // Assessment, OnlinePlanCourse, OfflinePlanCourse, IdtMusicPlan, Course, TrainingPlanV2.
    type: text('type').notNull(),
    resourceId: text('resource_id').notNull(),
    resourceName: text('resource_name').notNull(),
    // TrainingPlanV2 classes (OneToOne … OneToSix) are priced per platform.
    resourceType: text('resource_type'),
    platform: text('platform').$type<'App' | 'Web'>(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    isInContract: boolean('is_in_contract').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_resources_contract_idx').on(t.contractId),
    // A resource is in a contract once per class kind and platform (TrainingPlanV2 has one row for each).
    uniqueIndex('contract_resources_unique_idx').on(
      t.contractId,
      t.type,
      t.resourceId,
      sql`coalesce(${t.resourceType}, '')`,
      sql`coalesce(${t.platform}, '')`,
    ),
    check('contract_resources_price_check', sql`${t.priceFen} >= 0`),
    check('contract_resources_platform_check', sql`coalesce(${t.platform} in ('App', 'Web'), true)`),
    tenantSubtree('contract_resources'),
  ],
).enableRLS();

/** Every price a resource was given (spec 002 §3 buyPriceRecords). */
export const contractResourcePrices = pgTable(
  'contract_resource_prices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantIdColumn(),
    resourceRowId: uuid('resource_row_id')
      .notNull()
      .references(() => contractResources.id, { onDelete: 'cascade' }),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_resource_prices_row_idx').on(t.resourceRowId, t.id),
    tenantSubtree('contract_resource_prices'),
  ],
).enableRLS();

/** Who is reminded when a line's balance runs low, and how (spec 002 §3 Reminder contact). */
export const tenantRemindContacts = pgTable(
  'tenant_remind_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    line: text('line').$type<ContractLine>().notNull(),
    messageType: text('message_type').$type<'email' | 'sms' | 'systemNotice'>().notNull(),
    // An e-mail address, a phone number or (systemNotice) a user id.
    contact: text('contact').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenant_remind_contacts_tenant_idx').on(t.tenantId, t.line),
    check('tenant_remind_contacts_type_check', sql`${t.messageType} in ('email', 'sms', 'systemNotice')`),
    tenantSubtree('tenant_remind_contacts'),
  ],
).enableRLS();

/** Opening and closing a tenant's hfs or vrat project (spec 002 §4 Project switch, §3 switch history). */
export const projectSwitchRecords = pgTable(
  'project_switch_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantIdColumn(),
    project: text('project').$type<ContractLine>().notNull(),
    operateType: text('operate_type').$type<'Open' | 'Close'>().notNull(),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_switch_records_tenant_idx').on(t.tenantId, t.project, t.id),
    check(
      'project_switch_records_check',
      sql`${t.project} in ('hfs', 'vrat') and ${t.operateType} in ('Open', 'Close')`,
    ),
    tenantSubtree('project_switch_records'),
  ],
).enableRLS();

/** Earnest money a tenant paid (spec 002 §3 Deposit). Recorded, not part of any balance. */
export const tenantDeposits = pgTable(
  'tenant_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    moneyFen: bigint('money_fen', { mode: 'number' }).notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenant_deposits_tenant_idx').on(t.tenantId, t.createdAt),
    check('tenant_deposits_money_check', sql`${t.moneyFen} >= 0`),
    tenantSubtree('tenant_deposits'),
  ],
).enableRLS();

/** Signed contract documents of a tenant, PDF only (spec 002 §3 Contract file record). */
export const tenantContractFiles = pgTable(
  'tenant_contract_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    // [{ fileName, url }] as the storage adapter returned them.
    contracts: jsonb('contracts').$type<{ fileName: string; url: string }[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenant_contract_files_tenant_idx').on(t.tenantId, t.createdAt),
    tenantSubtree('tenant_contract_files'),
  ],
).enableRLS();

/**
 * Every low-balance, low-times or recharge reminder sent for a tenant's line (spec 002 §3 Reminder
 * settings, §9 snooze 15 days): the history the reminder screens show, and what the next allowed
 * time of a reminder (ReminderTimesNextAllowTime) is derived from.
 */
export const contractReminders = pgTable(
  'contract_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantIdColumn(),
    line: text('line').$type<ContractLine>().notNull(),
    // amount: the balance fell below the reminder amount; times: the tests left fell below the
    // reminder times (vrat); recharge: the contract was recharged and the caller asked to tell them.
    reason: text('reason').$type<'amount' | 'times' | 'recharge'>().notNull(),
    contractId: uuid('contract_id').references(() => tenantContracts.id, { onDelete: 'set null' }),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull(),
    // The channels it went out on (email, sms, systemNotice) and to how many contacts.
    channels: jsonb('channels').$type<Record<string, number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_reminders_tenant_idx').on(t.tenantId, t.line, t.reason, t.createdAt),
    check('contract_reminders_line_check', sql`${t.line} in ('hfs', 'vrat')`),
    check('contract_reminders_reason_check', sql`${t.reason} in ('amount', 'times', 'recharge')`),
    tenantSubtree('contract_reminders'),
  ],
).enableRLS();
