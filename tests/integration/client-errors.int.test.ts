import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readGatewayConfig } from '../../gateway/config';
import { memberships } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { tenantIdOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const REPORT = `mutation ReportClientError($input: ClientErrorInput!) { reportClientError(input: $input) }`;
const LIST = `{ clientErrors(skipCount: 0, maxResultCount: 5) { totalCount items { id creationTime userName tenantName code status message url operation details } } }`;

describe.each(testEngines())('client errors through the gateway on %s', (engine) => {
  let h: GatewayHarness;

  beforeAll(async () => {
    h = await startGatewayHarness(engine, { SESSION_TIMEOUT_MINUTES: '45', TIMEZONE: 'America/New_York' });
  });
  afterAll(() => h.close());

  it('serves the idle timeout in app-config.json, from SESSION_TIMEOUT_MINUTES (120 by default)', async () => {
    const answer = await h.app.inject({ method: 'GET', url: '/app-config.json' });
    const config = answer.json();
    expect(config.sessionTimeoutMinutes).toBe(45);
    // Both documents of a sign-in read it: the second from the browser's cache.
    expect(answer.headers['cache-control']).toBe('private, max-age=300');
    expect(readGatewayConfig({}).sessionTimeoutMinutes).toBe(120);
    expect(readGatewayConfig({ SESSION_TIMEOUT_MINUTES: 'soon' }).sessionTimeoutMinutes).toBe(120);
  });

  it("serves the embedded provider's endpoints in app-config.json, as its discovery document gives them", async () => {
    const config = (await h.app.inject({ method: 'GET', url: '/app-config.json' })).json();
    const host = new URL(config.authority).host;
    const discovery = (
      await h.app.inject({ method: 'GET', url: '/.well-known/openid-configuration', headers: { host } })
    ).json();
    expect(config.metadata.issuer).toBe(config.authority);
    expect(config.metadata.token_endpoint).toBe(discovery.token_endpoint);
    expect(config.metadata.authorization_endpoint).toBe(discovery.authorization_endpoint);
    expect(config.metadata.end_session_endpoint).toBe(discovery.end_session_endpoint);
    // On the console's origin, as the browser would be answered (not the in-process request's).
    expect(config.metadata.token_endpoint).toBe(`${config.authority}/oidc/token`);
  });

  it("serves the centres' time zone in app-config.json, from TIMEZONE (Asia/Shanghai by default)", async () => {
    const config = (await h.app.inject({ method: 'GET', url: '/app-config.json' })).json();
    expect(config.timeZone).toBe('America/New_York');
    expect(readGatewayConfig({}).timeZone).toBe('Asia/Shanghai');
  });

  it('stores a report even while the user’s centre refuses them, and the admin reads it', async () => {
    const sunrise = await tenantIdOf(h.db, 'Sunrise Centre');
    const coachId = await h.userId('coach');
    // The coach's membership is frozen: every request with the tenant header is refused with
    // Business:UserInTenantRoleFrozen, yet the report of what went wrong must still arrive.
    await h.db.privileged((tx) =>
      tx.update(memberships).set({ state: 'Frozen' }).where(eq(memberships.userId, coachId)),
    );
    try {
      const input = {
        message: 'Gateway test failure',
        code: 'InternalServerError',
        status: 500,
        url: '/system/center/menu/user/subject',
        operation: 'SubjectList',
        userAgent: 'vitest',
        contextTenantId: sunrise,
        details: JSON.stringify({ kind: 'query', path: ['subjects'] }),
      };
      const reported = await h.graphql('coach', REPORT, { input }, { headers: { __tenant: sunrise } });
      expect(reported.errors).toBeUndefined();
      expect(reported.data?.['reportClientError']).toEqual(expect.any(String));
    } finally {
      await h.db.privileged((tx) =>
        tx.update(memberships).set({ state: 'Effective' }).where(eq(memberships.userId, coachId)),
      );
    }

    const listed = await h.graphql('admin', LIST, {});
    expect(listed.errors).toBeUndefined();
    const page = listed.data?.['clientErrors'] as { totalCount: number; items: Record<string, unknown>[] };
    expect(page.items[0]).toEqual(
      expect.objectContaining({
        userName: 'coach',
        tenantName: 'Sunrise Centre',
        message: 'Gateway test failure',
        status: 500,
        operation: 'SubjectList',
        details: JSON.stringify({ kind: 'query', path: ['subjects'] }),
      }),
    );
  });

  it('refuses the list to other users with REST’s code', async () => {
    const refused = await h.graphql('centeradmin', LIST, {});
    expect(refused.errors?.[0]?.extensions.code).toBe('Forbidden');
  });
});
