import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const FIELDS = `id code titleEn minDifficulty maxDifficulty difficulty contentStatus
  targets { id nameEn } materials { id requiredCount }
  feedbackProperties { programFeedbackPropertyId id type extraProperties } videos { id }`;
const LIST = `query List($search: String) { contentTrainingPrograms(search: $search, skipCount: 0, maxResultCount: 6) { totalCount items { ${FIELDS} } } }`;
const PARTS = `query Parts { contentTrainingTargets(skipCount: 0, maxResultCount: 6) { items { id } }
  contentMaterials(skipCount: 0, maxResultCount: 6) { items { id } }
  contentFeedbackForm(formKind: Session) { id } }`;
const CREATE = `mutation Create($input: ContentTrainingProgramInput!) { createContentTrainingProgram(input: $input) { ${FIELDS} } }`;
const STATUS = `mutation Status($id: ID!, $to: ContentStatus!) { changeContentTrainingProgramStatus(id: $id, contentStatus: $to) { ${FIELDS} } }`;
const HISTORY = `query History($id: ID!) { contentTrainingProgramHistory(id: $id) { action changes { field from to } } }`;
const PLAY = `query Play($vid: ID!) { contentProgramPlayAuth(vid: $vid) { vid kind playUrl } }`;

// Training programmes through the gateway (issue 18 item 7): the REST paths underneath, a form
// property's settings as JSON text, the refusal naming its field, PlayAuth's NotFound.
describe.each(testEngines())('training programmes through the gateway on %s', (engine) => {
  let h: GatewayHarness;

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
  });
  afterAll(() => h.close());

  const graphql = (query: string, variables: unknown = {}, userName = 'editor', language = 'en-US') =>
    h.graphql(userName, query, variables, { language });

  it('creates and publishes a programme with its parts; a centre then finds it', async () => {
    const parts = (await graphql(PARTS)).data as {
      contentTrainingTargets: { items: { id: string }[] };
      contentMaterials: { items: { id: string }[] };
      contentFeedbackForm: { id: string }[];
    };
    const input = {
      code: `GW-${Date.now() % 100000}`,
      titleZh: '网关项目',
      titleEn: 'Gateway programme',
      minDifficulty: 3,
      maxDifficulty: 9,
      targetIds: [parts.contentTrainingTargets.items[0]?.id],
      categoryIds: [],
      materials: [{ materialId: parts.contentMaterials.items[0]?.id, requiredCount: 2 }],
      feedbackPropertyIds: parts.contentFeedbackForm.slice(0, 2).map((p) => p.id),
      imageIds: [],
      videoIds: [],
    };
    const created = await graphql(CREATE, { input });
    expect(created.errors).toBeUndefined();
    const made = created.data?.['createContentTrainingProgram'] as {
      id: string;
      feedbackProperties: { extraProperties: string }[];
    };
    expect(made).toMatchObject({ difficulty: 3, contentStatus: 'Unpublish', materials: [{ requiredCount: 2 }] });
    expect(typeof made.feedbackProperties[0]?.extraProperties).toBe('string');
    await graphql(STATUS, { id: made.id, to: 'Public' });
    const history = await graphql(HISTORY, { id: made.id });
    expect((history.data?.['contentTrainingProgramHistory'] as { action: string }[]).map((e) => e.action)).toEqual([
      'Created',
      'StatusChanged',
    ]);
    const centre = await graphql(LIST, { search: 'Gateway programme' }, 'centeradmin');
    expect(centre.data?.['contentTrainingPrograms']).toMatchObject({ items: [{ id: made.id }] });

    const refused = await graphql(CREATE, { input: { ...input, maxDifficulty: 2 } }, 'editor', 'zh-CN');
    expect(refused.errors?.[0]?.extensions).toEqual(
      expect.objectContaining({
        code: 'ValidationError',
        validationErrors: [{ message: '最高难度不能低于最低难度（L3）。', members: ['maxDifficulty'] }],
      }),
    );
  });

  it('passes on NotFound from contentProgramPlayAuth for a vid no file has', async () => {
    const unknown = await graphql(PLAY, { vid: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.errors?.[0]?.extensions).toEqual(expect.objectContaining({ code: 'NotFound' }));
  });
});
