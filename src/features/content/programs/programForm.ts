import type {
  ContentProgramFieldsFragment,
  ContentProgramMediaFieldsFragment,
  ContentTrainingProgramInput,
} from '../../../generated/graphql';

/** The levels a programme spans (server: PROGRAM_LEVEL_MIN..MAX), shown L1-L20. */
export const LEVELS = Array.from({ length: 20 }, (_, i) => i + 1);

/** The texts of a programme, each in both languages, in the form's order. */
export const PROGRAM_TEXT_FIELDS = [
  'contentZh',
  'contentEn',
  'precautionsZh',
  'precautionsEn',
  'possibleDifficultiesZh',
  'possibleDifficultiesEn',
  'groupTeachingZh',
  'groupTeachingEn',
] as const;
export type ProgramTextField = (typeof PROGRAM_TEXT_FIELDS)[number];

export type ProgramFormValues = {
  code: string;
  titleZh: string;
  titleEn: string;
  subTitleZh: string;
  subTitleEn: string;
  minDifficulty: number;
  maxDifficulty: number;
  difficulty: number;
  /** Null: the same as the starting level. */
  difficulty2: number | null;
  categoryType: '1' | '2';
  targetIds: string[];
  categoryIds: string[];
  /** Material id to required count, in the order chosen. */
  materials: { materialId: string; requiredCount: number }[];
  feedbackPropertyIds: string[];
  images: ContentProgramMediaFieldsFragment[];
  videos: ContentProgramMediaFieldsFragment[];
  sortOrder: string;
} & Record<ProgramTextField, string>;

export const EMPTY_PROGRAM: ProgramFormValues = {
  code: '',
  titleZh: '',
  titleEn: '',
  subTitleZh: '',
  subTitleEn: '',
  minDifficulty: 1,
  maxDifficulty: 10,
  difficulty: 1,
  difficulty2: null,
  categoryType: '1',
  ...(Object.fromEntries(PROGRAM_TEXT_FIELDS.map((f) => [f, ''])) as Record<ProgramTextField, string>),
  targetIds: [],
  categoryIds: [],
  materials: [],
  feedbackPropertyIds: [],
  images: [],
  videos: [],
  sortOrder: '',
};

export const formValuesOf = (p: ContentProgramFieldsFragment): ProgramFormValues => ({
  code: p.code,
  titleZh: p.titleZh,
  titleEn: p.titleEn,
  subTitleZh: p.subTitleZh,
  subTitleEn: p.subTitleEn,
  minDifficulty: p.minDifficulty,
  maxDifficulty: p.maxDifficulty,
  difficulty: p.difficulty,
  difficulty2: p.difficulty2 ?? null,
  categoryType: p.categoryType === '2' ? '2' : '1',
  ...(Object.fromEntries(PROGRAM_TEXT_FIELDS.map((f) => [f, p[f]])) as Record<ProgramTextField, string>),
  targetIds: p.targets.map((x) => x.id),
  categoryIds: p.categories.map((x) => x.id),
  materials: p.materials.map((m) => ({ materialId: m.id, requiredCount: m.requiredCount })),
  feedbackPropertyIds: p.feedbackProperties.map((f) => f.id),
  images: [...p.images],
  videos: [...p.videos],
  sortOrder: String(p.sortOrder),
});

export const inputOf = (v: ProgramFormValues): ContentTrainingProgramInput => ({
  code: v.code.trim(),
  titleZh: v.titleZh.trim(),
  titleEn: v.titleEn.trim(),
  subTitleZh: v.subTitleZh.trim(),
  subTitleEn: v.subTitleEn.trim(),
  minDifficulty: v.minDifficulty,
  maxDifficulty: v.maxDifficulty,
  difficulty: v.difficulty,
  difficulty2: v.difficulty2,
  categoryType: v.categoryType,
  ...(Object.fromEntries(PROGRAM_TEXT_FIELDS.map((f) => [f, v[f].trim()])) as Record<ProgramTextField, string>),
  targetIds: v.targetIds,
  categoryIds: v.categoryIds,
  materials: v.materials,
  feedbackPropertyIds: v.feedbackPropertyIds,
  imageIds: v.images.map((f) => f.id),
  videoIds: v.videos.map((f) => f.id),
  sortOrder: v.sortOrder.trim() === '' ? null : Number(v.sortOrder),
});

/** A programme's title in the reader's language. */
export const programName = (p: { titleZh: string; titleEn: string }, language: string) =>
  language.startsWith('zh') ? p.titleZh || p.titleEn : p.titleEn || p.titleZh;

/** A part's name in the reader's language. */
export const partName = (p: { nameZh: string; nameEn: string }, language: string) =>
  language.startsWith('zh') ? p.nameZh : p.nameEn;

export type ProgramProblem = { key: 'required' | 'level-order' | 'level-within' };

/** What the form refuses before sending; the server checks the same and more (program.kind.ts). */
export const programProblems = (v: ProgramFormValues): Partial<Record<keyof ProgramFormValues, ProgramProblem>> => {
  const problems: Partial<Record<keyof ProgramFormValues, ProgramProblem>> = {};
  for (const field of ['code', 'titleZh', 'titleEn'] as const)
    if (v[field].trim() === '') problems[field] = { key: 'required' };
  if (v.maxDifficulty < v.minDifficulty) problems.maxDifficulty = { key: 'level-order' };
  else {
    if (v.difficulty < v.minDifficulty || v.difficulty > v.maxDifficulty) problems.difficulty = { key: 'level-within' };
    if (v.difficulty2 !== null && (v.difficulty2 < v.minDifficulty || v.difficulty2 > v.maxDifficulty))
      problems.difficulty2 = { key: 'level-within' };
  }
  return problems;
};
