import { eq } from 'drizzle-orm';
import { tenants } from '../../platform/db/schema/index';
import { badRequest } from '../../platform/errors';
import { tenantRow } from './hfs-contract.repository';
import { fenToYuan, yuanToFen } from './money';
import { vratCaller, vratCallerInfo, type VratCall } from './vrat-access';
import {
  VRAT_REMINDER_DEFAULT,
  VRAT_REMINDER_OFF,
  type VratReminderAmountBody,
  type VratReminderTimesBody,
} from './vrat-contract.schemas';

// The tenant's VRAT reminder (spec 002 §5, §9): a number of tests (at least 1, -20 when switched
// off, 20 by default) and an amount (at least 0), kept on the tenant.

const settingsOf = async (call: VratCall, tenantId: string) => {
  const tenant = await tenantRow(call.tx, tenantId);
  return {
    reminderTimes: tenant?.vratReminderTimes ?? VRAT_REMINDER_DEFAULT,
    reminderAmount: fenToYuan(tenant?.vratReminderAmountFen ?? 0),
  };
};

export const vratReminderSettings = async (call: VratCall, tenantId: string) => {
  const caller = await vratCaller(call, tenantId, 'view');
  return { ...(await settingsOf(call, caller.target.id)), caller: await vratCallerInfo(call, caller) };
};

export const setVratReminderTimes = async (call: VratCall, body: VratReminderTimesBody) => {
  const caller = await vratCaller(call, body.tenantId, 'view');
  if (body.reminderTimes < 1 && body.reminderTimes !== VRAT_REMINDER_OFF)
    throw badRequest('Business:ReminderTimesInvalid', 'contracts:contracts.vrat.reminder-times', {
      member: 'reminderTimes',
    });
  await call.tx.update(tenants).set({ vratReminderTimes: body.reminderTimes }).where(eq(tenants.id, caller.target.id));
  return { ...(await settingsOf(call, caller.target.id)), caller: await vratCallerInfo(call, caller) };
};

export const setVratReminderAmount = async (call: VratCall, body: VratReminderAmountBody) => {
  const caller = await vratCaller(call, body.tenantId, 'view');
  await call.tx
    .update(tenants)
    .set({ vratReminderAmountFen: yuanToFen(body.reminderAmount, 'reminderAmount') })
    .where(eq(tenants.id, caller.target.id));
  return { ...(await settingsOf(call, caller.target.id)), caller: await vratCallerInfo(call, caller) };
};
