import Fastify from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGatewayConfig } from '../../gateway/config';
import { gatewayPlugin } from '../../gateway/plugin';
import { createInProcessRestClient } from '../../gateway/rest-client';
import { subjects, tenants } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../server/testing/server-harness';

const ROW = `id name outpatientNumber remark status coachNames coaches { id name } guardians { id nickName roleDisplayName }`;
const LIST = `query List($status: String, $remark: String, $isCheckIn: Boolean) {
  subjects(skipCount: 0, maxResultCount: 500, status: $status, remark: $remark, isCheckIn: $isCheckIn) {
    totalCount items { ${ROW} }
  }
}`;
const REMARK = `mutation R($id: ID!, $remark: String) { updateSubjectRemark(id: $id, remark: $remark) { ${ROW} } }`;
const NUMBER = `mutation N($id: ID!, $n: String) { updateSubjectOutpatientNumber(id: $id, outpatientNumber: $n) { ${ROW} } }`;
const ASSIGN = `mutation A($id: ID!, $ids: [ID!]!) { assignSubjectCoaches(subjectId: $id, coachUserIds: $ids) { ${ROW} } }`;
const OPTIONS = `query { subjectFormOptions { coaches { id name } avaliableGuardianRoles { name displayName } } }`;
const TAKEN = `query T($name: String!) { subjectNameTaken(name: $name) }`;
const ADD = `mutation Add($input: AddSubjectsInput!) { addSubjects(input: $input) { ${ROW} birthDay gender } }`;

type Row = {
  id: string;
  name: string;
  outpatientNumber: string | null;
  remark: string | null;
  status: string;
  coaches: { id: string; name: string }[];
  guardians: { id: string; nickName: string; roleDisplayName: string }[];
};

describe.each(testEngines())('subjects through the gateway on %s', (engine) => {
  let h: ServerHarness;
  let harbourChildId: string;

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
    const [harbour] = await h.db.privileged((tx) =>
      tx.select().from(tenants).where(eq(tenants.name, 'Harbour Centre')),
    );
    const [row] = await h.db.privileged((tx) =>
      tx
        .select({ id: subjects.id })
        .from(subjects)
        .where(and(eq(subjects.tenantId, harbour!.id)))
        .limit(1),
    );
    harbourChildId = row!.id;
  });
  afterAll(() => h.close());

  type Answer = {
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
      payload: JSON.stringify({ query, variables }),
    });
    return response.json() as Answer;
  };

  it('lists with filters, with coaches and guardians by role in the reader’s language', async () => {
    const all = await graphql('centeradmin', LIST);
    expect(all.errors).toBeUndefined();
    const page = all.data?.['subjects'] as { totalCount: number; items: Row[] };
    expect(page.totalCount).toBe(190);
    const withGuardian = page.items.find((s) => s.guardians.length > 0)!;
    expect(withGuardian.guardians[0]).toEqual({
      id: expect.any(String),
      nickName: expect.any(String),
      roleDisplayName: expect.stringMatching(/^(Mother|Father|Grandmother|Grandfather|Other)$/),
    });
    expect(page.items[0]!.coaches[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
    const unbound = (await graphql('centeradmin', LIST, { status: 'Unbind' })).data?.['subjects'] as { items: Row[] };
    expect(unbound.items.every((s) => s.status === 'Unbind')).toBe(true);
    const refused = await graphql('centeradmin', LIST, { status: 'Gone' });
    expect(refused.errors?.[0]?.extensions['code']).toBe('ValidationError');
  });

  it('edits the remark and the outpatient number, and refuses another centre’s child', async () => {
    const child = ((await graphql('coach', LIST)).data?.['subjects'] as { items: Row[] }).items[0]!;
    const remark = await graphql('coach', REMARK, { id: child.id, remark: 'Likes drums' });
    expect(remark.data?.['updateSubjectRemark']).toMatchObject({ id: child.id, remark: 'Likes drums' });
    const filtered = (await graphql('coach', LIST, { remark: 'likes DRUMS' })).data?.['subjects'] as { items: Row[] };
    expect(filtered.items.map((s) => s.id)).toEqual([child.id]);
    const number = await graphql('coach', NUMBER, { id: child.id, n: 'SR-X' });
    expect(number.data?.['updateSubjectOutpatientNumber']).toMatchObject({ outpatientNumber: 'SR-X' });

    const foreign = await graphql('coach', REMARK, { id: harbourChildId, remark: 'x' });
    expect(foreign.data).toBeNull();
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'The child was not found.',
      extensions: { code: 'NotFound', status: 404 },
    });
  });

  it('assigns coaches from the form options', async () => {
    const options = (await graphql('centeradmin', OPTIONS, {}, 'zh-CN')).data?.['subjectFormOptions'] as {
      coaches: { id: string; name: string }[];
      avaliableGuardianRoles: { name: string; displayName: string }[];
    };
    expect(options.avaliableGuardianRoles.map((r) => r.name)).toEqual([
      'Mother',
      'Father',
      'Grandmother',
      'Grandfather',
      'Other',
    ]);
    const child = ((await graphql('centeradmin', LIST)).data?.['subjects'] as { items: Row[] }).items[1]!;
    const assigned = await graphql('centeradmin', ASSIGN, { id: child.id, ids: [options.coaches[0]!.id] });
    expect((assigned.data?.['assignSubjectCoaches'] as Row).coaches).toEqual([options.coaches[0]]);
  });

  it('checks the name and adds a child that the list then shows first', async () => {
    const existing = ((await graphql('coach', LIST)).data?.['subjects'] as { items: Row[] }).items[2]!;
    expect((await graphql('coach', TAKEN, { name: existing.name })).data?.['subjectNameTaken']).toBe(true);
    const added = await graphql('coach', ADD, {
      input: { subjects: [{ name: existing.name, birthDay: '2019-06-01', gender: 'Female', remark: 'Twin' }] },
    });
    expect(added.errors).toBeUndefined();
    const [child] = added.data?.['addSubjects'] as (Row & { gender: string })[];
    expect(child).toMatchObject({ name: existing.name, gender: 'Female', remark: 'Twin', status: 'Bind' });
    const first = ((await graphql('coach', LIST)).data?.['subjects'] as { items: Row[] }).items[0]!;
    expect(first.id).toBe(child!.id);
    const refused = await graphql('coach', ADD, { input: { subjects: [{ birthDay: '2999-01-01', gender: 'Male' }] } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      validationErrors: [
        {
          message: 'The birthday cannot be in the future. Please check it carefully.',
          members: ['subjects.0.birthDay'],
        },
      ],
    });
  });
});
