import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sentMessages, tenants } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { restHarness } from '../../../tests/integration/support/rest-harness';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { contractCaller } from './contract-access';
import { assertUnlocked, loadUnlockKey, signUnlockToken, unlockTokenValid } from './contract-unlock';

const HFS = '/api/rocket/tenantContract';
const VRAT = '/api/vrclassroom/tenantContract';

// A stand-in for a contract route (the real ones are another module's): it answers only when
// assertUnlocked lets the caller through.
const registerGuardedRoute = async (app: FastifyInstance) => {
  app.get<{ Params: { line: 'hfs' | 'vrat'; tenantId: string } }>(
    '/api/test-only/guarded/:line/:tenantId',
    async (request) =>
      request.inTenantTx(async (tx, ctx) => {
        const caller = await contractCaller(tx, ctx, request.params.tenantId, 'view');
        await assertUnlocked(request, caller, request.params.line);
        return { ok: true };
      }),
  );
};

describe.each(testEngines())('contract verification lock on %s', (engine) => {
  let h: ServerHarness;
  let adminId: string;
  let sunrise: string;
  let group: string;

  const { call } = restHarness(() => h);

  const lastCodeOf = async (userId: string) => {
    const [row] = await h.db.privileged((tx) =>
      tx.select().from(sentMessages).where(eq(sentMessages.userId, userId)).orderBy(desc(sentMessages.id)).limit(1),
    );
    const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
    if (!row || !code) throw new Error('no code was sent');
    return { row, code };
  };

  beforeAll(async () => {
    h = await startServerHarness(engine, {}, { register: registerGuardedRoute });
    adminId = await h.userId('admin');
    const all = await h.db.privileged((tx) => tx.select().from(tenants));
    sunrise = all.find((t) => t.name === 'Sunrise Centre')!.id;
    group = all.find((t) => t.name === 'Bright Minds Group')!.id;
  });
  afterAll(() => h.close());

  it('tells the console who needs the lock: Admin does, an enterprise administrator does not', async () => {
    const asAdmin = await call('admin', 'GET', `${HFS}/profile`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({
      profile: 'Admin',
      rules: { needsVerification: true, priceLabel: 'unitPrice' },
      unlockPeriodSeconds: 600,
      resendSeconds: 60,
    });
    const asEnterprise = await call('enterprise', 'GET', `${HFS}/profile`);
    expect(asEnterprise.json()).toMatchObject({ profile: 'Enterprise', rules: { needsVerification: false } });
  });

  it('refuses a locked admin with 412 Business:ContractLocked naming the line, in both languages', async () => {
    const en = await call('admin', 'GET', `/api/test-only/guarded/hfs/${sunrise}`);
    expect(en.statusCode).toBe(412);
    expect(en.json().error).toMatchObject({ code: 'Business:ContractLocked', details: 'hfs' });
    expect(en.json().error.message).toMatch(/locked/i);
    const zh = await call('admin', 'GET', `/api/test-only/guarded/vrat/${sunrise}`, undefined, {
      'accept-language': 'zh-CN',
    });
    expect(zh.statusCode).toBe(412);
    expect(zh.json().error.message).toContain('已锁定');
    expect(zh.json().error.details).toBe('vrat');
  });

  it('lets a caller whose profile needs no verification through without a token', async () => {
    const response = await call('enterprise', 'GET', `/api/test-only/guarded/hfs/${group}`);
    expect(response.statusCode).toBe(200);
  });

  it('sends a code by SMS, refuses a resend within 60 s, checks the code and unlocks hfs only', async () => {
    const sent = await call('admin', 'POST', `${HFS}/sendMessage`, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ secondsUntilResend: 60, channel: 'sms' });
    const { row, code } = await lastCodeOf(adminId);
    expect(row.channel).toBe('sms');
    expect(row.recipient).toMatch(/^\+\d+ 13800138001$/);
    expect(row.body).toContain('HFS');

    const again = await call('admin', 'POST', `${HFS}/sendMessage`, {});
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('Business:VerificationCodeTooFrequent');
    expect(Number(again.json().error.details)).toBeGreaterThan(50);

    const empty = await call('admin', 'POST', `${HFS}/checkCode`, { code: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/verification code required/i);
    const emptyZh = await call('admin', 'POST', `${HFS}/checkCode`, { code: '' }, { 'accept-language': 'zh-CN' });
    expect(emptyZh.json().error.message).toBe('请输入验证码。');

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call('admin', 'POST', `${HFS}/checkCode`, { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/verification code wrong/i);
    const wrongZh = await call(
      'admin',
      'POST',
      `${HFS}/checkCode`,
      { code: wrongCode },
      { 'accept-language': 'zh-CN' },
    );
    expect(wrongZh.json().error.message).toContain('验证码错误');

    const right = await call('admin', 'POST', `${HFS}/checkCode`, { code });
    expect(right.statusCode).toBe(200);
    const token = right.json().value as string;
    expect(token.split('.')).toHaveLength(3);

    const unlocked = await call('admin', 'GET', `/api/test-only/guarded/hfs/${sunrise}`, undefined, {
      authenticate: token,
    });
    expect(unlocked.statusCode).toBe(200);
    // The console sends both lines' tokens together; one good one for the line is enough.
    const both = await call('admin', 'GET', `/api/test-only/guarded/hfs/${sunrise}`, undefined, {
      authenticate: `junk, ${token}`,
    });
    expect(both.statusCode).toBe(200);
    // A code is good once.
    const reused = await call('admin', 'POST', `${HFS}/checkCode`, { code });
    expect(reused.statusCode).toBe(400);
    // An hfs unlock does not open vrat.
    const otherLine = await call('admin', 'GET', `/api/test-only/guarded/vrat/${sunrise}`, undefined, {
      authenticate: token,
    });
    expect(otherLine.statusCode).toBe(412);
  });

  it('answers the VRAT check to the capitalised Code of spec 002 §7', async () => {
    const enterpriseId = await h.userId('enterprise');
    const sent = await call('enterprise', 'POST', `${VRAT}/sendMessage`, {});
    expect(sent.statusCode).toBe(200);
    const { code, row } = await lastCodeOf(enterpriseId);
    expect(row.body).toContain('VRAT');
    const checked = await call('enterprise', 'POST', `${VRAT}/checkCode`, { Code: code });
    expect(checked.statusCode).toBe(200);
    const key = await loadUnlockKey(h.db);
    expect(await unlockTokenValid(key, checked.json().value, { userId: enterpriseId, line: 'vrat' })).toBe(true);
    expect(await unlockTokenValid(key, checked.json().value, { userId: enterpriseId, line: 'hfs' })).toBe(false);
  });

  it('refuses an expired token, another user’s token and a token not signed with the key', async () => {
    const key = await loadUnlockKey(h.db);
    const expired = await signUnlockToken(key, { userId: adminId, line: 'hfs' }, new Date(Date.now() - 601_000));
    const stillGood = await signUnlockToken(key, { userId: adminId, line: 'hfs' }, new Date(Date.now() - 590_000));
    const someoneElses = await signUnlockToken(key, { userId: await h.userId('enterprise'), line: 'hfs' });
    const forged = await signUnlockToken(new Uint8Array(32), { userId: adminId, line: 'hfs' });
    const guarded = `/api/test-only/guarded/hfs/${sunrise}`;
    expect((await call('admin', 'GET', guarded, undefined, { authenticate: expired })).statusCode).toBe(412);
    expect((await call('admin', 'GET', guarded, undefined, { authenticate: stillGood })).statusCode).toBe(200);
    expect((await call('admin', 'GET', guarded, undefined, { authenticate: someoneElses })).statusCode).toBe(412);
    expect((await call('admin', 'GET', guarded, undefined, { authenticate: forged })).statusCode).toBe(412);
  });

  it('checks a stored token for the console: 412 for a stale one, true for a good one', async () => {
    const key = await loadUnlockKey(h.db);
    const good = await signUnlockToken(key, { userId: adminId, line: 'vrat' });
    const stale = await signUnlockToken(key, { userId: adminId, line: 'vrat' }, new Date(Date.now() - 700_000));
    const ok = await call('admin', 'GET', `${HFS}/unlockCheck/vrat`, undefined, { authenticate: good });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ unlocked: true });
    const refused = await call('admin', 'GET', `${HFS}/unlockCheck/vrat`, undefined, { authenticate: stale });
    expect(refused.statusCode).toBe(412);
    expect(refused.json().error.details).toBe('vrat');
    expect((await call('enterprise', 'GET', `${HFS}/unlockCheck/hfs`)).json()).toEqual({ unlocked: true });
  });

  it('keeps one key for the deployment across loads', async () => {
    const [a, b] = await Promise.all([loadUnlockKey(h.db), loadUnlockKey(h.db)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(a.byteLength).toBe(32);
  });
});
