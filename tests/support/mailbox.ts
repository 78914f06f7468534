import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real receiving end for the server's transports, for tests: an SMTP server (smtp-server, the
// messages parsed by mailparser) and an HTTP endpoint shaped like the SMS provider the server
// posts to. What arrives is kept in memory and can be read over HTTP (GET /messages), which is
// how browser tests, in other processes, read codes and links.

export type ReceivedMessage = {
  channel: 'email' | 'sms';
  to: string;
  from: string;
  subject: string;
  text: string;
  /** Who sent it: the SMTP user name, or the SMS request's bearer token ('' when none). */
  sender: string;
  receivedAt: number;
};

export type MailboxOptions = {
  host?: string;
  smtpPort?: number;
  httpPort?: number;
  /** SMTP AUTH that is accepted (any user name, this password); without it no AUTH is offered. */
  smtpPassword?: string;
  /** The bearer token the SMS endpoint requires; without it any request is taken. */
  smsToken?: string | ((token: string) => boolean);
};

export type Mailbox = {
  smtpUrl(user?: string): string;
  smsUrl: string;
  httpUrl: string;
  messages: ReceivedMessage[];
  /** The next SMS requests are answered with this status instead of 200 (null: accept again). */
  failSmsWith: number | null;
  close(): Promise<void>;
};

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const listen = (
  server: { listen(port: number, host: string, done: () => void): unknown },
  port: number,
  host: string,
) => new Promise<void>((resolve) => server.listen(port, host, resolve));

export const startMailbox = async ({
  host = '127.0.0.1',
  smtpPort = 0,
  httpPort = 0,
  smtpPassword,
  smsToken,
}: MailboxOptions = {}): Promise<Mailbox> => {
  const messages: ReceivedMessage[] = [];
  const smtp = new SMTPServer({
    logger: false,
    disabledCommands: smtpPassword ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !smtpPassword,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.password === smtpPassword) callback(null, { user: auth.username ?? '' });
      else callback(new Error('Invalid user name or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address ?? ''));
        for (const address of to)
          messages.push({
            channel: 'email',
            to: address,
            from: mail.from?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            sender: typeof session.user === 'string' ? session.user : '',
            receivedAt: Date.now(),
          });
        callback();
      }, callback);
    },
  });

  let failSmsWith: number | null = null;

  const tokenAccepted = (token: string) =>
    smsToken === undefined || (typeof smsToken === 'function' ? smsToken(token) : token === smsToken);

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mailbox');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/healthz') return answer(200, { status: 'ok' });
    if (request.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to');
      const sender = url.searchParams.get('sender');
      const found = messages.filter((m) => (to === null || m.to === to) && (sender === null || m.sender === sender));
      return answer(200, [...found].reverse());
    }
    if (request.method === 'POST' && url.pathname === '/sms') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!tokenAccepted(token)) return answer(401, { error: 'unauthorized' });
      void readBody(request).then((raw) => {
        if (failSmsWith !== null) return answer(failSmsWith, { error: 'failing on purpose' });
        const body = JSON.parse(raw) as { to?: unknown; text?: unknown };
        if (typeof body.to !== 'string' || typeof body.text !== 'string') return answer(400, { error: 'to and text' });
        messages.push({
          channel: 'sms',
          to: body.to,
          from: '',
          subject: '',
          text: body.text,
          sender: token,
          receivedAt: Date.now(),
        });
        return answer(200, { accepted: true });
      });
      return;
    }
    return answer(404, { error: 'not found' });
  });

  await Promise.all([listen(smtp.server, smtpPort, host), listen(http, httpPort, host)]);
  const smtpAt = (smtp.server.address() as AddressInfo).port;
  const httpUrl = `http://${host}:${(http.address() as AddressInfo).port}`;
  return {
    smtpUrl: (user = 'atrium') =>
      smtpPassword
        ? `smtp://${encodeURIComponent(user)}:${encodeURIComponent(smtpPassword)}@${host}:${smtpAt}`
        : `smtp://${host}:${smtpAt}`,
    smsUrl: `${httpUrl}/sms`,
    httpUrl,
    messages,
    get failSmsWith() {
      return failSmsWith;
    },
    set failSmsWith(status) {
      failSmsWith = status;
    },
    close: async () => {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]);
    },
  };
};
