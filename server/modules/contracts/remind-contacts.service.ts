import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { tenantRemindContacts, users } from '../../platform/db/schema/index';
import { badRequest, forbidden } from '../../platform/errors';
import { mayUseSystemNotice, type ContractCaller } from './contract-access';
import type { ContractLine } from './contract-unlock';
import type { MessageType } from './hfs-contract.schemas';

// Spec 002 §3 "Reminder contact", §6, §7: who a tenant's line reminds (e-mail, SMS or a system
// notice to a console user). Both lines keep their contacts apart in one table by `line`.

export type RemindContactItem = { id: string; messageType: MessageType; contact: string };

export const remindContactsOf = async (tx: Tx, line: ContractLine, tenantId: string): Promise<RemindContactItem[]> => {
  const rows = await tx
    .select()
    .from(tenantRemindContacts)
    .where(and(eq(tenantRemindContacts.tenantId, tenantId), eq(tenantRemindContacts.line, line)))
    .orderBy(tenantRemindContacts.createdAt, tenantRemindContacts.contact);
  return rows.map((r) => ({ id: r.id, messageType: r.messageType, contact: r.contact }));
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d{5,20}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Replaces the caller's target tenant's contacts of `line`. The system-notice kind only for
 * CenterAdmin or Admin; e-mail addresses and phone numbers must look like one, and a system
 * notice must name a user of the console (its contact is that user's id).
 */
export const replaceRemindContacts = async (
  tx: Tx,
  caller: ContractCaller,
  line: ContractLine,
  given: readonly { messageType: MessageType; contact: string }[],
): Promise<void> => {
  const contacts = given.map((c) => ({ messageType: c.messageType, contact: c.contact.trim() }));
  if (!mayUseSystemNotice(caller) && contacts.some((c) => c.messageType === 'systemNotice'))
    throw forbidden('contracts:contracts.hfs.system-notice-not-allowed', 'Business:SystemNoticeNotAllowed');
  contacts.forEach((c, index) => {
    const fits =
      c.messageType === 'email' ? EMAIL.test(c.contact) : c.messageType === 'sms' ? PHONE.test(c.contact) : true;
    if (!fits)
      throw badRequest('Business:RemindContactInvalid', `contracts:contracts.hfs.contact-invalid.${c.messageType}`, {
        member: `contacts[${index}]`,
      });
  });
  const noticeIds = contacts.filter((c) => c.messageType === 'systemNotice').map((c) => c.contact);
  if (noticeIds.length > 0) {
    // A malformed id would make PostgreSQL refuse the uuid comparison: treat it as unknown instead.
    const known = noticeIds.every((id) => UUID.test(id))
      ? await tx.select({ id: users.id }).from(users).where(inArray(users.id, noticeIds))
      : [];
    if (known.length !== new Set(noticeIds).size)
      throw badRequest('Business:RemindContactInvalid', 'contracts:contracts.hfs.contact-invalid.systemNotice', {
        member: 'contacts',
      });
  }
  const unique = [...new Map(contacts.map((c) => [`${c.messageType}|${c.contact}`, c])).values()];
  const tenantId = caller.target.id;
  await tx
    .delete(tenantRemindContacts)
    .where(and(eq(tenantRemindContacts.tenantId, tenantId), eq(tenantRemindContacts.line, line)));
  if (unique.length > 0) await tx.insert(tenantRemindContacts).values(unique.map((c) => ({ tenantId, line, ...c })));
};
