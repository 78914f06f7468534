import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { readGatewayConfig } from '../../gateway/config';
import { gatewayPlugin } from '../../gateway/plugin';
import { createInProcessRestClient } from '../../gateway/rest-client';
import { serverPlugin } from '../../server/app';
import { tenants } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../server/testing/server-harness';

// The top bar's GraphQL: QR codes through the gateway, and admin's choice from the tenant tree.
describe.each(testEngines())('top bar through the gateway on %s', (engine) => {
  let h: ServerHarness;
  let tenantIds: Record<string, string>;

  beforeAll(async () => {
    h = await startServerHarness(engine);
    await h.app.close();
    h.app = Fastify({ logger: false });
    await h.app.register(serverPlugin, { db: h.db, config: h.config });
    await h.app.register(gatewayPlugin, {
      config: readGatewayConfig({ PUBLIC_URL: h.config.publicUrl, UI_DIR: '/nonexistent' }),
      rest: createInProcessRestClient((request) => h.app.inject(request)),
    });
    await h.app.ready();
    const rows = await h.db.privileged((tx) => tx.select().from(tenants));
    tenantIds = Object.fromEntries(rows.map((t) => [t.name, t.id]));
  });
  afterAll(() => h.close());

  const graphql = async (userName: string, query: string, headers: Record<string, string> = {}) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await h.tokenFor(userName)}`,
        'accept-language': 'en-US',
        ...headers,
      },
      payload: { query },
    });
    return response.json() as { data: Record<string, unknown> | null; errors?: { extensions: { code: string } }[] };
  };

  it('gives the top bar’s QR codes of the current centre in one request', async () => {
    const sunrise = tenantIds['Sunrise Centre']!;
    const { data, errors } = await graphql(
      'centeradmin',
      '{ qrCodes(kinds: [tenant, ParentConsole, CoachConsole]) { kind tenantId content expiresAt } }',
      { __tenant: sunrise },
    );
    expect(errors).toBeUndefined();
    const codes = data?.['qrCodes'] as { kind: string; tenantId: string; content: string }[];
    expect(codes.map((c) => c.kind)).toEqual(['tenant', 'ParentConsole', 'CoachConsole']);
    for (const code of codes) {
      expect(code.tenantId).toBe(sunrise);
      expect(code.content).toMatch(/^http:\/\/localhost:8080\/m\/\w+\?tenantId=[\w-]+&t=ey/);
    }
  });

  it('passes REST’s refusal of another centre’s code on with its code', async () => {
    const { errors } = await graphql(
      'coach',
      `{ qrCode(kind: tenant, tenantId: "${tenantIds['Harbour Centre']}") { content } }`,
    );
    expect(errors?.[0]?.extensions.code).toBe('Forbidden');
  });

  it('issues the personal-coach code through a mutation', async () => {
    const { data, errors } = await graphql('coach', 'mutation { registerPersonalCoachQrCode { kind content } }');
    expect(errors).toBeUndefined();
    expect(data?.['registerPersonalCoachQrCode']).toMatchObject({ kind: 'RegisterPersonalCoach' });
  });

  it('lets the role named admin choose a centre from the tree and answers as that centre', async () => {
    const harbour = tenantIds['Harbour Centre']!;
    const { data, errors } = await graphql(
      'admin',
      `mutation { chooseTenant(tenantId: "${harbour}") { landingRoute currentTenant { displayName type } } }`,
    );
    expect(errors).toBeUndefined();
    expect(data?.['chooseTenant']).toEqual({
      landingRoute: '/system/center',
      currentTenant: { displayName: 'Harbour Centre', type: 'Center' },
    });
  });
});
