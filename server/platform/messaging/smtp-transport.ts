import { createTransport } from 'nodemailer';
import type { Transport } from './messenger';

export type SmtpOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465 (TLS from the start). */
  url: string;
  /** The From header: "Atrium <no-reply@example.com>". */
  from: string;
};

// A request waits for the hand-over (the code is only issued once it is sent): a dead server
// must fail the request in seconds, not hold its transaction for nodemailer's default minutes.
const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** E-mail through an SMTP server (nodemailer), one connection per message. */
export const createSmtpTransport = ({ url, from }: SmtpOptions): Transport => {
  const transporter = createTransport({ url, ...TIMEOUTS_MS });
  return {
    name: 'smtp',
    async deliver(message) {
      await transporter.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
    close: () => transporter.close(),
  };
};
