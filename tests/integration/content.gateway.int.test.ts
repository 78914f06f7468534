import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const FIELDS = 'id nameZh nameEn sortOrder contentStatus nextStatuses canEdit canDelete';
const LIST = `query List($search: String) { contentTags(search: $search, skipCount: 0, maxResultCount: 6) { totalCount items { ${FIELDS} } } }`;
const CREATE = `mutation Create($input: ContentTagInput!) { createContentTag(input: $input) { ${FIELDS} } }`;
const STATUS = `mutation Status($id: ID!, $to: ContentStatus!) { changeContentTagStatus(id: $id, contentStatus: $to) { ${FIELDS} } }`;
const MOVE = `mutation Move($id: ID!, $to: Int!) { moveContentTag(id: $id, newSortOrder: $to) { ${FIELDS} } }`;
const HISTORY = `query History($id: ID!) { contentTagHistory(id: $id) { action userName changes { field from to } } }`;

// Tags through the gateway (issue 18 item 8): the REST paths underneath, errors passed on with
// their codes and field names, history values as JSON text.
describe.each(testEngines())('content tags through the gateway on %s', (engine) => {
  let h: GatewayHarness;

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
  });
  afterAll(() => h.close());

  const graphql = (query: string, variables: unknown = {}, userName = 'editor', language = 'en-US') =>
    h.graphql(userName, query, variables, { language });

  it('creates, publishes, moves and reads the history of a tag; a centre then reads it', async () => {
    const created = await graphql(CREATE, { input: { nameZh: '注意转移', nameEn: 'Attention shifting' } });
    expect(created.errors).toBeUndefined();
    const tag = created.data?.['createContentTag'] as { id: string; sortOrder: number; contentStatus: string };
    expect(tag).toMatchObject({ contentStatus: 'Unpublish', sortOrder: 12, canDelete: true });

    const published = await graphql(STATUS, { id: tag.id, to: 'Public' });
    expect(published.data?.['changeContentTagStatus']).toMatchObject({ contentStatus: 'Public', canDelete: false });
    const moved = await graphql(MOVE, { id: tag.id, to: 0 });
    expect(moved.data?.['moveContentTag']).toMatchObject({ sortOrder: 0 });

    const history = await graphql(HISTORY, { id: tag.id });
    expect((history.data?.['contentTagHistory'] as { action: string }[]).map((e) => e.action)).toEqual([
      'Created',
      'StatusChanged',
      'Moved',
    ]);
    expect((history.data?.['contentTagHistory'] as { changes: unknown[] }[])[1]?.changes).toEqual([
      { field: 'contentStatus', from: '"Unpublish"', to: '"Public"' },
    ]);

    const centre = await graphql(LIST, { search: 'shifting' }, 'centeradmin');
    expect(centre.data?.['contentTags']).toMatchObject({
      totalCount: 1,
      items: [{ id: tag.id, canEdit: false, nextStatuses: [] }],
    });
  });

  it('passes on a refusal with its code and the field it names, and 403 for other roles', async () => {
    const duplicate = await graphql(
      CREATE,
      { input: { nameZh: '注意力', nameEn: 'Something new' } },
      'editor',
      'zh-CN',
    );
    expect(duplicate.errors?.[0]?.extensions).toEqual(
      expect.objectContaining({
        code: 'Business:ContentDuplicate',
        validationErrors: [{ message: '中文名称已被其他内容使用。', members: ['nameZh'] }],
      }),
    );
    const medical = await graphql(LIST, {}, 'medical');
    expect(medical.errors?.[0]?.extensions).toEqual(expect.objectContaining({ code: 'Forbidden' }));
    const centre = await graphql(CREATE, { input: { nameZh: '中心', nameEn: 'Centre' } }, 'centeradmin');
    expect(centre.errors?.[0]?.extensions).toEqual(expect.objectContaining({ code: 'Forbidden' }));
  });
});
