import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardians, rateLimitHits, sentMessages } from '../db/schema/index';
import { testEngines } from '../db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { CODE_LIMITS } from './code-limits';

// Issue 14 item 5: guardian register codes went out 15 in 0.3 s. Every code now counts against
// its sender, its recipient and its centre, in the database, so parallel requests count too.
describe.each(testEngines('sensitive'))('verification code limits on %s', (engine) => {
  let h: ServerHarness;
  let sunrise: string;
  let sunriseGuardians: { id: string; countryCode: string; phoneNumber: string }[];

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    sunriseGuardians = await h.db.privileged((tx) =>
      tx
        .select({ id: guardians.id, countryCode: guardians.countryCode, phoneNumber: guardians.phoneNumber })
        .from(guardians)
        .where(eq(guardians.tenantId, sunrise))
        .limit(20),
    );
    expect(sunriseGuardians.length).toBeGreaterThanOrEqual(17);
  });
  afterAll(() => h.close());

  const sendCode = async (guardianId: string, language = 'en-US') =>
    h.as('centeradmin', { language }).post('/api/business/subject/sendRegisterCode', { guardianId });

  /** Spends a budget as if `count` codes had just gone out. */
  const spend = (bucket: string, key: string, count: number) =>
    h.db.privileged((tx) => tx.insert(rateLimitHits).values(Array.from({ length: count }, () => ({ bucket, key }))));
  const forget = (bucket: string) =>
    h.db.privileged((tx) => tx.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket)));

  it("refuses a code once the centre's budget is spent, whoever asks", async () => {
    await spend('code:centre', sunrise, CODE_LIMITS.perCentre[0].limit);
    const refused = await sendCode(sunriseGuardians[0]!.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'Business:VerificationCodeTooFrequent',
      message: expect.stringMatching(/^This centre has sent too many codes\. Wait \d+ s and try again\.$/),
      details: expect.stringMatching(/^\d+$/),
      validationErrors: null,
    });
    const zh = await sendCode(sunriseGuardians[0]!.id, 'zh-CN');
    expect(zh.json().error.message).toMatch(/^本中心发送的验证码过多，请等待 \d+ 秒后再试。$/);
    await forget('code:centre');
  });

  it('refuses a code to a number that has had too many', async () => {
    const guardian = sunriseGuardians[1]!;
    await spend('code:recipient', `+${guardian.countryCode}${guardian.phoneNumber}`, CODE_LIMITS.perRecipient[0].limit);
    const refused = await sendCode(guardian.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many codes have been sent to this number or address\./);
    await forget('code:recipient');
  });

  it('lets one sender send five codes at once, not fifteen', async () => {
    const targets = sunriseGuardians.slice(2, 17);
    const answers = await Promise.all(targets.map((g) => sendCode(g.id)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CODE_LIMITS.perSender[0].limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(targets.length - CODE_LIMITS.perSender[0].limit);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().error.message).toMatch(/^You have asked for too many codes\. Wait \d+ s and try again\.$/);
    const sent = await h.db.privileged((tx) =>
      tx
        .select({ id: sentMessages.id })
        .from(sentMessages)
        .where(
          and(
            eq(sentMessages.channel, 'sms'),
            inArray(
              sentMessages.recipient,
              targets.map((g) => `+${g.countryCode} ${g.phoneNumber}`),
            ),
          ),
        ),
    );
    expect(sent).toHaveLength(CODE_LIMITS.perSender[0].limit);
  });
});
