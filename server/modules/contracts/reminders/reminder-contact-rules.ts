import { EMAIL, REMINDER_SMS_NUMBER, UUID } from '../../../platform/patterns';
import type { RemindContact } from './contract-reminder-delivery.service';

// One rule per kind of reminder contact (spec 002 §3 "Reminder contact"), for the contacts a
// tenant saves and for those a reminder is delivered to (docs/decisions.md "Reminder contacts:
// one phone rule").

/** Does an e-mail or SMS contact, as a tenant saves it (trimmed), have its kind's shape? */
export const fitsWhenSaved = ({ messageType, contact }: RemindContact): boolean =>
  messageType === 'email' ? EMAIL.test(contact) : messageType === 'sms' ? REMINDER_SMS_NUMBER.test(contact) : true;

/**
 * Does a contact a reminder is to reach have its kind's shape (a system notice's is a user id)?
 * Every contact saving accepts does; a number is read without the spaces that contacts saved
 * before the one rule may hold inside it, so none of those is refused now.
 */
export const fitsForDelivery = ({ messageType, contact }: RemindContact): boolean =>
  messageType === 'systemNotice'
    ? UUID.test(contact)
    : fitsWhenSaved({ messageType, contact: messageType === 'sms' ? contact.replace(/\s/g, '') : contact });
