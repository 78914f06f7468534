import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGatewayConfig } from '../../gateway/config';
import { gatewayPlugin } from '../../gateway/plugin';
import { createInProcessRestClient } from '../../gateway/rest-client';
import { testEngines } from '../../server/platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../server/testing/server-harness';

const PROFILE = `query Profile($id: ID!) {
  staffProfile(userId: $id) {
    id name userName gender birthday email phoneNumber
    roles { name displayName }
    membership { displayName state roles { name displayName } creationTime activationTime }
    coachedSubjectCount
  }
  staffMember(userId: $id) { id name state roles { name } }
}`;
const PICKERS = `{ staffList { id name roles { name displayName } } supervisorList { id roles { name } } }`;

describe.each(testEngines())('staff reads through the gateway on %s', (engine) => {
  let h: ServerHarness;

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
  });
  afterAll(() => h.close());

  type GraphqlAnswer = {
    data: Record<string, unknown> | null;
    errors?: { message: string; extensions: Record<string, unknown> }[];
  };

  const graphql = async (userName: string, query: string, variables: unknown = {}, language = 'en-US') => {
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

  it('reads a colleague’s profile and account in the reader’s language', async () => {
    const coachId = await h.userId('coach');
    const answer = await graphql('centeradmin', PROFILE, { id: coachId }, 'zh-CN');
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      staffProfile: {
        id: coachId,
        name: '张悦',
        userName: 'coach',
        gender: 'Female',
        birthday: null,
        email: 'coach@atrium.example',
        phoneNumber: '13800138006',
        roles: [{ name: 'coach', displayName: '教练' }],
        membership: {
          displayName: 'Sunrise Centre',
          state: 'Effective',
          roles: [{ name: 'coach', displayName: '教练' }],
          creationTime: expect.any(String),
          activationTime: expect.any(String),
        },
        coachedSubjectCount: expect.any(Number),
      },
      staffMember: { id: coachId, name: '张悦', state: 'Effective', roles: [{ name: 'coach' }] },
    });
    expect((answer.data!['staffProfile'] as { coachedSubjectCount: number }).coachedSubjectCount).toBeGreaterThan(0);
  });

  it('lists the pickers’ staff and the supervisors', async () => {
    const answer = await graphql('centeradmin', PICKERS);
    expect(answer.errors).toBeUndefined();
    const data = answer.data as {
      staffList: { id: string; name: string }[];
      supervisorList: { id: string; roles: { name: string }[] }[];
    };
    expect(data.staffList.map((s) => s.id)).toContain(await h.userId('coach'));
    expect(data.supervisorList.map((s) => s.id)).toContain(await h.userId('centeradmin'));
    expect(data.supervisorList.map((s) => s.id)).not.toContain(await h.userId('coach'));
  });

  it('passes the server’s 404 on for another centre’s member, in the reader’s language', async () => {
    const harbourCoach = await h.userId('chenwei');
    const answer = await graphql('centeradmin', PROFILE, { id: harbourCoach }, 'zh-CN');
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: '该员工不在本中心。',
      extensions: expect.objectContaining({ code: 'NotFound' }),
    });
  });
});
