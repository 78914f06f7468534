import { eq } from 'drizzle-orm';
import { tenantContracts, tenants } from '../../platform/db/schema/index';
import { badRequest } from '../../platform/errors';
import { lineCaller, lineContractCaller } from './contract-access';
import { assertAllowed, changed, lockWithParent } from './contract-ledger';
import { callerInfo, toItem, type HfsCall } from './hfs-access';
import { rechargedFen, recordOperation, tenantRow } from './hfs-contract.repository';
import type { ReminderAmountBody, RemindContactsBody, SellPriceBody } from './hfs-contract.schemas';
import { fenToYuan, yuanToFen } from './money';
import { remindContactsOf, replaceRemindContacts } from './remind-contacts.service';

// The HFS settings of spec 002 §5 and §6: the selling-price setting and its minimum, the tenant's
// reminder amount, and who is reminded.

/** Spec 002 §5: minimum selling price required and > 0; each change is a MinSellingPriceChange record. */
export const setHfsSellPrice = async (call: HfsCall, body: SellPriceBody) => {
  const caller = await lineContractCaller(call, 'hfs', body.id, 'manage');
  const fen = yuanToFen(body.minSellPrice, 'minSellPrice');
  if (fen <= 0) throw badRequest('Business:MinSellPriceInvalid', 'contracts:contracts.hfs.min-sell-price');
  const { contract, parent } = await lockWithParent(call.tx, body.id);
  assertAllowed(contract, 'editResource', call.today);
  const [row] = await call.tx
    .update(tenantContracts)
    .set({ setSellingPrice: body.setSellingPrice, minSellPriceFen: fen })
    .where(eq(tenantContracts.id, body.id))
    .returning();
  await recordOperation(call.tx, row!, 'MinSellingPriceChange', call.ctx.userId, { priceFen: fen });
  await changed(call.tx, row!, 'MinSellingPriceChange', parent);
  return toItem(row!, caller, call.today, (await rechargedFen(call.tx, [row!.id])).get(row!.id));
};

const contactsOf = async (call: HfsCall, tenantId: string) => {
  const tenant = await tenantRow(call.tx, tenantId);
  return {
    reminderAmount: fenToYuan(tenant?.hfsReminderAmountFen ?? 0),
    contacts: await remindContactsOf(call.tx, 'hfs', tenantId),
  };
};

export const hfsReminderSettings = async (call: HfsCall, tenantId: string) => {
  const caller = await lineCaller(call, 'hfs', tenantId, 'view');
  return { ...(await contactsOf(call, caller.target.id)), caller: callerInfo(caller) };
};

/** Spec 002 §5: reminder amount required, at least 0 (in tenants.hfs_reminder_amount_fen). */
export const setHfsReminderAmount = async (call: HfsCall, body: ReminderAmountBody) => {
  const caller = await lineCaller(call, 'hfs', body.id, 'view');
  await call.tx
    .update(tenants)
    .set({ hfsReminderAmountFen: yuanToFen(body.hfsReminderAmount, 'hfsReminderAmount') })
    .where(eq(tenants.id, caller.target.id));
  return contactsOf(call, caller.target.id);
};

/** Replaces the tenant's hfs reminder contacts (rules in remind-contacts.service.ts). */
export const setHfsRemindContacts = async (call: HfsCall, body: RemindContactsBody) => {
  const caller = await lineCaller(call, 'hfs', body.tenantId, 'view');
  await replaceRemindContacts(call.tx, caller, 'hfs', body.contacts);
  return contactsOf(call, caller.target.id);
};
