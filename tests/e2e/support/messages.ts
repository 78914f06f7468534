import { expect, test } from '@playwright/test';
import { mailboxHttpUrl } from './mailbox-ports';

// Reading what the server sent, from the mailbox its transports deliver to (support/mailbox-
// server.ts): the real way a code or a link reaches a person, with no one else's view involved.

export type Delivered = { channel: 'email' | 'sms'; to: string; subject: string; text: string; receivedAt: number };

/**
 * The newest message this lane's server sent to `to` (an e-mail address, or a phone as
 * "+86 13800138001"), waiting for it; `since` (ms) skips older ones.
 */
export const lastMessageTo = async (to: string, { since = 0 }: { since?: number } = {}): Promise<Delivered> => {
  const lane = test.info().project.name;
  const url = `${mailboxHttpUrl}/messages?to=${encodeURIComponent(to)}&sender=${encodeURIComponent(lane)}`;
  let found: Delivered | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(url)).json()) as Delivered[];
        found = messages.find((m) => m.receivedAt >= since);
        return found !== undefined;
      },
      { message: `a message to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
};

/** The six-digit code in the newest message to `to`. */
export const codeSentTo = async (to: string, options: { since?: number } = {}): Promise<string> => {
  const { text } = await lastMessageTo(to, options);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, text).toMatch(/^\d{6}$/);
  return code!;
};

/** The link to `path` (e.g. /account/activate) in the newest message to `to`. */
export const linkSentTo = async (to: string, path: string, options: { since?: number } = {}): Promise<string> => {
  const { text } = await lastMessageTo(to, options);
  const link = new RegExp(`https?://\\S+?${path.replace(/\//g, '\\/')}\\?\\S+`).exec(text)?.[0];
  expect(link, text).toBeDefined();
  return link!;
};
