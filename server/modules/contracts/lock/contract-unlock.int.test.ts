import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sentMessages, tenants } from '../../../platform/db/schema/index';
import { testEngines } from '../../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../../testing/server-harness';
import { contractCaller } from '../access/contract-access.service';
import { unlockProofOf } from '../contract-call.routes';
import { assertUnlocked, loadUnlockKey, signUnlockToken, unlockTokenValid } from './contract-unlock-token.service';

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
        await assertUnlocked(unlockProofOf(request), caller, request.params.line);
        return { ok: true };
      }),
  );
};

describe.each(testEngines('sensitive'))('contract verification lock on %s', (engine) => {
  let h: ServerHarness;
  let adminId: string;
  let sunrise: string;
  let group: string;

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
    const asAdmin = await h.as('admin').get(`${HFS}/profile`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({
      profile: 'Admin',
      rules: { needsVerification: true, priceLabel: 'unitPrice' },
      unlockPeriodSeconds: 600,
      resendSeconds: 60,
    });
    const asEnterprise = await h.as('enterprise').get(`${HFS}/profile`);
    expect(asEnterprise.json()).toMatchObject({ profile: 'Enterprise', rules: { needsVerification: false } });
  });

  it('refuses a locked admin with 412 Business:ContractLocked naming the line, in both languages', async () => {
    const en = await h.as('admin').get(`/api/test-only/guarded/hfs/${sunrise}`);
    expect(en.statusCode).toBe(412);
    expect(en.json().error).toMatchObject({ code: 'Business:ContractLocked', details: 'hfs' });
    expect(en.json().error.message).toMatch(/locked/i);
    const zh = await h.as('admin', { language: 'zh-CN' }).get(`/api/test-only/guarded/vrat/${sunrise}`);
    expect(zh.statusCode).toBe(412);
    expect(zh.json().error.message).toContain('已锁定');
    expect(zh.json().error.details).toBe('vrat');
  });

  it('lets a caller whose profile needs no verification through without a token', async () => {
    const response = await h.as('enterprise').get(`/api/test-only/guarded/hfs/${group}`);
    expect(response.statusCode).toBe(200);
  });

  it('sends a code by SMS, refuses a resend within 60 s, checks the code and unlocks hfs only', async () => {
    const sent = await h.as('admin').post(`${HFS}/sendMessage`, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ secondsUntilResend: 60, channel: 'sms' });
    const { row, code } = await lastCodeOf(adminId);
    expect(row.channel).toBe('sms');
    expect(row.recipient).toMatch(/^\+\d+ 13800138001$/);
    expect(row.body).toContain('HFS');

    const again = await h.as('admin').post(`${HFS}/sendMessage`, {});
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('Business:VerificationCodeTooFrequent');
    expect(Number(again.json().error.details)).toBeGreaterThan(50);

    const empty = await h.as('admin').post(`${HFS}/checkCode`, { code: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/verification code required/i);
    const emptyZh = await h.as('admin', { language: 'zh-CN' }).post(`${HFS}/checkCode`, { code: '' });
    expect(emptyZh.json().error.message).toBe('请输入验证码。');

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await h.as('admin').post(`${HFS}/checkCode`, { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/verification code wrong/i);
    const wrongZh = await h.as('admin', { language: 'zh-CN' }).post(`${HFS}/checkCode`, { code: wrongCode });
    expect(wrongZh.json().error.message).toContain('验证码错误');

    const right = await h.as('admin').post(`${HFS}/checkCode`, { code });
    expect(right.statusCode).toBe(200);
    const token = right.json().value as string;
    expect(token.split('.')).toHaveLength(3);

    const unlocked = await h.as('admin').get(`/api/test-only/guarded/hfs/${sunrise}`, {
      headers: {
        authenticate: token,
      },
    });
    expect(unlocked.statusCode).toBe(200);
    // The console sends both lines' tokens together; one good one for the line is enough.
    const both = await h.as('admin').get(`/api/test-only/guarded/hfs/${sunrise}`, {
      headers: {
        authenticate: `junk, ${token}`,
      },
    });
    expect(both.statusCode).toBe(200);
    // A code is good once.
    const reused = await h.as('admin').post(`${HFS}/checkCode`, { code });
    expect(reused.statusCode).toBe(400);
    // An hfs unlock does not open vrat.
    const otherLine = await h.as('admin').get(`/api/test-only/guarded/vrat/${sunrise}`, {
      headers: {
        authenticate: token,
      },
    });
    expect(otherLine.statusCode).toBe(412);
  });

  it('keeps a countdown and a code per line: VRAT’s code goes out while HFS’s waits, and HFS’s still unlocks', async () => {
    const areaId = await h.userId('area');
    expect((await h.as('area').post(`${HFS}/sendMessage`, {})).statusCode).toBe(200);
    const hfs = await lastCodeOf(areaId);
    expect((await h.as('area').post(`${HFS}/sendMessage`, {})).statusCode).toBe(429);
    const vratSent = await h.as('area').post(`${VRAT}/sendMessage`, {});
    expect(vratSent.statusCode).toBe(200);
    const vrat = await lastCodeOf(areaId);
    expect(vrat.row.body).toContain('VRAT');

    const hfsChecked = await h.as('area').post(`${HFS}/checkCode`, { code: hfs.code });
    expect(hfsChecked.statusCode).toBe(200);
    const vratChecked = await h.as('area').post(`${VRAT}/checkCode`, { Code: vrat.code });
    expect(vratChecked.statusCode).toBe(200);
    const key = await loadUnlockKey(h.db);
    expect(await unlockTokenValid(key, hfsChecked.json().value, { userId: areaId, line: 'hfs' })).toBe(true);
    expect(await unlockTokenValid(key, vratChecked.json().value, { userId: areaId, line: 'vrat' })).toBe(true);
  });

  it('answers the VRAT check to the capitalised Code of spec 002 §7', async () => {
    const enterpriseId = await h.userId('enterprise');
    const sent = await h.as('enterprise').post(`${VRAT}/sendMessage`, {});
    expect(sent.statusCode).toBe(200);
    const { code, row } = await lastCodeOf(enterpriseId);
    expect(row.body).toContain('VRAT');
    const checked = await h.as('enterprise').post(`${VRAT}/checkCode`, { Code: code });
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
    expect((await h.as('admin').get(guarded, { headers: { authenticate: expired } })).statusCode).toBe(412);
    expect((await h.as('admin').get(guarded, { headers: { authenticate: stillGood } })).statusCode).toBe(200);
    expect((await h.as('admin').get(guarded, { headers: { authenticate: someoneElses } })).statusCode).toBe(412);
    expect((await h.as('admin').get(guarded, { headers: { authenticate: forged } })).statusCode).toBe(412);
  });

  it('checks a stored token for the console: 412 for a stale one, true for a good one', async () => {
    const key = await loadUnlockKey(h.db);
    const good = await signUnlockToken(key, { userId: adminId, line: 'vrat' });
    const stale = await signUnlockToken(key, { userId: adminId, line: 'vrat' }, new Date(Date.now() - 700_000));
    const ok = await h.as('admin').get(`${HFS}/unlockCheck/vrat`, { headers: { authenticate: good } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ unlocked: true });
    const refused = await h.as('admin').get(`${HFS}/unlockCheck/vrat`, { headers: { authenticate: stale } });
    expect(refused.statusCode).toBe(412);
    expect(refused.json().error.details).toBe('vrat');
    expect((await h.as('enterprise').get(`${HFS}/unlockCheck/hfs`)).json()).toEqual({ unlocked: true });
  });

  it('keeps one key for the deployment across loads', async () => {
    const [a, b] = await Promise.all([loadUnlockKey(h.db), loadUnlockKey(h.db)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(a.byteLength).toBe(32);
  });
});
