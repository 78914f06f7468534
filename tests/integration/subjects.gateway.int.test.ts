import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { boundChildrenOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

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
  let h: GatewayHarness;
  let harbourChildId: string;

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    harbourChildId = (await boundChildrenOf(h.db, 'Harbour Centre', 1))[0]!.id;
  });
  afterAll(() => h.close());

  it('lists with filters, with coaches and guardians by role in the reader’s language', async () => {
    const all = await h.graphql('centeradmin', LIST);
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
    const unbound = (await h.graphql('centeradmin', LIST, { status: 'Unbind' })).data?.['subjects'] as { items: Row[] };
    expect(unbound.items.every((s) => s.status === 'Unbind')).toBe(true);
    const refused = await h.graphql('centeradmin', LIST, { status: 'Gone' });
    expect(refused.errors?.[0]?.extensions['code']).toBe('ValidationError');
  });

  it('edits the remark and the outpatient number, and refuses another centre’s child', async () => {
    const child = ((await h.graphql('coach', LIST)).data?.['subjects'] as { items: Row[] }).items[0]!;
    const remark = await h.graphql('coach', REMARK, { id: child.id, remark: 'Likes drums' });
    expect(remark.data?.['updateSubjectRemark']).toMatchObject({ id: child.id, remark: 'Likes drums' });
    const filtered = (await h.graphql('coach', LIST, { remark: 'likes DRUMS' })).data?.['subjects'] as { items: Row[] };
    expect(filtered.items.map((s) => s.id)).toEqual([child.id]);
    const number = await h.graphql('coach', NUMBER, { id: child.id, n: 'SR-X' });
    expect(number.data?.['updateSubjectOutpatientNumber']).toMatchObject({ outpatientNumber: 'SR-X' });

    const foreign = await h.graphql('coach', REMARK, { id: harbourChildId, remark: 'x' });
    expect(foreign.data).toBeNull();
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'The child was not found.',
      extensions: { code: 'NotFound', status: 404 },
    });
  });

  it('assigns coaches from the form options', async () => {
    const options = (await h.graphql('centeradmin', OPTIONS, {}, { language: 'zh-CN' })).data?.[
      'subjectFormOptions'
    ] as {
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
    const child = ((await h.graphql('centeradmin', LIST)).data?.['subjects'] as { items: Row[] }).items[1]!;
    const assigned = await h.graphql('centeradmin', ASSIGN, { id: child.id, ids: [options.coaches[0]!.id] });
    expect((assigned.data?.['assignSubjectCoaches'] as Row).coaches).toEqual([options.coaches[0]]);
  });

  it('checks the name and adds a child that the list then shows first', async () => {
    const existing = ((await h.graphql('coach', LIST)).data?.['subjects'] as { items: Row[] }).items[2]!;
    expect((await h.graphql('coach', TAKEN, { name: existing.name })).data?.['subjectNameTaken']).toBe(true);
    const added = await h.graphql('coach', ADD, {
      input: { subjects: [{ name: existing.name, birthDay: '2019-06-01', gender: 'Female', remark: 'Twin' }] },
    });
    expect(added.errors).toBeUndefined();
    const [child] = added.data?.['addSubjects'] as (Row & { gender: string })[];
    expect(child).toMatchObject({ name: existing.name, gender: 'Female', remark: 'Twin', status: 'Bind' });
    const first = ((await h.graphql('coach', LIST)).data?.['subjects'] as { items: Row[] }).items[0]!;
    expect(first.id).toBe(child!.id);
    const refused = await h.graphql('coach', ADD, {
      input: { subjects: [{ birthDay: '2999-01-01', gender: 'Male' }] },
    });
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
