import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../platform/db/database';
import { memberships, tenantClosure, users } from '../../platform/db/schema/index';
import { badRequest } from '../../platform/errors';
import { languageOfCulture, translatorFor, type Language } from '../../platform/i18n';
import { createMessenger } from '../../platform/messaging/messenger';
import { setTenant } from '../../platform/tenancy';
import { notifyUsers } from '../notifications/notifications.service';

// How a contract reminder reaches its contacts (spec 002 §3 Reminder contact): e-mail and SMS
// through the messenger (sent_messages, in the caller's transaction), a system notice as a
// notification to a console user of the tenant or of a tenant above it.

export type RemindContact = { messageType: 'email' | 'sms' | 'systemNotice'; contact: string };

/** A catalogue key under contracts:reminders.* with its parameters: subject and body are rendered per language. */
export type ReminderText = { key: string; params: Record<string, string | number> };

// No transport configured anywhere in this installation: messages land in sent_messages.
const messenger = createMessenger();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d ]{5,24}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const render = (language: Language, text: ReminderText) => {
  const t = translatorFor(language);
  return { subject: t(`${text.key}.subject`, text.params), body: t(`${text.key}.body`, text.params) };
};

// An address is not a user: the message carries both languages, Chinese (the product's) first.
const bilingual = (text: ReminderText) => {
  const zh = render('zh-CN', text);
  const en = render('en-US', text);
  return { subject: `${zh.subject} / ${en.subject}`, body: `${zh.body}\n\n${en.body}` };
};

const currentTenant = async (tx: Tx): Promise<string> => {
  const [row] = rowsOf<{ id: string | null }>(
    await tx.execute(sql`select current_setting('app.tenant_id', true) as id`),
  );
  return row?.id ?? '';
};

/**
 * The tenant in which a user is reached: the tenant itself or the nearest one above it where the
 * user has an effective membership. Memberships are read tenant by tenant, each as that tenant,
 * the way a system notice is written; the caller's tenant is put back afterwards.
 */
const homesOf = async (tx: Tx, tenantId: string, userIds: readonly string[]) => {
  const homes = new Map<string, string>();
  const wanted = [...new Set(userIds)].filter((id) => UUID.test(id));
  if (wanted.length === 0) return homes;
  const chain = await tx
    .select({ id: tenantClosure.ancestorId })
    .from(tenantClosure)
    .where(eq(tenantClosure.descendantId, tenantId))
    .orderBy(asc(tenantClosure.depth));
  const before = await currentTenant(tx);
  try {
    for (const { id } of chain) {
      const left = wanted.filter((u) => !homes.has(u));
      if (left.length === 0) break;
      await setTenant(tx, id);
      const found = await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(
          and(
            eq(memberships.tenantId, id),
            inArray(memberships.userId, left),
            eq(memberships.state, 'Effective'),
            isNotNull(memberships.activatedAt),
          ),
        );
      for (const row of found) homes.set(row.userId, id);
    }
  } finally {
    await setTenant(tx, before);
  }
  return homes;
};

/**
 * Refuses (400) contacts a recharge request may not name: a malformed address or number, or a
 * system-notice contact who is not a user of the tenant or of a tenant above it.
 */
export const assertRemindContacts = async (tx: Tx, tenantId: string, contacts: readonly RemindContact[]) => {
  contacts.forEach((c, index) => {
    const fits =
      c.messageType === 'email'
        ? EMAIL.test(c.contact)
        : c.messageType === 'sms'
          ? PHONE.test(c.contact)
          : UUID.test(c.contact);
    if (!fits)
      throw badRequest('Business:RemindContactInvalid', `contracts:contracts.hfs.contact-invalid.${c.messageType}`, {
        member: `remindContacts[${index}]`,
      });
  });
  const noticeIds = contacts.filter((c) => c.messageType === 'systemNotice').map((c) => c.contact);
  const homes = await homesOf(tx, tenantId, noticeIds);
  const stranger = contacts.findIndex((c) => c.messageType === 'systemNotice' && !homes.has(c.contact));
  if (stranger >= 0)
    throw badRequest('Business:RemindContactInvalid', 'contracts:contracts.hfs.contact-invalid.systemNotice', {
      member: `remindContacts[${stranger}]`,
    });
};

/** Sends the text to every contact once; returns how many went out on each channel. */
export const deliverReminder = async (
  tx: Tx,
  tenantId: string,
  contacts: readonly RemindContact[],
  text: ReminderText,
): Promise<Record<string, number>> => {
  const channels: Record<string, number> = {};
  const count = (channel: string) => (channels[channel] = (channels[channel] ?? 0) + 1);
  const unique = [...new Map(contacts.map((c) => [`${c.messageType}|${c.contact.trim()}`, c])).values()];
  const message = bilingual(text);
  for (const c of unique) {
    if (c.messageType === 'systemNotice') continue;
    await messenger.send(tx, { channel: c.messageType, recipient: c.contact.trim(), ...message, userId: null });
    count(c.messageType);
  }
  const noticeIds = unique.filter((c) => c.messageType === 'systemNotice').map((c) => c.contact);
  const homes = await homesOf(tx, tenantId, noticeIds);
  if (homes.size === 0) return channels;
  // The title follows the reader's language (from the kind); the detail line is written in the
  // language the recipient chose for the console.
  const cultures = await tx
    .select({ id: users.id, culture: users.culture })
    .from(users)
    .where(inArray(users.id, [...homes.keys()]));
  const before = await currentTenant(tx);
  try {
    for (const { id, culture } of cultures) {
      await setTenant(tx, homes.get(id)!);
      await notifyUsers(tx, homes.get(id)!, [id], 'ContractReminder', {
        Desc: render(languageOfCulture(culture), text).body,
      });
      count('systemNotice');
    }
  } finally {
    await setTenant(tx, before);
  }
  return channels;
};
