// Where the browser tests' mailbox listens: beside the lanes' servers (E2E_PORT, E2E_PORT + 1),
// so that parallel runs with other E2E_PORTs do not share one.
const firstPort = Number(process.env['E2E_PORT'] ?? 8181);

export const MAILBOX = {
  host: '127.0.0.1',
  smtpPort: firstPort + 20,
  httpPort: firstPort + 21,
  /** Every lane's server signs in to the SMTP server as its lane, with this password. */
  smtpPassword: 'e2e-mailbox',
} as const;

export const mailboxHttpUrl = `http://${MAILBOX.host}:${MAILBOX.httpPort}`;

/** The transports of a lane's server: its lane is its SMTP user name and its SMS bearer token. */
export const laneMessagingEnv = (lane: string): Record<string, string> => ({
  SMTP_URL: `smtp://${lane}:${MAILBOX.smtpPassword}@${MAILBOX.host}:${MAILBOX.smtpPort}`,
  SMTP_FROM: 'Atrium <no-reply@atrium.example>',
  SMS_HTTP_URL: `${mailboxHttpUrl}/sms`,
  SMS_HTTP_TOKEN: lane,
});
