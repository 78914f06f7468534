import Fastify from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGatewayConfig } from '../../gateway/config';
import { gatewayPlugin } from '../../gateway/plugin';
import { createInProcessRestClient } from '../../gateway/rest-client';
import { subjects, tenants } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../server/testing/server-harness';

const DETAIL = `query Detail($id: ID!) {
  subjectDetail(id: $id) {
    info { id name status stage ageStage tenantNames coachNames guardians { id nickName roleName roleDisplayName state } }
    groups { id }
    userMusics { code }
  }
  subjectTenants(subjectId: $id) { tenantId tenantName status grantTime }
  subjectLinkedStaff(subjectId: $id) { id name roleDisplayNames }
}`;
const ADMIN_DETAIL = `query AdminDetail($id: ID!) { adminSubjectDetail(id: $id) { info { id tenantNames } } }`;

describe.each(testEngines())('subject detail through the gateway on %s', (engine) => {
  let h: ServerHarness;
  let sunriseChild: string;
  let harbourChild: string;

  beforeAll(async () => {
    h = await startServerHarness(engine);
    await h.app.close();
    h.app = Fastify({ logger: false });
    const { serverPlugin } = await import('../../server/app');
    await h.app.register(serverPlugin, { db: h.db, config: h.config });
    await h.app.register(gatewayPlugin, {
      config: readGatewayConfig({ PUBLIC_URL: h.config.publicUrl, UI_DIR: '/nonexistent' }),
      rest: createInProcessRestClient((request) => h.app.inject(request)),
    });
    await h.app.ready();
    const firstChildOf = async (centre: string) => {
      const [row] = await h.db.privileged((tx) =>
        tx
          .select({ id: subjects.id })
          .from(subjects)
          .innerJoin(tenants, eq(tenants.id, subjects.tenantId))
          .where(and(eq(tenants.name, centre), eq(subjects.status, 'Bind')))
          .orderBy(asc(subjects.createdAt), asc(subjects.id))
          .limit(1),
      );
      return row!.id;
    };
    sunriseChild = await firstChildOf('Sunrise Centre');
    harbourChild = await firstChildOf('Harbour Centre');
  });
  afterAll(() => h.close());

  type GraphqlAnswer = {
    data: Record<string, unknown> | null;
    errors?: { message: string; extensions: Record<string, unknown> }[];
  };

  const graphql = async (userName: string, query: string, variables: unknown, language = 'en-US') => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        authorization: `Bearer ${await h.tokenFor(userName)}`,
      },
      payload: { query, variables },
    });
    return response.json<GraphqlAnswer>();
  };

  it('reads a child with its centres and linked staff, in the reader’s language', async () => {
    const answer = await graphql('coach', DETAIL, { id: sunriseChild }, 'zh-CN');
    expect(answer.errors).toBeUndefined();
    const data = answer.data as {
      subjectDetail: { info: Record<string, unknown>; groups: unknown[]; userMusics: unknown[] };
      subjectTenants: { tenantName: string }[];
      subjectLinkedStaff: { roleDisplayNames: string[] }[];
    };
    expect(data.subjectDetail.info).toEqual(
      expect.objectContaining({ id: sunriseChild, status: 'Bind', tenantNames: ['Sunrise Centre'] }),
    );
    expect(data.subjectDetail.groups).toEqual([]);
    expect(data.subjectDetail.userMusics).toEqual([]);
    expect(data.subjectTenants.map((g) => g.tenantName)).toEqual(['Sunrise Centre']);
    expect(data.subjectLinkedStaff[0]?.roleDisplayNames).toContain('教练');
  });

  it('passes the 404 of another centre’s child on with its code and message', async () => {
    const answer = await graphql('coach', DETAIL, { id: harbourChild });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toEqual(
      expect.objectContaining({
        message: 'The child was not found.',
        extensions: expect.objectContaining({ code: 'NotFound', status: 404 }),
      }),
    );
  });

  it('lets the role named admin read a child of any centre, and no one else', async () => {
    const admin = await graphql('admin', ADMIN_DETAIL, { id: harbourChild });
    expect(admin.errors).toBeUndefined();
    expect(admin.data).toEqual({ adminSubjectDetail: { info: { id: harbourChild, tenantNames: ['Harbour Centre'] } } });
    const coach = await graphql('coach', ADMIN_DETAIL, { id: harbourChild });
    expect(coach.errors?.[0]?.extensions).toEqual(expect.objectContaining({ code: 'Forbidden', status: 403 }));
  });
});
