import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { testEngines } from '../../platform/db/testing';
import { sentMessages, verificationCodes } from '../../platform/db/schema/index';
import { MASK } from '../../platform/messaging/message-privacy';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { startMailbox, type Mailbox } from '../../../tests/support/mailbox';

// The second factor must not be readable by the first (issue 14 item 3): the message log is a
// demo tool that masks other people's codes and links, off outside demo mode, and real
// transports (SMTP, an SMS provider over HTTP) deliver what the log used to keep.

type Method = 'GET' | 'POST' | 'PUT';

const callOn =
  (h: () => ServerHarness) => (method: Method, url: string, userName: string | null, body?: Record<string, unknown>) =>
    h().as(userName).request(method, url, body);

const expectSpecError = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({
    error: { code, message: expect.any(String), details: null, validationErrors: null },
  });
};

type Listed = { recipient: string; body: string; subject: string; masked: boolean; transport: string };

describe.each(testEngines())('the message log and the transports on %s', (engine) => {
  describe('in demo mode (the log is on)', () => {
    let h: ServerHarness;
    const call = callOn(() => h);
    beforeAll(async () => {
      h = await startServerHarness(engine, { DEMO_MODE: 'true' });
    });
    afterAll(() => h.close());

    const storedBody = async (recipient: string) => {
      const [row] = await h.db.privileged((tx) =>
        tx
          .select({ body: sentMessages.body })
          .from(sentMessages)
          .where(eq(sentMessages.recipient, recipient))
          .orderBy(desc(sentMessages.id))
          .limit(1),
      );
      if (!row) throw new Error(`nothing sent to ${recipient}`);
      return row.body;
    };
    const listAsAdmin = async (): Promise<Listed[]> => {
      const response = await call('GET', '/api/business/sentMessages?maxResultCount=50', 'admin');
      expect(response.statusCode).toBe(200);
      return (response.json() as { items: Listed[] }).items;
    };

    it("masks another person's code for the admin, and shows the admin's own codes in full", async () => {
      expect(
        (await call('POST', '/api/business/user/sendEmailCode', 'coach', { email: 'yue@example.com' })).statusCode,
      ).toBe(200);
      expect((await call('POST', '/api/rocket/tenantContract/sendMessage', 'admin')).statusCode).toBe(200);
      const coachCode = /\d{6}/.exec(await storedBody('yue@example.com'))![0];
      const adminCode = /\d{6}/.exec(await storedBody('+86 13800138001'))![0];

      const items = await listAsAdmin();
      const coachRow = items.find((m) => m.recipient === 'yue@example.com')!;
      expect(coachRow).toMatchObject({ masked: true, transport: 'store' });
      expect(coachRow.body).not.toContain(coachCode);
      expect(coachRow.body).toContain(MASK);
      const adminRow = items.find((m) => m.recipient === '+86 13800138001')!;
      expect(adminRow).toMatchObject({ masked: false });
      expect(adminRow.body).toContain(adminCode);
    });

    it("an invitation link read from the log cannot take over the invitee's account", async () => {
      const invited = await call('POST', '/api/business/user', 'centeradmin', {
        name: 'Nora Field',
        email: 'nora.field@example.com',
        gender: 'Female',
        roleNames: ['coach'],
      });
      expect(invited.statusCode).toBe(200);
      const row = (await listAsAdmin()).find((m) => m.recipient === 'nora.field@example.com')!;
      expect(row.masked).toBe(true);
      const shown = new URL(/https?:\/\/\S+/.exec(row.body)![0]);
      expect(shown.searchParams.get('token')).toBe(MASK);
      const takeover = await call('POST', '/api/business/user/activateAccount', null, {
        token: shown.searchParams.get('token')!,
        userName: 'attacker',
        password: 'Attacker#2026',
      });
      expect(takeover.statusCode).toBeGreaterThanOrEqual(400);
      expect(takeover.statusCode).toBeLessThan(500);

      // The link the invitee received (here read from the store itself) still works.
      const real = new URL(/https?:\/\/\S+/.exec(await storedBody('nora.field@example.com'))![0]);
      const registered = await call('POST', '/api/business/user/activateAccount', null, {
        token: real.searchParams.get('token')!,
        userName: 'nora',
        password: 'Welcome#2026',
      });
      expect(registered.statusCode).toBe(200);
    });

    it('is for the role named admin only', async () => {
      expect((await call('GET', '/api/business/sentMessages', 'editor')).statusCode).toBe(403);
      expect((await call('GET', '/api/business/sentMessages', 'coach')).statusCode).toBe(403);
    });
  });

  describe('outside demo mode, with no transport', () => {
    let h: ServerHarness;
    const call = callOn(() => h);
    beforeAll(async () => {
      h = await startServerHarness(engine, { DEMO_MODE: 'false' });
    });
    afterAll(() => h.close());

    it('has no log to read', async () => {
      expectSpecError(await call('GET', '/api/business/sentMessages', 'admin'), 404, 'Business:MessageLogOff');
    });

    it('skips a notice (a contract reminder) that cannot go out instead of failing its request', async () => {
      const notice = {
        channel: 'sms' as const,
        recipient: '+86 13900000000',
        subject: 'Low',
        body: 'Low',
        userId: null,
      };
      const ctx = { tenantId: null, userId: null };
      await expect(h.db.transaction(ctx, (tx) => h.app.messenger.send(tx, notice, { bestEffort: true }))).resolves.toBe(
        false,
      );
      await expect(h.db.transaction(ctx, (tx) => h.app.messenger.send(tx, notice))).rejects.toMatchObject({
        status: 503,
        code: 'Business:MessagingUnavailable',
      });
    });

    it('refuses to issue a code nobody can receive, and keeps nothing', async () => {
      const response = await call('POST', '/api/business/user/sendEmailCode', 'coach', { email: 'yue@example.com' });
      expectSpecError(response, 503, 'Business:MessagingUnavailable');
      expect(response.json().error.message).toMatch(/SMTP_URL/);
      const sms = await call('POST', '/api/rocket/tenantContract/sendMessage', 'admin');
      expectSpecError(sms, 503, 'Business:MessagingUnavailable');
      const [kept] = await h.db.privileged((tx) => tx.select({ n: count() }).from(sentMessages));
      expect(kept?.n).toBe(0);
      const [codes] = await h.db.privileged((tx) =>
        tx.select({ n: count() }).from(verificationCodes).where(eq(verificationCodes.purpose, 'change-email')),
      );
      expect(codes?.n).toBe(0);
    });
  });

  describe('with SMTP and the SMS provider (production-like: no log)', () => {
    let h: ServerHarness;
    let mailbox: Mailbox;
    const call = callOn(() => h);
    beforeAll(async () => {
      mailbox = await startMailbox({ smtpPassword: 'smtp-secret', smsToken: 'sms-secret' });
      h = await startServerHarness(engine, {
        DEMO_MODE: 'false',
        SMTP_URL: mailbox.smtpUrl('atrium'),
        SMTP_FROM: 'Atrium <no-reply@atrium.example>',
        SMS_HTTP_URL: mailbox.smsUrl,
        SMS_HTTP_TOKEN: 'sms-secret',
      });
    });
    afterAll(async () => {
      await h.close();
      await mailbox.close();
    });

    const received = (to: string) => mailbox.messages.filter((m) => m.to === to).at(-1);

    it('e-mails the code through the SMTP server, and the code works', async () => {
      const sent = await call('POST', '/api/business/user/sendEmailCode', 'coach', { email: 'yue.new@example.com' });
      expect(sent.statusCode).toBe(200);
      const mail = received('yue.new@example.com');
      expect(mail).toMatchObject({
        channel: 'email',
        from: 'no-reply@atrium.example',
        subject: 'Atrium: your verification code',
        sender: 'atrium',
      });
      expect(mail!.text).toMatch(/^Your verification code is \d{6}\. It is valid for 10 minutes\./);
      const code = /\d{6}/.exec(mail!.text)![0];
      const changed = await call('PUT', '/api/business/user/userEmail', 'coach', {
        email: 'yue.new@example.com',
        code,
      });
      expect(changed.statusCode).toBe(200);
      const [kept] = await h.db.privileged((tx) => tx.select({ n: count() }).from(sentMessages));
      expect(kept?.n).toBe(0);
    });

    it('texts the code to the SMS provider with its token, and the code works', async () => {
      const sent = await call('POST', '/api/business/user/sendCheckPhoneNumberCode', 'medical', {
        phone: '2125550100',
        countryCode: '1',
      });
      expect(sent.statusCode).toBe(200);
      const sms = received('+1 2125550100');
      expect(sms).toMatchObject({ channel: 'sms', sender: 'sms-secret' });
      const code = /\d{6}/.exec(sms!.text)![0];
      const changed = await call('POST', '/api/business/user/changePhoneNumber', 'medical', {
        phone: '2125550100',
        countryCode: '1',
        code,
      });
      expect(changed.statusCode).toBe(200);
    });

    it('a provider that refuses fails the request, and no code is issued', async () => {
      const before = mailbox.messages.length;
      mailbox.failSmsWith = 500;
      try {
        const refused = await call('POST', '/api/rocket/tenantContract/sendMessage', 'admin');
        expectSpecError(refused, 502, 'Business:MessageNotDelivered');
      } finally {
        mailbox.failSmsWith = null;
      }
      // Nothing was issued, so no 60 s wait: the next send goes out at once.
      const retried = await call('POST', '/api/rocket/tenantContract/sendMessage', 'admin');
      expect(retried.statusCode).toBe(200);
      expect(mailbox.messages.slice(before).map((m) => m.to)).toEqual(['+86 13800138001']);
      const adminId = await h.userId('admin');
      const [codes] = await h.db.privileged((tx) =>
        tx
          .select({ n: count() })
          .from(verificationCodes)
          .where(and(eq(verificationCodes.userId, adminId), eq(verificationCodes.purpose, 'contract-unlock-hfs'))),
      );
      expect(codes?.n).toBe(1);
    });
  });
});
