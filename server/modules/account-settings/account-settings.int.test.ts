import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { testEngines } from '../../platform/db/testing';
import { sentMessages, users, verificationCodes } from '../../platform/db/schema/index';
import { verifyPassword } from '../../platform/oidc/passwords';
import { DEMO_PASSWORD } from '../../seed/demo.seed';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const multipart = (fileName: string, data: Buffer, contentType = 'application/octet-stream') => {
  const boundary = '----atrium-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
};

describe.each(testEngines())('account settings REST on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-account-settings-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (
    method: Method,
    url: string,
    userName: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => h.as(userName).request(method, url, body as Record<string, unknown> | undefined, { headers });

  /** The newest message the store transport kept for a recipient, and the 6-digit code in it. */
  const lastCodeTo = async (recipient: string) => {
    const [row] = await h.db.privileged((tx) =>
      tx
        .select({ body: sentMessages.body, channel: sentMessages.channel, transport: sentMessages.transport })
        .from(sentMessages)
        .where(eq(sentMessages.recipient, recipient))
        .orderBy(desc(sentMessages.id))
        .limit(1),
    );
    const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
    if (!row || !code) throw new Error(`no code sent to ${recipient}`);
    return { ...row, code };
  };

  /** Moves a user's codes back in time, as if the clock had run on. */
  const ageCodes = async (userName: string, purpose: 'change-email' | 'change-phone', seconds: number) => {
    const userId = await h.userId(userName);
    await h.db.privileged((tx) =>
      tx
        .update(verificationCodes)
        .set({
          createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds})`,
          expiresAt: sql`${verificationCodes.expiresAt} - make_interval(secs => ${seconds})`,
        })
        .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose))),
    );
  };

  const userRow = async (userName: string) => {
    const [row] = await h.db.privileged((tx) => tx.select().from(users).where(eq(users.userName, userName)));
    if (!row) throw new Error(userName);
    return row;
  };

  describe('profile', () => {
    it('saves name, gender and birthday and Account/Info shows them', async () => {
      const saved = await call('PUT', '/api/business/user/profile', 'coach', {
        name: '  张悦悦 ',
        gender: 'Others',
        birthday: '1990-05-17',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ name: '张悦悦', gender: 'Others', birthday: '1990-05-17' });
      const info = (await call('GET', '/api/Account/Info', 'coach')).json();
      expect(info).toMatchObject({ name: '张悦悦', gender: 'Others', birthday: '1990-05-17' });
    });

    it('takes year 0001 as "no birthday"', async () => {
      const saved = await call('PUT', '/api/business/user/profile', 'coach', {
        name: '张悦',
        gender: 'Female',
        birthday: '0001-01-01T00:00:00',
      });
      expect(saved.json()).toEqual({ name: '张悦', gender: 'Female', birthday: '0001-01-01' });
      expect((await userRow('coach')).birthday).toBeNull();
    });

    it('refuses a birthday in the future, an empty name and an unknown gender', async () => {
      const future = await call('PUT', '/api/business/user/profile', 'coach', {
        name: '张悦',
        gender: 'Female',
        birthday: `${new Date().getUTCFullYear() + 1}-01-01`,
      });
      expect(future.statusCode).toBe(400);
      expect(future.json().error).toMatchObject({
        code: 'Business:BirthdayInFuture',
        message: 'The birthday cannot be in the future. Please check it carefully.',
      });
      const empty = await call('PUT', '/api/business/user/profile', 'coach', {
        name: '   ',
        gender: 'Female',
        birthday: '0001-01-01',
      });
      expect(empty.json().error.code).toBe('Business:NameRequired');
      const gender = await call('PUT', '/api/business/user/profile', 'coach', {
        name: 'x',
        gender: 'Robot',
        birthday: '0001-01-01',
      });
      expect(gender.statusCode).toBe(400);
    });

    it('refuses an enterprise admin with 403, in Chinese by default', async () => {
      const response = await call(
        'PUT',
        '/api/business/user/profile',
        'enterprise',
        { name: 'x', gender: 'Male', birthday: '0001-01-01' },
        { 'accept-language': 'zh-CN' },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'Business:AccountInfoReadOnly',
        message: '企业管理员不能修改账号信息。',
      });
      expect((await userRow('enterprise')).name).toBe('黄志强');
    });
  });

  describe('password', () => {
    it('refuses a wrong current password and weak new ones, each with its own message', async () => {
      const wrong = await call('POST', '/api/Account/ChangePassword', 'trainer', {
        currentPassword: 'nope',
        newPassword: 'Better#2027',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe('The current password is wrong.');
      const cases: [string, string][] = [
        ['Ab1', 'The new password must have at least 8 characters.'],
        ['abcdefghij', 'The new password must contain at least one letter and one digit.'],
        ['1234567890', 'The new password must contain at least one letter and one digit.'],
        [DEMO_PASSWORD, 'The new password must differ from the current one.'],
      ];
      for (const [newPassword, message] of cases) {
        const response = await call('POST', '/api/Account/ChangePassword', 'trainer', {
          currentPassword: DEMO_PASSWORD,
          newPassword,
        });
        expect(response.statusCode, newPassword).toBe(400);
        expect(response.json().error.message).toBe(message);
      }
    });

    it('stores the new password as an argon2id hash', async () => {
      const response = await call('POST', '/api/Account/ChangePassword', 'trainer', {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Better#2027',
      });
      expect(response.statusCode).toBe(204);
      const { passwordHash } = await userRow('trainer');
      expect(passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(passwordHash, 'Better#2027')).toBe(true);
      expect(await verifyPassword(passwordHash, DEMO_PASSWORD)).toBe(false);
    });
  });

  describe('e-mail change with a code', () => {
    it('sends a 6-digit code, stores only its hash, and refuses a resend within 60 s', async () => {
      const sent = await call('POST', '/api/business/user/sendEmailCode', 'coach', { email: 'Yue.Zhang@Example.com' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ secondsUntilResend: 60 });
      const message = await lastCodeTo('yue.zhang@example.com');
      expect(message).toMatchObject({ channel: 'email', transport: 'store' });
      const [stored] = await h.db.privileged((tx) =>
        tx.select().from(verificationCodes).orderBy(desc(verificationCodes.id)).limit(1),
      );
      expect(stored?.codeHash).not.toContain(message.code);
      expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(10 * 60_000);

      const again = await call('POST', '/api/business/user/sendEmailCode', 'coach', { email: 'other@example.com' });
      expect(again.statusCode).toBe(429);
      expect(again.json().error.code).toBe('Business:VerificationCodeTooFrequent');
      const seconds = Number(again.json().error.details);
      expect(seconds).toBeGreaterThan(50);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(again.json().error.message).toBe(
        `A code was sent a moment ago. You can ask for a new one in ${seconds} seconds.`,
      );
    });

    it('counts wrong codes, burns the code after 5, and takes a new code after 60 s', async () => {
      const { code } = await lastCodeTo('yue.zhang@example.com');
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let left = 4; left >= 1; left--) {
        const response = await call('PUT', '/api/business/user/userEmail', 'coach', {
          email: 'yue.zhang@example.com',
          code: wrongCode,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe(`The code is wrong. ${left} attempts left.`);
      }
      const fifth = await call('PUT', '/api/business/user/userEmail', 'coach', {
        email: 'yue.zhang@example.com',
        code: wrongCode,
      });
      expect(fifth.json().error.code).toBe('Business:VerificationCodeBurned');
      // Burnt: even the right code no longer works.
      const right = await call('PUT', '/api/business/user/userEmail', 'coach', {
        email: 'yue.zhang@example.com',
        code,
      });
      expect(right.statusCode).toBe(400);
      expect(right.json().error.code).toBe('Business:VerificationCodeBurned');
      expect((await userRow('coach')).email).toBe('coach@atrium.example');

      await ageCodes('coach', 'change-email', 61);
      const resent = await call('POST', '/api/business/user/sendEmailCode', 'coach', {
        email: 'yue.zhang@example.com',
      });
      expect(resent.statusCode).toBe(200);
      const fresh = await lastCodeTo('yue.zhang@example.com');
      // A code confirms only the address it was sent to.
      const elsewhere = await call('PUT', '/api/business/user/userEmail', 'coach', {
        email: 'someone.else@example.com',
        code: fresh.code,
      });
      expect(elsewhere.json().error.code).toBe('Business:VerificationCodeExpired');
      const changed = await call('PUT', '/api/business/user/userEmail', 'coach', {
        email: 'Yue.Zhang@example.com',
        code: fresh.code,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ email: 'yue.zhang@example.com' });
      expect((await call('GET', '/api/Account/Info', 'coach')).json().email).toBe('yue.zhang@example.com');
      // Used once: the same code cannot be replayed.
      const replay = await call('PUT', '/api/business/user/userEmail', 'coach', {
        email: 'yue.zhang@example.com',
        code: fresh.code,
      });
      expect(replay.json().error.code).toBe('Business:VerificationCodeExpired');
    });

    it('refuses an expired code, an address of another account and a malformed one', async () => {
      const sent = await call('POST', '/api/business/user/sendEmailCode', 'centeradmin', {
        email: 'lin.jing@example.com',
      });
      expect(sent.statusCode).toBe(200);
      const { code } = await lastCodeTo('lin.jing@example.com');
      await ageCodes('centeradmin', 'change-email', 10 * 60 + 1);
      const late = await call('PUT', '/api/business/user/userEmail', 'centeradmin', {
        email: 'lin.jing@example.com',
        code,
      });
      expect(late.json().error.code).toBe('Business:VerificationCodeExpired');

      const taken = await call('POST', '/api/business/user/sendEmailCode', 'centeradmin', {
        email: 'ADMIN@atrium.example',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toBe('This e-mail address is used by another account.');
      const malformed = await call('POST', '/api/business/user/sendEmailCode', 'centeradmin', {
        email: 'not-an-email',
      });
      expect(malformed.json().error.code).toBe('Business:EmailInvalid');
    });

    it('refuses an enterprise admin', async () => {
      const response = await call('POST', '/api/business/user/sendEmailCode', 'enterprise', { email: 'x@example.com' });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('phone change with a code', () => {
    it('accepts only the spec’s country prefixes', async () => {
      const response = await call('POST', '/api/business/user/sendCheckPhoneNumberCode', 'medical', {
        phone: '5551234567',
        countryCode: '44',
      });
      expect(response.statusCode).toBe(400);
      const badChina = await call('POST', '/api/business/user/sendCheckPhoneNumberCode', 'medical', {
        phone: '12345',
        countryCode: '86',
      });
      expect(badChina.json().error.code).toBe('Business:PhoneInvalid');
    });

    it('sends an SMS code and changes the number with it', async () => {
      const sent = await call('POST', '/api/business/user/sendCheckPhoneNumberCode', 'medical', {
        phone: '212 555 0100',
        countryCode: '1',
      });
      expect(sent.statusCode).toBe(200);
      const message = await lastCodeTo('+1 2125550100');
      expect(message.channel).toBe('sms');
      const soon = await call('POST', '/api/business/user/sendCheckPhoneNumberCode', 'medical', {
        phone: '2125550100',
        countryCode: '1',
      });
      expect(soon.statusCode).toBe(429);
      const changed = await call('POST', '/api/business/user/changePhoneNumber', 'medical', {
        phone: '2125550100',
        countryCode: '1',
        code: message.code,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ countryCode: '1', phoneNumber: '2125550100' });
    });

    it('refuses a number another account uses', async () => {
      const response = await call('POST', '/api/business/user/sendCheckPhoneNumberCode', 'editor', {
        phone: '13800138001',
        countryCode: '86',
      });
      expect(response.statusCode).toBe(409);
    });
  });

  describe('CV files', () => {
    const upload = async (userName: string, fileName: string, data: Buffer) => {
      const { payload, contentType } = multipart(fileName, data);
      return h
        .as(userName)
        .post('/api/business/user/uploadResume', payload, { headers: { 'content-type': contentType } });
    };

    it('uploads a PDF under DATA_DIR/files, lists it and serves it inline to its owner only', async () => {
      const response = await upload('coach', '张悦 简历.pdf', PDF);
      expect(response.statusCode).toBe(200);
      const resume = response.json();
      expect(resume).toMatchObject({ fileName: '张悦 简历.pdf', contentType: 'application/pdf', size: PDF.length });
      expect(resume.url).toBe(`/api/business/user/resume/${resume.id}`);
      expect(readdirSync(join(dataDir, 'files', 'resumes'))).toHaveLength(1);

      const list = (await call('GET', '/api/business/user/resumes', 'coach')).json();
      expect(list).toEqual([resume]);

      const file = await call('GET', resume.url, 'coach');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(
        `inline; filename="__ __.pdf"; filename*=UTF-8''${encodeURIComponent('张悦 简历.pdf')}`,
      );
      expect(file.rawPayload.equals(PDF)).toBe(true);

      const stranger = await call('GET', resume.url, 'centeradmin');
      expect(stranger.statusCode).toBe(404);
    });

    it('refuses other kinds of file, a disguised one, a too large one and an enterprise admin', async () => {
      const exe = await upload('coach', 'setup.exe', Buffer.from('MZ\x90\x00'));
      expect(exe.statusCode).toBe(415);
      expect(exe.json().error.message).toBe(
        'Only PDF, Word (DOC, DOCX) and image (PNG, JPG, GIF, WEBP) files can be uploaded.',
      );
      const disguised = await upload('coach', 'cv.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
      expect(disguised.statusCode).toBe(415);
      const big = await upload('coach', 'big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
      expect(big.statusCode).toBe(413);
      expect(big.json().error.message).toBe('The file is larger than 10 MB.');
      const enterprise = await upload('enterprise', 'cv.pdf', PDF);
      expect(enterprise.statusCode).toBe(403);
      const noFile = await call('POST', '/api/business/user/uploadResume', 'coach', { file: 'x' });
      expect(noFile.statusCode).toBe(400);
    });

    it('deletes a CV, its row and its bytes', async () => {
      const [resume] = (await call('GET', '/api/business/user/resumes', 'coach')).json();
      const deleted = await call('DELETE', resume.url, 'coach');
      expect(deleted.statusCode).toBe(204);
      expect((await call('GET', resume.url, 'coach')).statusCode).toBe(404);
      expect(readdirSync(join(dataDir, 'files', 'resumes', await h.userId('coach')))).toHaveLength(0);
      expect((await call('DELETE', resume.url, 'coach')).statusCode).toBe(404);
    });
  });

  describe('centre membership freeze (spec 000 §4, §6)', () => {
    const sunrise = () => h.tenant('sunrise');

    it('refuses users without an admin role', async () => {
      const response = await call('POST', '/api/business/user/freezeUser', 'centeradmin', {
        operate: 'Freeze',
        userId: await h.userId('coach'),
        tenantId: await sunrise(),
      });
      expect(response.statusCode).toBe(403);
    });

    it('lets an admin role freeze a membership, which locks the user out, and re-enable it', async () => {
      const body = { userId: await h.userId('trainer'), tenantId: await sunrise() };
      const frozen = await call('POST', '/api/business/user/freezeUser', 'editor', { operate: 'Freeze', ...body });
      expect(frozen.statusCode).toBe(200);
      expect(frozen.json()).toEqual({ ...body, state: 'Frozen' });
      const locked = await call('GET', '/api/Account/Info', 'trainer', undefined, { __tenant: body.tenantId });
      expect(locked.statusCode).toBe(403);
      expect(locked.json().error.code).toBe('Business:UserInTenantRoleFrozen');

      const again = await call('POST', '/api/business/user/freezeUser', 'admin', { operate: 'Unfreeze', ...body });
      expect(again.json().state).toBe('Effective');
      const open = await call('GET', '/api/Account/Info', 'trainer', undefined, { __tenant: body.tenantId });
      expect(open.statusCode).toBe(200);
    });

    it('answers 404 for a user with no membership there', async () => {
      const response = await call('POST', '/api/business/user/freezeUser', 'admin', {
        operate: 'Freeze',
        userId: await h.userId('noroles'),
        tenantId: await sunrise(),
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('sent messages', () => {
    it('are listed for the role named admin, newest first, and for nobody else', async () => {
      const list = await call('GET', '/api/business/sentMessages?maxResultCount=2', 'admin');
      expect(list.statusCode).toBe(200);
      expect(list.json().totalCount).toBeGreaterThanOrEqual(4);
      expect(list.json().items).toHaveLength(2);
      expect((await call('GET', '/api/business/sentMessages', 'editor')).statusCode).toBe(403);
      expect((await call('GET', '/api/business/sentMessages', 'coach')).statusCode).toBe(403);
    });
  });
});
