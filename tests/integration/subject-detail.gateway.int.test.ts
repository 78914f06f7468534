import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { boundChildrenOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

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
  let h: GatewayHarness;
  let sunriseChild: string;
  let harbourChild: string;

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    const firstChildOf = async (centre: string) => (await boundChildrenOf(h.db, centre, 1))[0]!.id;
    sunriseChild = await firstChildOf('Sunrise Centre');
    harbourChild = await firstChildOf('Harbour Centre');
  });
  afterAll(() => h.close());

  it('reads a child with its centres and linked staff, in the reader’s language', async () => {
    const answer = await h.graphql('coach', DETAIL, { id: sunriseChild }, { language: 'zh-CN' });
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
    const answer = await h.graphql('coach', DETAIL, { id: harbourChild });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toEqual(
      expect.objectContaining({
        message: 'The child was not found.',
        extensions: expect.objectContaining({ code: 'NotFound', status: 404 }),
      }),
    );
  });

  it('lets the role named admin read a child of any centre, and no one else', async () => {
    const admin = await h.graphql('admin', ADMIN_DETAIL, { id: harbourChild });
    expect(admin.errors).toBeUndefined();
    expect(admin.data).toEqual({ adminSubjectDetail: { info: { id: harbourChild, tenantNames: ['Harbour Centre'] } } });
    const coach = await h.graphql('coach', ADMIN_DETAIL, { id: harbourChild });
    expect(coach.errors?.[0]?.extensions).toEqual(expect.objectContaining({ code: 'Forbidden', status: 403 }));
  });
});
