import type { Tx } from '../db/database';
import { sentMessages } from '../db/schema/index';

export type OutgoingMessage = {
  channel: 'email' | 'sms';
  /** An e-mail address, or a phone number written "+<country code> <number>". */
  recipient: string;
  subject: string;
  body: string;
  /** The user the message is about (the one who asked for a code), when there is one. */
  userId: string | null;
};

/** Something that actually delivers a message (SMTP, an SMS gateway). */
export interface Transport {
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<void>;
}

export interface Messenger {
  /** Sends a message inside the caller's transaction: if the request fails, nothing is recorded. */
  send(tx: Tx, message: OutgoingMessage): Promise<void>;
}

/**
 * Every message is written to sent_messages (what was sent, to whom, by which transport). With no
 * transport for its channel the row is all there is: platform administrators read codes there
 * (GET /api/business/sentMessages), which is what a demo or test installation needs.
 */
export const createMessenger = (
  transports: Partial<Record<OutgoingMessage['channel'], Transport>> = {},
): Messenger => ({
  async send(tx, message) {
    const transport = transports[message.channel];
    await tx.insert(sentMessages).values({ ...message, transport: transport?.name ?? 'store' });
    // Delivered last: a failed delivery rolls the row back with the rest of the request.
    if (transport) await transport.deliver(message);
  },
});
