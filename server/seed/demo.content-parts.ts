// The content library's training parts for the demo (issue 18 items 1, 2 and 7): the training
// targets programs train (attention, working memory, motor, social ...), program categories
// (V4's apart), the materials a session needs in the room, and feedback properties of all ten
// types forming the three real feedback forms (a session's, a child's own, a guardian's). Both
// languages throughout; written as the demo editor, with their history, like the tags.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { checkPropertyDefinition } from '../../forms/feedback-definition';
import type { ContentStatus } from '../../machines/content-status.machine';
import type { Tx } from '../platform/db/database';
import {
  contentFeedbackProperties,
  contentHistory,
  contentMaterials,
  contentProgramCategories,
  contentTrainingTargets,
  type FeedbackFormKind,
} from '../platform/db/schema/index';

type Named = {
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  contentStatus: ContentStatus;
};

export const DEMO_TARGETS: readonly Named[] = [
  {
    nameZh: '注意力',
    nameEn: 'Attention',
    descriptionZh: '持续、选择和转移注意的能力。',
    descriptionEn: 'Sustaining, selecting and shifting attention.',
    contentStatus: 'Public',
  },
  {
    nameZh: '工作记忆',
    nameEn: 'Working memory',
    descriptionZh: '在头脑中保持并处理信息。',
    descriptionEn: 'Holding and using information in mind.',
    contentStatus: 'Public',
  },
  {
    nameZh: '运动协调',
    nameEn: 'Motor coordination',
    descriptionZh: '大运动、精细动作与平衡。',
    descriptionEn: 'Gross and fine motor skills and balance.',
    contentStatus: 'Public',
  },
  {
    nameZh: '社交互动',
    nameEn: 'Social interaction',
    descriptionZh: '轮流、合作与理解他人。',
    descriptionEn: 'Taking turns, working together, reading others.',
    contentStatus: 'Public',
  },
  {
    nameZh: '情绪调节',
    nameEn: 'Emotional regulation',
    descriptionZh: '识别并平复情绪。',
    descriptionEn: 'Noticing feelings and calming down.',
    contentStatus: 'Public',
  },
  {
    nameZh: '执行功能',
    nameEn: 'Executive function',
    descriptionZh: '计划、抑制与灵活转换。',
    descriptionEn: 'Planning, inhibition and flexible switching.',
    contentStatus: 'Unpublish',
  },
];

export const DEMO_CATEGORIES: readonly {
  nameZh: string;
  nameEn: string;
  categoryType: '1' | '2';
  contentStatus: ContentStatus;
}[] = [
  { nameZh: '注意力训练', nameEn: 'Attention training', categoryType: '1', contentStatus: 'Public' },
  { nameZh: '记忆训练', nameEn: 'Memory training', categoryType: '1', contentStatus: 'Public' },
  { nameZh: '感统运动', nameEn: 'Sensory-motor play', categoryType: '1', contentStatus: 'Public' },
  { nameZh: '社交游戏', nameEn: 'Social games', categoryType: '1', contentStatus: 'Public' },
  { nameZh: '专注力', nameEn: 'Focus', categoryType: '2', contentStatus: 'Public' },
  { nameZh: '身体协调', nameEn: 'Body coordination', categoryType: '2', contentStatus: 'Public' },
  { nameZh: '小组合作', nameEn: 'Group cooperation', categoryType: '2', contentStatus: 'Hide' },
];

export const DEMO_MATERIALS: readonly Named[] = [
  {
    nameZh: '图卡',
    nameEn: 'Picture cards',
    descriptionZh: '动物、水果与日常物品图卡一套。',
    descriptionEn: 'A set of animal, fruit and everyday object cards.',
    contentStatus: 'Public',
  },
  {
    nameZh: '感统球',
    nameEn: 'Sensory ball',
    descriptionZh: '直径 20 厘米的软刺球。',
    descriptionEn: 'A soft spiky ball, 20 cm across.',
    contentStatus: 'Public',
  },
  {
    nameZh: '平衡板',
    nameEn: 'Balance board',
    descriptionZh: '木质摇摆平衡板。',
    descriptionEn: 'A wooden rocking balance board.',
    contentStatus: 'Public',
  },
  {
    nameZh: '彩色积木',
    nameEn: 'Coloured blocks',
    descriptionZh: '四种颜色的积木各十块。',
    descriptionEn: 'Ten blocks in each of four colours.',
    contentStatus: 'Public',
  },
  {
    nameZh: '沙漏',
    nameEn: 'Sand timer',
    descriptionZh: '一分钟沙漏。',
    descriptionEn: 'A one-minute sand timer.',
    contentStatus: 'Public',
  },
  { nameZh: '节拍器', nameEn: 'Metronome', descriptionZh: '', descriptionEn: '', contentStatus: 'Public' },
  { nameZh: '呼啦圈', nameEn: 'Hula hoop', descriptionZh: '', descriptionEn: '', contentStatus: 'Unpublish' },
];

