import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGatewayConfig } from '../../gateway/config';
import { gatewayPlugin } from '../../gateway/plugin';
import { createInProcessRestClient } from '../../gateway/rest-client';
import { testEngines } from '../../server/platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../server/testing/server-harness';

const ADD = `mutation Add($input: AddGuardianInput!) { addGuardian(input: $input) { guardianId subjects { id } } }`;
const CANCEL = `mutation Cancel($id: ID!) {
  cancelGuardian(guardianId: $id) { id cancellationTime children { status state links { guardianId state cancelled } } }
}`;
const AUTHORIZE = `mutation Authorize($g: ID!, $s: ID!) {
  setGuardianAuthorization(guardianId: $g, subjectId: $s, authorized: true) { id }
}`;
const LIST = `query List($filter: String) { guardians(filter: $filter) { items { id cancellationTime } } }`;

describe.each(testEngines())('guardian cancellation through the gateway on %s', (engine) => {
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

  const graphql = async (query: string, variables: unknown, language = 'en-US') => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        authorization: `Bearer ${await h.tokenFor('centeradmin')}`,
      },
      payload: { query, variables },
    });
    return response.json<GraphqlAnswer>();
  };

  it('shows the cancellation, and passes the refusals on in the error shape of both languages', async () => {
    const phoneNumber = '13977700001';
    const added = await graphql(ADD, {
      input: {
        name: 'Tang Mei',
        phoneNumber,
        roleName: 'Mother',
        subjects: [{ name: 'Tang Xiaoxiao', birthDay: '2019-05-04', gender: 'Female' }],
      },
    });
    expect(added.errors).toBeUndefined();
    const { guardianId, subjects } = added.data!['addGuardian'] as { guardianId: string; subjects: { id: string }[] };

    const cancelled = await graphql(CANCEL, { id: guardianId });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!['cancelGuardian']).toEqual({
      id: guardianId,
      cancellationTime: expect.any(String),
      children: [{ status: 'Logout', state: 'Unbind', links: [{ guardianId, state: 'Unbind', cancelled: true }] }],
    });
    const listed = await graphql(LIST, { filter: phoneNumber });
    expect(listed.data!['guardians']).toEqual({
      items: [{ id: guardianId, cancellationTime: expect.any(String) }],
    });

    const again = await graphql(CANCEL, { id: guardianId }, 'zh-CN');
    expect(again.errors?.[0]).toMatchObject({
      message: 'Tang Mei的监护人账号已注销。',
      extensions: expect.objectContaining({ code: 'Business:GuardianCancelled' }),
    });
    const renew = await graphql(AUTHORIZE, { g: guardianId, s: subjects[0]!.id });
    expect(renew.errors?.[0]?.extensions['code']).toBe('Business:SubjectCancelled');
    const samePhone = await graphql(ADD, {
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
