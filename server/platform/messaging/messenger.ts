import type { Tx } from '../db/database';
import { sentMessages } from '../db/schema/index';
import { AppError } from '../errors';

export type Channel = 'email' | 'sms';

export type OutgoingMessage = {
  channel: Channel;
  /** An e-mail address, or a phone number written "+<country code> <number>". */
  recipient: string;
  subject: string;
  body: string;
  /** The user the message is meant for (the one who asked for a code, the invitee), when there is one. */
  userId: string | null;
};

/**
 * Something that actually delivers a message: SMTP, an SMS provider. An SMS vendor's adapter is
 * one more object with these two members (see sms-http-transport.ts for the shape of one).
 */
export interface Transport {
  readonly name: string;
  /** Resolves once the provider has accepted the message; throws when it has not. */
  deliver(message: OutgoingMessage): Promise<void>;
  close?(): Promise<void> | void;
}

export type SendOptions = {
  /**
   * A notice, not a code (a contract reminder): when it cannot go out it is skipped and reported
   * to onDeliveryError rather than failing the request that triggered it (a recharge, a test's charge).
   */
  bestEffort?: boolean;
};

export interface Messenger {
  /**
   * Sends a message inside the caller's transaction: if the request fails, nothing is kept.
   * Resolves true when the message was delivered or logged, false when a best-effort one was not.
   */
  send(tx: Tx, message: OutgoingMessage, options?: SendOptions): Promise<boolean>;
  close(): Promise<void>;
}

export type MessengerOptions = {
  transports?: Partial<Record<Channel, Transport>>;
  /**
   * Also write every message to sent_messages, the demo's message log. Only in demo mode: the
   * log holds codes and links in clear (the page masks them for anyone but the recipient).
   */
  keepLog?: boolean;
  /** Told why a transport refused a message (the client hears only that it was not sent). */
  onDeliveryError?: (error: unknown, message: Pick<OutgoingMessage, 'channel'>) => void;
};

const UNAVAILABLE_KEY: Record<Channel, string> = {
  email: 'errors.email-unavailable',
  sms: 'errors.sms-unavailable',
};

/**
 * With no transport for a channel, a message is only kept in the log (demo mode) or refused with
 * 503 (anywhere else: a code nobody can receive must not be issued as if it were sent).
 */
export const createMessenger = ({
  transports = {},
  keepLog = true,
  onDeliveryError,
}: MessengerOptions = {}): Messenger => ({
  async send(tx, message, { bestEffort = false } = {}) {
    const transport = transports[message.channel];
    if (!transport && !keepLog) {
      const unavailable = new AppError(503, 'Business:MessagingUnavailable', UNAVAILABLE_KEY[message.channel]);
      if (!bestEffort) throw unavailable;
      onDeliveryError?.(unavailable, message);
      return false;
    }
    if (keepLog) await tx.insert(sentMessages).values({ ...message, transport: transport?.name ?? 'store' });
    if (!transport) return true;
    // Delivered last: a failed delivery rolls back the code or link with the rest of the request.
    try {
      await transport.deliver(message);
      return true;
    } catch (error) {
      onDeliveryError?.(error, message);
      if (bestEffort) return false;
      throw new AppError(502, 'Business:MessageNotDelivered', 'errors.message-not-delivered');
    }
  },
  async close() {
    await Promise.all(Object.values(transports).map((transport) => transport.close?.()));
  },
});
