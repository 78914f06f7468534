import { badRequest } from '../../../platform/errors';
import { lineCaller, lineContractCaller } from '../access/contract-access.service';
import { assertAllowed, changed, lockWithParent } from '../ledger/contract-ledger.service';
import { callerInfo, toItem } from './hfs-contract-view.service';
import { recordOperation, updateContract } from '../lifecycle/tenant-contracts.repository';
import { rechargedFen } from '../ledger/contract-ledger.repository';
import type { ReminderAmountBody, RemindContactsBody, SellPriceBody } from './hfs-contract.schemas';
import { fenToYuan, yuanToFen } from '../../../platform/money';
import { remindContactsOf, replaceRemindContacts } from '../reminders/remind-contacts.service';
import type { ContractCall } from '../contract.types';
import { tenantRow, setReminderSettings } from '../access/contract-access.repository';

// The HFS settings of spec 002 §5 and §6: the selling-price setting and its minimum, the tenant's
// reminder amount, and who is reminded.

/** Spec 002 §5: minimum selling price required and > 0; each change is a MinSellingPriceChange record. */
export const setHfsSellPrice = async (call: ContractCall, body: SellPriceBody) => {
  const caller = await lineContractCaller(call, 'hfs', body.id, 'manage');
  const fen = yuanToFen(body.minSellPrice, 'minSellPrice');
  if (fen <= 0) throw badRequest('Business:MinSellPriceInvalid', 'contracts:contracts.hfs.min-sell-price');
  const { contract, parent } = await lockWithParent(call.tx, body.id);
  assertAllowed(contract, 'editResource', call.today);
  const row = await updateContract(call.tx, body.id, { setSellingPrice: body.setSellingPrice, minSellPriceFen: fen });
  await recordOperation(call.tx, row!, 'MinSellingPriceChange', call.ctx.userId, { priceFen: fen });
  await changed(call.tx, row!, 'MinSellingPriceChange', parent);
  return toItem(row!, caller, call.today, (await rechargedFen(call.tx, [row!.id])).get(row!.id));
};

const contactsOf = async (call: ContractCall, tenantId: string) => {
  const tenant = await tenantRow(call.tx, tenantId);
  return {
    reminderAmount: fenToYuan(tenant?.hfsReminderAmountFen ?? 0),
    contacts: await remindContactsOf(call.tx, 'hfs', tenantId),
  };
};

export const hfsReminderSettings = async (call: ContractCall, tenantId: string) => {
  const caller = await lineCaller(call, 'hfs', tenantId, 'view');
  return { ...(await contactsOf(call, caller.target.id)), caller: callerInfo(caller) };
};

/** Spec 002 §5: reminder amount required, at least 0 (in tenants.hfs_reminder_amount_fen). */
export const setHfsReminderAmount = async (call: ContractCall, body: ReminderAmountBody) => {
  const caller = await lineCaller(call, 'hfs', body.id, 'view');
  await setReminderSettings(call.tx, caller.target.id, {
    hfsReminderAmountFen: yuanToFen(body.hfsReminderAmount, 'hfsReminderAmount'),
  });
  return contactsOf(call, caller.target.id);
};

/** Replaces the tenant's hfs reminder contacts (rules in remind-contacts.service.ts). */
export const setHfsRemindContacts = async (call: ContractCall, body: RemindContactsBody) => {
  const caller = await lineCaller(call, 'hfs', body.tenantId, 'view');
  await replaceRemindContacts(call.tx, caller, 'hfs', body.contacts);
  return contactsOf(call, caller.target.id);
};
