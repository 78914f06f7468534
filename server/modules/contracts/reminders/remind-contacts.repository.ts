import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database';
import { tenantRemindContacts, users } from '../../../platform/db/schema/index';
import type { ContractLine } from '../contract.types';
import type { RemindContact } from './contract-reminder-delivery.service';

// tenant_remind_contacts: who a tenant's line reminds, both lines in one table by `line`.

export const contactRows = (tx: Tx, line: ContractLine, tenantId: string) =>
  tx
    .select()
    .from(tenantRemindContacts)
    .where(and(eq(tenantRemindContacts.tenantId, tenantId), eq(tenantRemindContacts.line, line)))
    .orderBy(tenantRemindContacts.createdAt, tenantRemindContacts.contact);

/** The contacts as the reminders need them: the kind and the address. */
export const savedContacts = async (tx: Tx, tenantId: string, line: ContractLine): Promise<RemindContact[]> =>
  tx
    .select({ messageType: tenantRemindContacts.messageType, contact: tenantRemindContacts.contact })
    .from(tenantRemindContacts)
    .where(and(eq(tenantRemindContacts.tenantId, tenantId), eq(tenantRemindContacts.line, line)));

/** Which of the ids are console users (ids must already look like UUIDs). */
export const knownUsers = (tx: Tx, ids: string[]) =>
  tx.select({ id: users.id }).from(users).where(inArray(users.id, ids));

export const replaceContacts = async (
  tx: Tx,
  tenantId: string,
  line: ContractLine,
  contacts: readonly RemindContact[],
): Promise<void> => {
  await tx
    .delete(tenantRemindContacts)
    .where(and(eq(tenantRemindContacts.tenantId, tenantId), eq(tenantRemindContacts.line, line)));
  if (contacts.length > 0)
    await tx.insert(tenantRemindContacts).values(contacts.map((c) => ({ tenantId, line, ...c })));
};