type DemoProperty = {
  formKind: FeedbackFormKind;
  displayName: { default: string; zh: string; en: string };
  isRequired: boolean;
  type: string;
  extraProperties: Record<string, unknown>;
};

const title = (zh: string, en: string) => ({ default: zh, zh, en });

/** Three feedback forms; all ten types; every one passes forms/ (checked below as the seed runs). */
export const DEMO_FEEDBACK_PROPERTIES: readonly DemoProperty[] = [
  {
    formKind: 'Session',
    displayName: title('到达时间', 'Arrival time'),
    isRequired: true,
    type: 'TimePicker',
    extraProperties: { maxTime: 'current', minuteStep: 15 },
  },
  {
    formKind: 'Session',
    displayName: title('训练时长', 'Time trained'),
    isRequired: true,
    type: 'Duration',
    extraProperties: { minStep: 5, desc: { default: '不含休息时间', zh: '不含休息时间', en: 'Breaks not counted' } },
  },
  {
    formKind: 'Session',
    displayName: title('专注度', 'Focus'),
    isRequired: true,
    type: 'Rating',
    extraProperties: {
      count: 5,
      showText: {
        zh: ['很差', '较差', '一般', '较好', '很好'],
        en: ['Very poor', 'Poor', 'Fair', 'Good', 'Very good'],
      },
    },
  },
  {
    formKind: 'Session',
    displayName: title('完成轮数', 'Rounds completed'),
    isRequired: false,
    type: 'Number',
    extraProperties: { minValue: 0, maxValue: 20, step: 1 },
  },
  {
    formKind: 'Session',
    displayName: title('课堂情绪', 'Mood in class'),
    isRequired: false,
    type: 'Selection',
    extraProperties: {
      options: {
        zh: [
          { value: 'calm', text: '平静' },
          { value: 'excited', text: '兴奋' },
          { value: 'tired', text: '疲惫' },
          { value: 'upset', text: '烦躁' },
        ],
        en: [
          { value: 'calm', text: 'Calm' },
          { value: 'excited', text: 'Excited' },
          { value: 'tired', text: 'Tired' },
          { value: 'upset', text: 'Upset' },
        ],
      },
    },
  },
  {
    formKind: 'Session',
    displayName: title('课堂照片', 'Photos'),
    isRequired: false,
    type: 'ImagePicker',
    extraProperties: {},
  },
  {
    formKind: 'Session',
    displayName: title('训练视频', 'Training video'),
    isRequired: false,
    type: 'VideoPicker',
    extraProperties: {},
  },
  {
    formKind: 'Session',
    displayName: title('课堂记录', "Coach's notes"),
    isRequired: true,
    type: 'String',
    extraProperties: { defaultLines: 4, maxLength: 500 },
  },
  {
    formKind: 'Personal',
    displayName: title('独立完成', 'Finished on their own'),
    isRequired: false,
    type: 'Boolean',
    extraProperties: {},
  },
  {
    formKind: 'Personal',
    displayName: title('需要的提示', 'Prompts needed'),
    isRequired: true,
    type: 'MultiLanguageSelection',
    extraProperties: {
      options: {
        zh: [
          { value: 'none', text: '无需提示' },
          { value: 'verbal', text: '口头提示' },
          { value: 'gesture', text: '手势提示' },
          { value: 'physical', text: '肢体辅助' },
        ],
        en: [
          { value: 'none', text: 'None' },
          { value: 'verbal', text: 'Verbal' },
          { value: 'gesture', text: 'Gesture' },
          { value: 'physical', text: 'Physical help' },
        ],
      },
    },
  },
  {
    formKind: 'Personal',
    displayName: title('达到的级别', 'Level reached'),
    isRequired: false,
    type: 'Selection',
    // One list for both languages: the levels are written alike.
    extraProperties: { options: ['L1', 'L2', 'L3', 'L4', 'L5'].map((level) => ({ value: level, text: level })) },
  },
  {
    formKind: 'Personal',
    displayName: title('难度感受', 'How hard it felt'),
    isRequired: false,
    type: 'Number',
    extraProperties: { minValue: 1, maxValue: 10, step: 1, slider: true },
  },
  {
    formKind: 'Personal',
    displayName: title('今日进步', 'Progress today'),
    isRequired: false,
    type: 'String',
    extraProperties: { defaultLines: 3 },
  },
  {
    formKind: 'Guardian',
    displayName: title('在家练习', 'Practised at home'),
    isRequired: true,
    type: 'Boolean',
    extraProperties: {},
  },
  {
    formKind: 'Guardian',
    displayName: title('练习时长', 'Practice time'),
    isRequired: false,
    type: 'Duration',
    extraProperties: { minStep: 5 },
  },
  {
    formKind: 'Guardian',
    displayName: title('昨晚睡眠', 'Sleep last night'),
    isRequired: false,
    type: 'Selection',
    extraProperties: {
      options: {
        zh: [
          { value: 'good', text: '睡得好' },
          { value: 'restless', text: '睡不安稳' },
          { value: 'late', text: '睡得晚' },
        ],
        en: [
          { value: 'good', text: 'Slept well' },
          { value: 'restless', text: 'Restless' },
          { value: 'late', text: 'Went to bed late' },
        ],
      },
    },
  },
  {
    formKind: 'Guardian',
    displayName: title('家长意见', "Parent's remarks"),
    isRequired: false,
    type: 'String',
    extraProperties: { defaultLines: 3, maxLength: 300 },
  },
];

