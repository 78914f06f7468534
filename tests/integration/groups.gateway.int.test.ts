import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { tenantIdOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const FIELDS = 'id name type ageStage capacity memberCount members { id name }';
const CREATE = `mutation Create($input: GroupInput!) { createGroup(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: GroupInput!) { updateGroup(id: $id, input: $input) { ${FIELDS} } }`;
const SAVE = `mutation Save($groupId: ID!, $childIds: [ID!]!) { saveGroupChildren(groupId: $groupId, childIds: $childIds) { ${FIELDS} } }`;
const LIST = `query List { groups(skipCount: 0, maxResultCount: 12) { totalCount items { ${FIELDS} } } }`;
const MANAGE = `query Manage($groupId: ID!) {
  groupChildren(groupId: $groupId) { items { id name ageStage } }
  groupCandidates(ageStage: GradeOrTeenSchool) { totalCount items { id name status ageStage } }
}`;

describe.each(testEngines())('groups through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let harbourGroup: string;

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    const harbour = await tenantIdOf(h.db, 'Harbour Centre');
    harbourGroup = await h.db.privileged(async (tx) => {
      const [row] = await tx
        .insert(groups)
        .values({ tenantId: harbour, name: 'Harbour class', type: 'Class', ageStage: 'PreSchool', capacity: 3 })
        .returning({ id: groups.id });
      return row!.id;
    });
  });
  afterAll(() => h.close());

  const graphql = (query: string, variables: unknown = {}, language = 'en-US', userName = 'centeradmin') =>
    h.graphql(userName, query, variables, { language });

  it('creates a OneToTwo class without a capacity, and edits a Class with one', async () => {
    const created = await graphql(CREATE, {
      input: { name: 'Pair', type: 'OneToTwo', ageStage: 'GradeOrTeenSchool', capacity: null },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.['createGroup']).toMatchObject({ name: 'Pair', capacity: 2, memberCount: 0, members: [] });
    const id = (created.data?.['createGroup'] as { id: string }).id;
    const edited = await graphql(UPDATE, {
      id,
      input: { name: 'Four', type: 'Class', ageStage: 'GradeOrTeenSchool', capacity: 4 },
    });
    expect(edited.data?.['updateGroup']).toMatchObject({ name: 'Four', type: 'Class', capacity: 4 });
    await graphql(UPDATE, { id, input: { name: 'Pair', type: 'OneToTwo', ageStage: 'GradeOrTeenSchool' } });

    const empty = await graphql(
      CREATE,
      { input: { name: '', type: 'Class', ageStage: 'PreSchool', capacity: 2 } },
      'zh-CN',
    );
    expect(empty.errors?.[0]?.extensions).toEqual(
      expect.objectContaining({
        code: 'ValidationError',
        validationErrors: [{ message: '班级名称为必填项', members: ['name'] }],
      }),
    );
  });

  it('passes on the limit when three children are saved to a OneToTwo class, and saves two', async () => {
    const { groups: page } = (await graphql(LIST)).data as { groups: { items: { id: string; name: string }[] } };
    const pair = page.items.find((g) => g.name === 'Pair')!;
    const manage = await graphql(MANAGE, { groupId: pair.id });
    expect(manage.errors).toBeUndefined();
    const { groupChildren, groupCandidates } = manage.data as {
      groupChildren: { items: unknown[] };
      groupCandidates: { totalCount: number; items: { id: string; status: string; ageStage: string; name: string }[] };
    };
    expect(groupChildren.items).toEqual([]);
    expect(groupCandidates.totalCount).toBeGreaterThan(3);
    expect(groupCandidates.items.every((c) => c.status === 'Bind' && c.ageStage === 'GradeOrTeenSchool')).toBe(true);
    expect(groupCandidates.items.some((c) => c.name === '***')).toBe(false);

    const [a, b, c] = groupCandidates.items;
    const three = await graphql(SAVE, { groupId: pair.id, childIds: [a!.id, b!.id, c!.id] });
    expect(three.errors?.[0]).toEqual(
      expect.objectContaining({
        message: 'At most 2 children can be selected for this class.',
        extensions: expect.objectContaining({ code: 'Business:GroupCapacityExceeded', status: 400 }),
      }),
    );
    const two = await graphql(SAVE, { groupId: pair.id, childIds: [a!.id, b!.id] });
    expect(two.errors).toBeUndefined();
    expect(two.data?.['saveGroupChildren']).toMatchObject({ memberCount: 2 });
    const listed = ((await graphql(LIST)).data as { groups: { items: { id: string; memberCount: number }[] } }).groups;
    expect(listed.items.find((g) => g.id === pair.id)?.memberCount).toBe(2);
  });

  it('answers NotFound for another centre’s class, and refuses a coach', async () => {
    const foreign = await graphql(MANAGE, { groupId: harbourGroup });
    expect(foreign.errors?.[0]).toEqual(
      expect.objectContaining({
        message: 'The class was not found.',
        extensions: expect.objectContaining({ code: 'NotFound', status: 404 }),
      }),
    );
    const coach = await graphql(LIST, {}, 'en-US', 'coach');
    expect(coach.errors?.[0]?.extensions).toEqual(expect.objectContaining({ code: 'Forbidden', status: 403 }));
  });
});
