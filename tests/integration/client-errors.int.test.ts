import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { readGatewayConfig } from '../../gateway/config';
import { gatewayPlugin } from '../../gateway/plugin';
import { createInProcessRestClient } from '../../gateway/rest-client';
import { memberships, tenants } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../server/testing/server-harness';

const REPORT = `mutation ReportClientError($input: ClientErrorInput!) { reportClientError(input: $input) }`;
const LIST = `{ clientErrors(skipCount: 0, maxResultCount: 5) { totalCount items { id creationTime userName tenantName code status message url operation details } } }`;

describe.each(testEngines())('client errors through the gateway on %s', (engine) => {
  let h: ServerHarness;

  beforeAll(async () => {
    h = await startServerHarness(engine);
    await h.app.close();
    h.app = Fastify({ logger: false });
    const { serverPlugin } = await import('../../server/app');
    await h.app.register(serverPlugin, { db: h.db, config: h.config });
    await h.app.register(gatewayPlugin, {
      config: readGatewayConfig({
        PUBLIC_URL: h.config.publicUrl,
        UI_DIR: '/nonexistent',
        SESSION_TIMEOUT_MINUTES: '45',
      }),
      rest: createInProcessRestClient((request) => h.app.inject(request)),
    });
    await h.app.ready();
  });
  afterAll(() => h.close());

  const graphql = async (userName: string, query: string, variables: unknown, headers: Record<string, string> = {}) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await h.tokenFor(userName)}`,
        ...headers,
      },
      payload: JSON.stringify({ query, variables }),
    });
    return response.json() as { data: Record<string, unknown> | null; errors?: { extensions: { code: string } }[] };
  };

  it('serves the idle timeout in app-config.json, from SESSION_TIMEOUT_MINUTES (120 by default)', async () => {
    const config = (await h.app.inject({ method: 'GET', url: '/app-config.json' })).json();
    expect(config.sessionTimeoutMinutes).toBe(45);
    expect(readGatewayConfig({}).sessionTimeoutMinutes).toBe(120);
    expect(readGatewayConfig({ SESSION_TIMEOUT_MINUTES: 'soon' }).sessionTimeoutMinutes).toBe(120);
  });

  it('stores a report even while the user’s centre refuses them, and the admin reads it', async () => {
    const [sunrise] = await h.db.privileged((tx) =>
      tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, 'Sunrise Centre')),
    );
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
        contextTenantId: sunrise!.id,
        details: JSON.stringify({ kind: 'query', path: ['subjects'] }),
      };
      const reported = await graphql('coach', REPORT, { input }, { __tenant: sunrise!.id });
      expect(reported.errors).toBeUndefined();
      expect(reported.data?.['reportClientError']).toEqual(expect.any(String));
    } finally {
      await h.db.privileged((tx) =>
        tx.update(memberships).set({ state: 'Effective' }).where(eq(memberships.userId, coachId)),
      );
    }

    const listed = await graphql('admin', LIST, {});
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
    const refused = await graphql('centeradmin', LIST, {});
    expect(refused.errors?.[0]?.extensions.code).toBe('Forbidden');
  });
});
