import type { ContentProgramFieldsFragment, ContentProgramPartsQuery } from '../../../generated/graphql';
import { publicItem } from '../contentFixtures';

// A programme and the library's parts as the gateway answers them, for the console's tests.

export const programFixture = (
  id: string,
  extra: Partial<ContentProgramFieldsFragment> = {},
): ContentProgramFieldsFragment => ({
  id,
  code: 'ATT-01',
  titleZh: '找不同',
  titleEn: 'Spot the difference',
  subTitleZh: '注意力 · 第 1 课',
  subTitleEn: 'Attention · lesson 1',
  difficulty: 3,
  difficulty2: null,
  minDifficulty: 2,
  maxDifficulty: 8,
  categoryType: '1',
  contentZh: '老师示范，孩子完成三轮。',
  contentEn: 'The trainer shows it; the child does three rounds.',
  precautionsZh: '',
  precautionsEn: '',
  possibleDifficultiesZh: '',
  possibleDifficultiesEn: '',
  groupTeachingZh: '',
  groupTeachingEn: 'Work in pairs.',
  targets: [{ id: 't1', nameZh: '注意力', nameEn: 'Attention' }],
  categories: [{ id: 'c1', nameZh: '注意力训练', nameEn: 'Attention training', categoryType: '1' }],
  materials: [
    { id: 'm1', nameZh: '图片卡', nameEn: 'Picture cards', descriptionZh: '', descriptionEn: '', requiredCount: 3 },
  ],
  feedbackProperties: [
    {
      programFeedbackPropertyId: 'pf1',
      id: 'f1',
      formKind: 'Session',
      displayName: { default: '专注度', zh: '专注度', en: 'Focus' },
      isRequired: true,
      type: 'Boolean',
      extraProperties: '{}',
    },
  ],
  images: [{ id: 'i1', kind: 'image', contentType: 'image/png', fileName: 'ATT-01.png', size: 900 }],
  videos: [{ id: 'v1', kind: 'video', contentType: 'video/webm', fileName: 'ATT-01.webm', size: 38000 }],
  ...publicItem(),
  ...extra,
});

const form = (id: string, zh: string, en: string, formKind: 'Session' | 'Personal' | 'Guardian') => ({
  id,
  formKind,
  displayName: { default: zh, zh, en },
  isRequired: false,
  type: 'String',
  extraProperties: '{}',
  contentStatus: 'Public' as const,
});

export const partsFixture: ContentProgramPartsQuery = {
  contentTrainingTargets: {
    items: [
      { id: 't1', nameZh: '注意力', nameEn: 'Attention', contentStatus: 'Public' },
      { id: 't2', nameZh: '草稿目标', nameEn: 'Draft target', contentStatus: 'Unpublish' },
    ],
  },
  contentProgramCategories: {
    items: [
      { id: 'c1', nameZh: '注意力训练', nameEn: 'Attention training', categoryType: '1', contentStatus: 'Public' },
    ],
  },
  contentMaterials: { items: [{ id: 'm1', nameZh: '图片卡', nameEn: 'Picture cards', contentStatus: 'Public' }] },
  sessionForm: [form('f1', '专注度', 'Focus', 'Session')],
  personalForm: [form('f2', '心情', 'Mood', 'Personal')],
  guardianForm: [],
};
