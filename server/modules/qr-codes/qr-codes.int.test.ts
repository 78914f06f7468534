import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { testEngines } from '../../platform/db/testing';
import { eq } from 'drizzle-orm';
import { subjects } from '../../platform/db/schema/index';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { ROCKET_QR_KINDS } from './qr-codes.schemas';
import { QR_LIFETIME_SECONDS, verifyQrToken } from './qr-codes.service';

const DAY_MS = 86_400_000;

describe.each(testEngines())('QR codes on %s', (engine) => {
  let h: ServerHarness;
  let tenantIds: Record<string, string>;
  beforeAll(async () => {
    h = await startServerHarness(engine);
    tenantIds = { 'Sunrise Centre': await h.tenant('sunrise'), 'Harbour Centre': await h.tenant('harbour') };
  });
  afterAll(() => h.close());

  const get = async (url: string, userName: string, headers: Record<string, string> = {}) =>
    h.as(userName).get(url, { headers });
  const tokenOf = (content: string) => new URL(content).searchParams.get('t') ?? '';
  const childOf = async (centre: string) => {
    const [row] = await h.db.privileged((tx) =>
      tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.tenantId, tenantIds[centre]!)).limit(1),
    );
    return row!.id;
  };

  it('gives the centre’s QR code: a link to the mobile page with a signed token for that centre', async () => {
    const sunrise = tenantIds['Sunrise Centre']!;
    const before = Date.now();
    const response = await get(`/api/business/QrCode/tenant?tenantId=${sunrise}`, 'centeradmin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ kind: 'tenant', tenantId: sunrise });
    const url = new URL(body.content);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8080/m/tenant');
    expect(url.searchParams.get('tenantId')).toBe(sunrise);
    const claims = await h.db.transaction({ tenantId: null, userId: null }, (tx) =>
      verifyQrToken(tx, tokenOf(body.content)),
    );
    expect(claims).toMatchObject({ kind: 'tenant', tenantId: sunrise, issuedBy: await h.userId('centeradmin') });
    const expires = Date.parse(body.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(QR_LIFETIME_SECONDS.tenant * 1000 - 2000);
  });

  it.each(ROCKET_QR_KINDS)('issues /api/rocket/QrCode/%s for the current centre', async (kind) => {
    const response = await get(`/api/rocket/QrCode/${kind}`, 'coach');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind, tenantId: tenantIds['Sunrise Centre'] });
    expect(decodeJwt(tokenOf(response.json().content))).toMatchObject({ kind, aud: 'qr' });
  });

  it('keeps the assessment report code 30 days and the test preview 40 seconds (spec 000 §9)', async () => {
    const reportId = await childOf('Sunrise Centre');
    const report = (await get(`/api/rocket/QrCode/assessmentReport?id=${reportId}`, 'coach')).json();
    const reportClaims = decodeJwt(tokenOf(report.content));
    expect(reportClaims.exp! - reportClaims.iat!).toBe(30 * 86_400);
    expect(new URL(report.content).pathname).toBe('/m/rocketReport');
    expect(new URL(report.content).searchParams.get('to')).toBe(reportId);
    expect(Date.parse(report.expiresAt) - Date.now()).toBeGreaterThan(29 * DAY_MS);

    const preview = (await get('/api/business/QrCode/preview', 'coach')).json();
    const previewClaims = decodeJwt(tokenOf(preview.content));
    expect(previewClaims.exp! - previewClaims.iat!).toBe(40);
    // A scan after the 40 seconds is refused.
    await expect(
      h.db.transaction({ tenantId: null, userId: null }, (tx) =>
        verifyQrToken(tx, tokenOf(preview.content), { now: () => new Date(Date.now() + 41_000) }),
      ),
    ).rejects.toThrow();
  });

  it('issues the personal-coach registration code by POST', async () => {
    const response = await h.as('coach', { language: null }).post('/api/rocket/QrCode/RegisterPersonalCoach', {});
    expect(response.statusCode).toBe(200);
    expect(new URL(response.json().content).pathname).toBe('/m/registerPersonalCoach');
  });

  it('refuses a code for another centre, in the caller’s language', async () => {
    const response = await get(`/api/business/QrCode/tenant?tenantId=${tenantIds['Harbour Centre']}`, 'coach');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('You can only make QR codes for the centre you are working in.');
    const chinese = await get(`/api/rocket/QrCode/ParentConsole?tenantId=${tenantIds['Harbour Centre']}`, 'coach', {
      'accept-language': 'zh-CN',
    });
    expect(chinese.statusCode).toBe(403);
    expect(chinese.json().error.message).toBe('只能为当前所在的中心生成二维码。');
  });

  it('asks a user with no current centre to choose one first', async () => {
    const response = await get('/api/rocket/QrCode/CoachConsole', 'multirole');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('TenantNotChosen');
  });

  it('lets the role named admin make any centre’s code, and refuses an unknown one', async () => {
    const harbour = await get(`/api/business/QrCode/tenant?tenantId=${tenantIds['Harbour Centre']}`, 'admin');
    expect(harbour.statusCode).toBe(200);
    expect(harbour.json().tenantId).toBe(tenantIds['Harbour Centre']);
    const unknown = await get('/api/business/QrCode/tenant?tenantId=00000000-0000-4000-8000-000000000000', 'admin');
    expect(unknown.statusCode).toBe(404);
  });

  it('validates the query and refuses a forged token', async () => {
    expect((await get('/api/business/QrCode/tenant', 'coach')).statusCode).toBe(400);
    expect((await get('/api/business/QrCode/tenant?tenantId=nope', 'coach')).statusCode).toBe(400);
    const body = (await get('/api/rocket/QrCode/grant', 'coach')).json();
    const token = tokenOf(body.content);
    const forged = `${token.slice(0, -4)}AAAA`;
    await expect(
      h.db.transaction({ tenantId: null, userId: null }, (tx) => verifyQrToken(tx, forged)),
    ).rejects.toThrow();
  });

  it('signs only an id the caller can see in the code’s centre: another centre’s child is not found', async () => {
    const harbourChild = await childOf('Harbour Centre');
    for (const url of [
      `/api/rocket/QrCode/grant?id=${harbourChild}`,
      `/api/rocket/QrCode/assessmentReport?id=${harbourChild}`,
      `/api/business/QrCode/preview?id=${harbourChild}`,
      '/api/rocket/QrCode/ParentVideoSupervision?id=11111111-1111-4111-8111-111111111111',
    ]) {
      const refused = await get(url, 'centeradmin');
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toEqual({
        error: {
          code: 'NotFound',
          message: 'There is nothing with this id in this centre to make a QR code for.',
          details: null,
          validationErrors: null,
        },
      });
    }
    // Positive control: the centre's own child is signed.
    const own = await childOf('Sunrise Centre');
    const signed = await get(`/api/rocket/QrCode/grant?id=${own}`, 'centeradmin');
    expect(signed.statusCode).toBe(200);
    expect(decodeJwt(tokenOf(signed.json().content))).toMatchObject({ ref: own, tid: tenantIds['Sunrise Centre'] });
    // The role named admin signs Harbour's child for Harbour, not for another centre.
    const harbour = tenantIds['Harbour Centre']!;
    expect((await get(`/api/rocket/QrCode/grant?tenantId=${harbour}&id=${harbourChild}`, 'admin')).statusCode).toBe(
      200,
    );
    const sunrise = tenantIds['Sunrise Centre']!;
    expect((await get(`/api/rocket/QrCode/grant?tenantId=${sunrise}&id=${harbourChild}`, 'admin')).statusCode).toBe(
      404,
    );
  });
});
