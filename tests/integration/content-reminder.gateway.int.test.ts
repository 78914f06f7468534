import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const FIELDS = 'id nameZh nameEn event channels subjectEn bodyEn sortOrder contentStatus canDelete';
const LIST = `query List($search: String) { contentReminderTemplates(search: $search, skipCount: 0, maxResultCount: 6) { totalCount items { ${FIELDS} } } }`;
const CREATE = `mutation Create($input: ContentReminderTemplateInput!) { createContentReminderTemplate(input: $input) { ${FIELDS} } }`;
const STATUS = `mutation Status($id: ID!, $to: ContentStatus!) { changeContentReminderTemplateStatus(id: $id, contentStatus: $to) { ${FIELDS} } }`;
const MOVE = `mutation Move($id: ID!, $to: Int!) { moveContentReminderTemplate(id: $id, newSortOrder: $to) { ${FIELDS} } }`;
const HISTORY = `query History($id: ID!) { contentReminderTemplateHistory(id: $id) { action changes { field from to } } }`;

const input = (extra: object = {}) => ({
  nameZh: '测评前一天',
  nameEn: 'Day before the assessment',
  event: 'AssessmentDue',
  channels: ['email', 'sms'],
  subjectZh: '{{assessmentName}}提醒',
  subjectEn: '{{assessmentName}} tomorrow',
  bodyZh: '{{childName}}明天{{time}}参加{{assessmentName}}。',
  bodyEn: '{{childName}} takes the {{assessmentName}} tomorrow at {{time}}.',
  ...extra,
});

// Reminder templates through the gateway (issue 18): the REST paths underneath, the placeholder
// refusal passed on with the field it names, history values as JSON text.
describe.each(testEngines())('reminder templates through the gateway on %s', (engine) => {
  let h: GatewayHarness;

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
  });
  afterAll(() => h.close());

  const graphql = (query: string, variables: unknown = {}, userName = 'editor', language = 'en-US') =>
    h.graphql(userName, query, variables, { language });

  it('creates, publishes, moves and reads the history of a template; a centre then reads it', async () => {
    const created = await graphql(CREATE, { input: input() });
    expect(created.errors).toBeUndefined();
    const made = created.data?.['createContentReminderTemplate'] as { id: string };
    expect(made).toMatchObject({ contentStatus: 'Unpublish', sortOrder: 6, channels: ['sms', 'email'] });
    await graphql(STATUS, { id: made.id, to: 'Public' });
    const moved = await graphql(MOVE, { id: made.id, to: 0 });
    expect(moved.data?.['moveContentReminderTemplate']).toMatchObject({ sortOrder: 0, contentStatus: 'Public' });
    const history = await graphql(HISTORY, { id: made.id });
    const entries = history.data?.['contentReminderTemplateHistory'] as { action: string; changes: unknown[] }[];
    expect(entries.map((e) => e.action)).toEqual(['Created', 'StatusChanged', 'Moved']);
    expect(entries[0]?.changes).toContainEqual({ field: 'channels', from: null, to: '["sms","email"]' });
    const centre = await graphql(LIST, { search: 'assessment' }, 'centeradmin');
    expect(centre.data?.['contentReminderTemplates']).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ id: made.id })]),
    });
  });

  it('passes on a placeholder refusal with the field it names, in Chinese', async () => {
    const refused = await graphql(
      CREATE,
      { input: input({ nameEn: 'Another', nameZh: '另一个', bodyZh: '{{childName}}欠费{{amount}}。' }) },
      'editor',
      'zh-CN',
    );
    expect(refused.errors?.[0]?.extensions).toEqual(
      expect.objectContaining({
        code: 'ValidationError',
        validationErrors: [
          {
            message:
              '中文内容使用了 {{amount}}，“测评到期”提醒无法填写该占位符：可用 {{childName}}, {{guardianName}}, {{centreName}}, {{assessmentName}}, {{date}}, {{time}}。',
            members: ['bodyZh'],
          },
        ],
      }),
    );
    const centre = await graphql(CREATE, { input: input({ nameEn: 'Centre', nameZh: '中心' }) }, 'centeradmin');
    expect(centre.errors?.[0]?.extensions).toEqual(expect.objectContaining({ code: 'Forbidden' }));
  });
});
