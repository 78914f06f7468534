import { badRequest } from '../../../platform/errors';
import { lineCaller } from '../access/contract-access.service';
import { nextAllowTime } from '../reminders/contract-reminders.service';
import type { RemindContactsBody } from '../hfs/hfs-contract.schemas';
import { fenToYuan, yuanToFen } from '../../../platform/money';
import { remindContactsOf, replaceRemindContacts } from '../reminders/remind-contacts.service';
import { vratCallerInfo } from './vrat-contract-view.service';
import {
  VRAT_REMINDER_DEFAULT,
  VRAT_REMINDER_OFF,
  type VratReminderAmountBody,
  type VratReminderAmountSwitchBody,
  type VratReminderTimesBody,
} from './vrat-contract.schemas';
import { tenantRow, setReminderSettings } from '../access/contract-access.repository';
import type { ContractCall } from '../contract.types';

// The tenant's VRAT reminder (spec 002 §5, §9): a number of tests (at least 1, -20 when switched
// off, 20 by default) and an amount (at least 0), kept on the tenant; and who is reminded (§3, §7).

const settingsOf = async (call: ContractCall, tenantId: string) => {
  const tenant = await tenantRow(call.tx, tenantId);
  return {
    reminderTimes: tenant?.vratReminderTimes ?? VRAT_REMINDER_DEFAULT,
    reminderAmount: fenToYuan(tenant?.vratReminderAmountFen ?? 0),
    reminderAmountOn: tenant?.vratReminderAmountOn ?? true,
    reminderTimesNextAllowTime: await nextAllowTime(call.tx, tenantId, 'vrat', 'times'),
    contacts: await remindContactsOf(call.tx, 'vrat', tenantId),
  };
};

export const vratReminderSettings = async (call: ContractCall, tenantId: string) => {
  const caller = await lineCaller(call, 'vrat', tenantId, 'view');
  return { ...(await settingsOf(call, caller.target.id)), caller: await vratCallerInfo(call, caller) };
};

export const setVratReminderTimes = async (call: ContractCall, body: VratReminderTimesBody) => {
  const caller = await lineCaller(call, 'vrat', body.tenantId, 'view');
  if (body.reminderTimes < 1 && body.reminderTimes !== VRAT_REMINDER_OFF)
    throw badRequest('Business:ReminderTimesInvalid', 'contracts:contracts.vrat.reminder-times', {
      member: 'reminderTimes',
    });
  await setReminderSettings(call.tx, caller.target.id, { vratReminderTimes: body.reminderTimes });
  return { ...(await settingsOf(call, caller.target.id)), caller: await vratCallerInfo(call, caller) };
};

export const setVratReminderAmount = async (call: ContractCall, body: VratReminderAmountBody) => {
  const caller = await lineCaller(call, 'vrat', body.tenantId, 'view');
  await setReminderSettings(call.tx, caller.target.id, {
    vratReminderAmountFen: yuanToFen(body.reminderAmount, 'reminderAmount'),
  });
  return { ...(await settingsOf(call, caller.target.id)), caller: await vratCallerInfo(call, caller) };
};

/** Spec 002 §7 vratReminderAmountSwitch: the amount reminder on or off, its amount kept. */
export const setVratReminderAmountSwitch = async (call: ContractCall, body: VratReminderAmountSwitchBody) => {
  const caller = await lineCaller(call, 'vrat', body.tenantId, 'view');
  await setReminderSettings(call.tx, caller.target.id, { vratReminderAmountOn: body.isOpen });
  return { ...(await settingsOf(call, caller.target.id)), caller: await vratCallerInfo(call, caller) };
};

/** Spec 002 §7 "GET and PUT of reminder times and contacts by tenantId": the same rules as HFS's. */
export const setVratRemindContacts = async (call: ContractCall, body: RemindContactsBody) => {
  const caller = await lineCaller(call, 'vrat', body.tenantId, 'view');
  await replaceRemindContacts(call.tx, caller, 'vrat', body.contacts);
  return { ...(await settingsOf(call, caller.target.id)), caller: await vratCallerInfo(call, caller) };
};
