import { contractState, type ContractStatus } from '../../../../machines/contract.machine';
import type { Tx } from '../../../platform/db/database';
import { tenantRow } from '../access/contract-access.repository';
import type { ContractLine } from '../contract.types';
import {
  lastReminderAt,
  lockTenantReminders,
  recordReminder,
  type ReminderReason,
} from './contract-reminders.repository';
import { savedContacts } from './remind-contacts.repository';
import type { Messenger } from '../../../platform/messaging/messenger';
import { deliverReminder, type RemindContact, type ReminderText } from './contract-reminder-delivery.service';
import { fenToYuan } from '../../../platform/money';

// Spec 002 §3 "Reminder settings", §9 "reminder snooze 15 days": after every movement that lowers
// what a tenant can spend, its thresholds are checked in the same transaction, and each reason
// goes out at most once per 15 days per tenant and line. The history is contract_reminders.

export const REMINDER_SNOOZE_DAYS = 15;
const SNOOZE_MS = REMINDER_SNOOZE_DAYS * 24 * 3600 * 1000;

/** What a tenant can spend on a line today: the Active contracts' money and tests. */
export type Standing = { hasActive: boolean; balanceFen: number; times: number };

/** The tenant's reminder settings of one line, as stored on the tenant. */
export type Thresholds = {
  reminderFen: number;
  /** VRAT: the amount reminder can be switched off while its amount is kept. */
  amountOn: boolean;
  /** VRAT reminder times; -20 (or anything below 1) means off. HFS has none. */
  reminderTimes: number;
};

/** Spec 002 §5: floor(balance / unit price) tests, plus the free ones. */
export const testsLeft = (rows: { balanceFen: number; unitPriceFen: number | null; freeTimes: number }[]) =>
  rows.reduce(
    (sum, r) =>
      sum + (r.unitPriceFen && r.unitPriceFen > 0 ? Math.floor(r.balanceFen / r.unitPriceFen) : 0) + r.freeTimes,
    0,
  );

/** The reasons a tenant should be reminded of now, before the snooze is considered. */
export const dueReasons = (line: ContractLine, standing: Standing, limits: Thresholds): ReminderReason[] => {
  if (!standing.hasActive) return [];
  const reasons: ReminderReason[] = [];
  if (limits.amountOn && limits.reminderFen > 0 && standing.balanceFen < limits.reminderFen) reasons.push('amount');
  if (line === 'vrat' && limits.reminderTimes > 0 && standing.times < limits.reminderTimes) reasons.push('times');
  return reasons;
};

/**
 * What the check reads, after the movement: the tenant's thresholds (undefined when the caller
 * cannot see the tenant) and all its contracts of the line. The movement's own statement reads
 * them (contract-movement.repository.ts), so a movement makes no round trip for a check that
 * finds nothing due.
 */
export type ReminderFacts = {
  tenant:
    | {
        id: string;
        name: string;
        hfsReminderAmountFen: number;
        vratReminderAmountFen: number;
        vratReminderAmountOn: boolean;
        vratReminderTimes: number;
      }
    | undefined;
  contracts: {
    status: ContractStatus;
    startDate: string;
    endDate: string;
    balanceFen: number;
    unitPriceFen: number | null;
    freeTimes: number;
  }[];
};

const standingOf = (rows: ReminderFacts['contracts'], today: string): Standing => {
  const active = rows.filter((r) => contractState(r, today) === 'Active');
  return {
    hasActive: active.length > 0,
    balanceFen: active.reduce((sum, r) => sum + r.balanceFen, 0),
    times: testsLeft(active),
  };
};

/** ReminderTimesNextAllowTime (spec 002 §3): the last times reminder + 15 days; null when none was sent. */
export const nextAllowTime = async (tx: Tx, tenantId: string, line: ContractLine, reason: ReminderReason) => {
  const last = await lastReminderAt(tx, tenantId, line, reason);
  return last ? new Date(last.getTime() + SNOOZE_MS).toISOString() : null;
};

