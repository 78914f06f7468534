import { and, eq, inArray } from 'drizzle-orm';
import { tenantContracts, tenantRemindContacts, tenants, users } from '../../platform/db/schema/index';
import { badRequest, forbidden } from '../../platform/errors';
import { assertAllowed, changed, lockWithParent } from './contract-ledger';
import { callerInfo, hfsCaller, hfsContractCaller, toItem, type HfsCall } from './hfs-access';
import { rechargedFen, recordOperation, tenantRow } from './hfs-contract.repository';
import type { ReminderAmountBody, RemindContactsBody, SellPriceBody } from './hfs-contract.schemas';
import { fenToYuan, yuanToFen } from './money';

// The HFS settings of spec 002 §5 and §6: the selling-price setting and its minimum, the tenant's
// reminder amount, and who is reminded.

/** Spec 002 §5: minimum selling price required and > 0; each change is a MinSellingPriceChange record. */
export const setHfsSellPrice = async (call: HfsCall, body: SellPriceBody) => {
  const caller = await hfsContractCaller(call, body.id, 'manage');
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
  const rows = await call.tx
    .select()
    .from(tenantRemindContacts)
    .where(and(eq(tenantRemindContacts.tenantId, tenantId), eq(tenantRemindContacts.line, 'hfs')))
    .orderBy(tenantRemindContacts.createdAt, tenantRemindContacts.contact);
  return {
    reminderAmount: fenToYuan(tenant?.hfsReminderAmountFen ?? 0),
    contacts: rows.map((r) => ({ id: r.id, messageType: r.messageType, contact: r.contact })),
  };
};

export const hfsReminderSettings = async (call: HfsCall, tenantId: string) => {
  const caller = await hfsCaller(call, tenantId, 'view');
  return { ...(await contactsOf(call, caller.target.id)), caller: callerInfo(caller) };
};

/** Spec 002 §5: reminder amount required, at least 0 (in tenants.hfs_reminder_amount_fen). */
export const setHfsReminderAmount = async (call: HfsCall, body: ReminderAmountBody) => {
  const caller = await hfsCaller(call, body.id, 'view');
  await call.tx
    .update(tenants)
    .set({ hfsReminderAmountFen: yuanToFen(body.hfsReminderAmount, 'hfsReminderAmount') })
    .where(eq(tenants.id, caller.target.id));
  return contactsOf(call, caller.target.id);
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d{5,20}$/;

/** Replaces the tenant's hfs reminder contacts; the system-notice kind only for CenterAdmin or Admin. */
export const setHfsRemindContacts = async (call: HfsCall, body: RemindContactsBody) => {
  const caller = await hfsCaller(call, body.tenantId, 'view');
  const { mayUseSystemNotice } = callerInfo(caller);
  const contacts = body.contacts.map((c) => ({ ...c, contact: c.contact.trim() }));
  if (!mayUseSystemNotice && contacts.some((c) => c.messageType === 'systemNotice'))
    throw forbidden('contracts:contracts.hfs.system-notice-not-allowed', 'Business:SystemNoticeNotAllowed');
  contacts.forEach((c, index) => {
    const fits =
      c.messageType === 'email' ? EMAIL.test(c.contact) : c.messageType === 'sms' ? PHONE.test(c.contact) : true;
    if (!fits)
      throw badRequest('Business:RemindContactInvalid', `contracts:contracts.hfs.contact-invalid.${c.messageType}`, {
        member: `contacts[${index}]`,
      });
  });
  // A system notice goes to a user of the console: the contact is that user's id.
  const noticeIds = contacts.filter((c) => c.messageType === 'systemNotice').map((c) => c.contact);
  if (noticeIds.length > 0) {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const known = noticeIds.every((id) => uuid.test(id))
      ? await call.tx.select({ id: users.id }).from(users).where(inArray(users.id, noticeIds))
      : [];
    if (known.length !== new Set(noticeIds).size)
      throw badRequest('Business:RemindContactInvalid', 'contracts:contracts.hfs.contact-invalid.systemNotice', {
        member: 'contacts',
      });
  }
  const unique = [...new Map(contacts.map((c) => [`${c.messageType}|${c.contact}`, c])).values()];
  await call.tx
    .delete(tenantRemindContacts)
    .where(and(eq(tenantRemindContacts.tenantId, caller.target.id), eq(tenantRemindContacts.line, 'hfs')));
  if (unique.length > 0)
    await call.tx
      .insert(tenantRemindContacts)
      .values(unique.map((c) => ({ tenantId: caller.target.id, line: 'hfs' as const, ...c })));
  return contactsOf(call, caller.target.id);
};
