import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

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
  let h: GatewayHarness;

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
  });
  afterAll(() => h.close());

  it('reads a colleague’s profile and account in the reader’s language', async () => {
    const coachId = await h.userId('coach');
    const answer = await h.graphql('centeradmin', PROFILE, { id: coachId }, { language: 'zh-CN' });
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
    const answer = await h.graphql('centeradmin', PICKERS);
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
    const answer = await h.graphql('centeradmin', PROFILE, { id: harbourCoach }, { language: 'zh-CN' });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: '该员工不在本中心。',
      extensions: expect.objectContaining({ code: 'NotFound' }),
    });
  });
});
