import type { Tx } from '../../../platform/db/database';
import { badRequest } from '../../../platform/errors';
import { languageOfCulture, translatorFor, type Language } from '../../../platform/i18n';
import type { Messenger } from '../../../platform/messaging/messenger';
import { UUID } from '../../../platform/patterns';
import { withEachTenantScope } from '../../../platform/tenancy';
import { fitsForDelivery } from './reminder-contact-rules';
import { effectiveMembers, tenantChain, userCultures } from './reminder-recipients.repository';
import { notifyUsers } from '../../notifications/notifications.service';

// How a contract reminder reaches its contacts (spec 002 §3 Reminder contact): e-mail and SMS
// through the messenger (its transports, in the caller's transaction), a system notice as a
// notification to a console user of the tenant or of a tenant above it.

export type RemindContact = { messageType: 'email' | 'sms' | 'systemNotice'; contact: string };

/** A catalogue key under contracts:reminders.* with its parameters: subject and body are rendered per language. */
export type ReminderText = { key: string; params: Record<string, string | number> };

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

/**
 * The tenant in which a user is reached: the tenant itself or the nearest one above it where the
 * user has an effective membership. Memberships are read tenant by tenant, each as that tenant,
 * the way a system notice is written.
 */
const homesOf = async (tx: Tx, tenantId: string, userIds: readonly string[]) => {
  const homes = new Map<string, string>();
  const wanted = [...new Set(userIds)].filter((id) => UUID.test(id));
  if (wanted.length === 0) return homes;
  const chain = await tenantChain(tx, tenantId);
  await withEachTenantScope(
    tx,
    chain.map((c) => c.id),
    async (id) => {
      const left = wanted.filter((u) => !homes.has(u));
      if (left.length === 0) return;
      for (const row of await effectiveMembers(tx, id, left)) homes.set(row.userId, id);
    },
  );
  return homes;
};

/**
 * Refuses (400) contacts a recharge request may not name: a malformed address or number, or a
 * system-notice contact who is not a user of the tenant or of a tenant above it.
 */
export const assertRemindContacts = async (tx: Tx, tenantId: string, contacts: readonly RemindContact[]) => {
  contacts.forEach((c, index) => {
    if (!fitsForDelivery(c))
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
  messenger: Messenger,
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
    // A reminder that cannot go out must not undo the movement that triggered it.
    const sent = await messenger.send(
      tx,
      { channel: c.messageType, recipient: c.contact.trim(), ...message, userId: null },
      { bestEffort: true },
    );
    if (sent) count(c.messageType);
  }
  const noticeIds = unique.filter((c) => c.messageType === 'systemNotice').map((c) => c.contact);
  const homes = await homesOf(tx, tenantId, noticeIds);
  if (homes.size === 0) return channels;
  // The title follows the reader's language (from the kind); the detail line is written in the
  // language the recipient chose for the console.
  const cultures = await userCultures(tx, [...homes.keys()]);
  const byHome = new Map<string, typeof cultures>();
  for (const user of cultures) {
    const home = homes.get(user.id)!;
    byHome.set(home, [...(byHome.get(home) ?? []), user]);
  }
  // A notice is written as the tenant it belongs to.
  await withEachTenantScope(tx, [...byHome.keys()], async (home) => {
    for (const { id, culture } of byHome.get(home)!) {
      await notifyUsers(tx, home, [id], 'ContractReminder', { Desc: render(languageOfCulture(culture), text).body });
      count('systemNotice');
    }
  });
  return channels;
};