type Row = { id: string; sortOrder: number; contentStatus: ContentStatus } & Record<string, unknown>;

/** Created (as a Draft) and, unless still a Draft, published: the history the endpoints would write. */
const historyOf = (kind: string, rows: readonly Row[], fields: readonly string[], editorId: string, at: Date) =>
  rows.flatMap((row): (typeof contentHistory.$inferInsert)[] => [
    {
      kind,
      itemId: row.id,
      action: 'Created',
      changes: {
        ...Object.fromEntries(fields.map((field) => [field, { from: null, to: row[field] }])),
        sortOrder: { from: null, to: row.sortOrder },
        contentStatus: { from: null, to: 'Unpublish' },
      },
      userId: editorId,
      at,
    },
    ...(row.contentStatus === 'Unpublish'
      ? []
      : [
          {
            kind,
            itemId: row.id,
            action: 'StatusChanged',
            changes: { contentStatus: { from: 'Unpublish', to: row.contentStatus } },
            userId: editorId,
            at: new Date(at.getTime() + 3600_000),
          },
        ]),
  ]);

/** Inserted as the demo editor (the write policies let only a content editor write). */
export const seedDemoContentParts = async (tx: Tx, demo: { editorId: string; now: number }) => {
  await tx.execute(sql`select set_config('app.user_id', ${demo.editorId}, true)`);
  const at = new Date(demo.now - 29 * 24 * 3600_000);
  const by = { createdBy: demo.editorId, updatedBy: demo.editorId, createdAt: at, updatedAt: at };
  const numbered = <T extends object>(list: readonly T[]) =>
    list.map((item, i) => ({ id: randomUUID(), ...item, sortOrder: i, ...by }));

  const targets = numbered(DEMO_TARGETS);
  const categories = numbered(DEMO_CATEGORIES);
  const materials = numbered(DEMO_MATERIALS);
  const properties = numbered(
    DEMO_FEEDBACK_PROPERTIES.map(({ type, ...p }) => ({ ...p, propertyType: type, contentStatus: 'Public' as const })),
  );
  for (const p of properties) {
    const check = checkPropertyDefinition({ ...p, type: p.propertyType });
    if (!check.property)
      throw new Error(`demo feedback property ${p.displayName.en}: ${JSON.stringify(check.messages)}`);
  }
  await tx.insert(contentTrainingTargets).values(targets);
  await tx.insert(contentProgramCategories).values(categories);
  await tx.insert(contentMaterials).values(materials);
  await tx.insert(contentFeedbackProperties).values(properties);
  const named = ['nameZh', 'nameEn', 'descriptionZh', 'descriptionEn'];
  await tx.insert(contentHistory).values([
    ...historyOf('trainingTarget', targets, named, demo.editorId, at),
    ...historyOf('programCategory', categories, ['nameZh', 'nameEn', 'categoryType'], demo.editorId, at),
    ...historyOf('courseWare', materials, named, demo.editorId, at),
    ...historyOf(
      'feedbackProperties',
      properties.map((p) => ({ ...p, type: p.propertyType })),
      ['formKind', 'displayName', 'isRequired', 'type', 'extraProperties'],
      demo.editorId,
      at,
    ),
  ]);
  await tx.execute(sql`select set_config('app.user_id', '', true)`);
};
