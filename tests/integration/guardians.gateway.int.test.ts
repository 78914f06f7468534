import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const ADD = `mutation Add($input: AddGuardianInput!) { addGuardian(input: $input) { guardianId subjects { id } } }`;
const CANCEL = `mutation Cancel($id: ID!) {
  cancelGuardian(guardianId: $id) { id cancellationTime children { status state links { guardianId state cancelled } } }
}`;
const AUTHORIZE = `mutation Authorize($g: ID!, $s: ID!) {
  setGuardianAuthorization(guardianId: $g, subjectId: $s, authorized: true) { id }
}`;
const LIST = `query List($filter: String) { guardians(filter: $filter) { items { id cancellationTime } } }`;

describe.each(testEngines())('guardian cancellation through the gateway on %s', (engine) => {
  let h: GatewayHarness;

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
  });
  afterAll(() => h.close());

  it('shows the cancellation, and passes the refusals on in the error shape of both languages', async () => {
    const phoneNumber = '13977700001';
    const added = await h.graphql('centeradmin', ADD, {
      input: {
        name: 'Tang Mei',
        phoneNumber,
        roleName: 'Mother',
        subjects: [{ name: 'Tang Xiaoxiao', birthDay: '2019-05-04', gender: 'Female' }],
      },
    });
    expect(added.errors).toBeUndefined();
    const { guardianId, subjects } = added.data!['addGuardian'] as { guardianId: string; subjects: { id: string }[] };

    const cancelled = await h.graphql('centeradmin', CANCEL, { id: guardianId });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!['cancelGuardian']).toEqual({
      id: guardianId,
      cancellationTime: expect.any(String),
      children: [{ status: 'Logout', state: 'Unbind', links: [{ guardianId, state: 'Unbind', cancelled: true }] }],
    });
    const listed = await h.graphql('centeradmin', LIST, { filter: phoneNumber });
    expect(listed.data!['guardians']).toEqual({
      items: [{ id: guardianId, cancellationTime: expect.any(String) }],
    });

    const again = await h.graphql('centeradmin', CANCEL, { id: guardianId }, { language: 'zh-CN' });
    expect(again.errors?.[0]).toMatchObject({
      message: 'Tang Mei的监护人账号已注销。',
      extensions: expect.objectContaining({ code: 'Business:GuardianCancelled' }),
    });
    const renew = await h.graphql('centeradmin', AUTHORIZE, { g: guardianId, s: subjects[0]!.id });
    expect(renew.errors?.[0]?.extensions['code']).toBe('Business:SubjectCancelled');
    const samePhone = await h.graphql('centeradmin', ADD, {
      input: {
        name: 'Someone Else',
        phoneNumber,
        roleName: 'Father',
        subjects: [{ name: 'X', birthDay: '2019-05-04', gender: 'Male' }],
      },
    });
    expect(samePhone.errors?.[0]).toMatchObject({
      message:
        'This phone number belongs to Tang Mei, whose guardian account was cancelled: it cannot be registered as a guardian again.',
      extensions: expect.objectContaining({ code: 'Business:GuardianCancelled' }),
    });
  });
});
