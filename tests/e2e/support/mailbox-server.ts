import { startMailbox } from '../../support/mailbox';
import { MAILBOX } from './mailbox-ports';

// The browser tests' mailbox, started by Playwright as one more web server (playwright.config.ts):
// the lanes' servers send their e-mail and SMS here, and the specs read them over HTTP
// (support/messages.ts), as the people they were sent to would.
const mailbox = await startMailbox({
  host: MAILBOX.host,
  smtpPort: MAILBOX.smtpPort,
  httpPort: MAILBOX.httpPort,
  smtpPassword: MAILBOX.smtpPassword,
  smsToken: (token) => token.startsWith('lane-'),
});
console.log(`Mailbox: SMTP ${MAILBOX.host}:${MAILBOX.smtpPort}, messages at ${mailbox.httpUrl}/messages`);

const stop = () => void mailbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
