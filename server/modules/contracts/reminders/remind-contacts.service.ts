import type { Tx } from '../../../platform/db/database';
import { UUID } from '../../../platform/patterns';
import { contactRows, knownUsers, replaceContacts } from './remind-contacts.repository';
import { fitsWhenSaved } from './reminder-contact-rules';
import { badRequest, forbidden } from '../../../platform/errors';
import { mayUseSystemNotice } from '../access/contract-access.service';
import type { MessageType } from '../hfs/hfs-contract.schemas';
import type { ContractCaller, ContractLine } from '../contract.types';

// Spec 002 §3 "Reminder contact", §6, §7: who a tenant's line reminds (e-mail, SMS or a system
// notice to a console user). Both lines keep their contacts apart in one table by `line`.

export type RemindContactItem = { id: string; messageType: MessageType; contact: string };

export const remindContactsOf = async (tx: Tx, line: ContractLine, tenantId: string): Promise<RemindContactItem[]> => {
  const rows = await contactRows(tx, line, tenantId);
  return rows.map((r) => ({ id: r.id, messageType: r.messageType, contact: r.contact }));
};

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
    if (!fitsWhenSaved(c))
      throw badRequest('Business:RemindContactInvalid', `contracts:contracts.hfs.contact-invalid.${c.messageType}`, {
        member: `contacts[${index}]`,
      });
  });
  const noticeIds = contacts.filter((c) => c.messageType === 'systemNotice').map((c) => c.contact);
  if (noticeIds.length > 0) {
    // A malformed id would make PostgreSQL refuse the uuid comparison: treat it as unknown instead.
    const known = noticeIds.every((id) => UUID.test(id)) ? await knownUsers(tx, noticeIds) : [];
    if (known.length !== new Set(noticeIds).size)
      throw badRequest('Business:RemindContactInvalid', 'contracts:contracts.hfs.contact-invalid.systemNotice', {
        member: 'contacts',
      });
  }
  const unique = [...new Map(contacts.map((c) => [`${c.messageType}|${c.contact}`, c])).values()];
  const tenantId = caller.target.id;
  await replaceContacts(tx, tenantId, line, unique);
};