const sentWithinSnooze = async (tx: Tx, tenantId: string, line: ContractLine, reason: ReminderReason) => {
  const last = await lastReminderAt(tx, tenantId, line, reason);
  return last !== null && Date.now() - last.getTime() < SNOOZE_MS;
};

const LINE_LABEL: Record<ContractLine, string> = { hfs: 'HFS', vrat: 'VRAT' };

type ChangedContract = { id: string; tenantId: string; line: ContractLine };

/**
 * Checks the thresholds of the contract's tenant and line after its money went down, and sends
 * what is due to the tenant's saved contacts of that line. Called by contract-money.service after
 * every deduction, consumption and allocation, in the mover's transaction, with what the
 * movement's statement read: a failed movement sends nothing.
 */
export const remindIfLow = async (
  tx: Tx,
  contract: ChangedContract,
  { tenant, contracts }: ReminderFacts,
  { today, messenger }: { today: string; messenger: Messenger },
) => {
  if (!tenant) return;
  const { line } = contract;
  const limits: Thresholds =
    line === 'hfs'
      ? { reminderFen: tenant.hfsReminderAmountFen, amountOn: true, reminderTimes: 0 }
      : {
          reminderFen: tenant.vratReminderAmountFen,
          amountOn: tenant.vratReminderAmountOn,
          reminderTimes: tenant.vratReminderTimes,
        };
  const standing = standingOf(contracts, today);
  const reasons = dueReasons(line, standing, limits);
  if (reasons.length === 0) return;
  await lockTenantReminders(tx, tenant.id, line);
  const contacts = await savedContacts(tx, tenant.id, line);
  if (contacts.length === 0) return;
  for (const reason of reasons) {
    if (await sentWithinSnooze(tx, tenant.id, line, reason)) continue;
    const params = {
      tenant: tenant.name,
      line: LINE_LABEL[line],
      balance: fenToYuan(standing.balanceFen).toFixed(2),
      reminder: reason === 'times' ? String(limits.reminderTimes) : fenToYuan(limits.reminderFen).toFixed(2),
      times: standing.times,
    };
    const text: ReminderText = { key: `contracts:reminders.${reason}`, params };
    const channels = await deliverReminder(tx, messenger, tenant.id, contacts, text);
    await recordReminder(
      tx,
      { tenantId: tenant.id, line, reason, contractId: contract.id, balanceFen: standing.balanceFen },
      channels,
    );
  }
};

/**
 * Tells the contacts a recharge request named (spec 002 §7 remindContacts) that the contract was
 * recharged or deducted: how much, the contract's period and its balance after. Runs inside the
 * request's idempotent block, so a retried request sends nothing again.
 */
export const notifyRecharge = async (
  tx: Tx,
  contract: ChangedContract & { startDate: string; endDate: string; balanceFen: number; freeTimes: number },
  movement: { isDeduct: boolean; amountFen: number; freeTimes: number },
  contacts: readonly RemindContact[],
  messenger: Messenger,
) => {
  if (contacts.length === 0) return;
  const tenant = await tenantRow(tx, contract.tenantId);
  const text: ReminderText = {
    key: `contracts:reminders.${movement.isDeduct ? 'deduct' : 'recharge'}.${contract.line}`,
    params: {
      tenant: tenant?.name ?? '',
      line: LINE_LABEL[contract.line],
      amount: fenToYuan(movement.amountFen).toFixed(2),
      freeTimes: movement.freeTimes,
      start: contract.startDate,
      end: contract.endDate,
      balance: fenToYuan(contract.balanceFen).toFixed(2),
      balanceTimes: contract.freeTimes,
    },
  };
  const channels = await deliverReminder(tx, messenger, contract.tenantId, contacts, text);
  await recordReminder(
    tx,
    {
      tenantId: contract.tenantId,
      line: contract.line,
      reason: 'recharge',
      contractId: contract.id,
      balanceFen: contract.balanceFen,
    },
    channels,
  );
};
