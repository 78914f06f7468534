import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

// The top bar's GraphQL: QR codes through the gateway, and admin's choice from the tenant tree.
describe.each(testEngines())('top bar through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let tenantIds: Record<string, string>;

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    tenantIds = { 'Sunrise Centre': await h.tenant('sunrise'), 'Harbour Centre': await h.tenant('harbour') };
  });
  afterAll(() => h.close());

  it('gives the top bar’s QR codes of the current centre in one request', async () => {
    const sunrise = tenantIds['Sunrise Centre']!;
    const { data, errors } = await h.graphql(
      'centeradmin',
      '{ qrCodes(kinds: [tenant, ParentConsole, CoachConsole]) { kind tenantId content expiresAt } }',
      {},
      { headers: { __tenant: sunrise } },
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
    const { errors } = await h.graphql(
      'coach',
      `{ qrCode(kind: tenant, tenantId: "${tenantIds['Harbour Centre']}") { content } }`,
    );
    expect(errors?.[0]?.extensions.code).toBe('Forbidden');
  });

  it('issues the personal-coach code through a mutation', async () => {
    const { data, errors } = await h.graphql('coach', 'mutation { registerPersonalCoachQrCode { kind content } }');
    expect(errors).toBeUndefined();
    expect(data?.['registerPersonalCoachQrCode']).toMatchObject({ kind: 'RegisterPersonalCoach' });
  });

  it('lets the role named admin choose a centre from the tree and answers as that centre', async () => {
    const harbour = tenantIds['Harbour Centre']!;
    const { data, errors } = await h.graphql(
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
