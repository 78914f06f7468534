import type { ContentKind } from '../content-kind';
import { MAX_SORT_ORDER } from '../content-problems';
import { programProblems, type ProgramProblem } from './program-problems';
import { programRepository, programValuesOf, type ProgramRow, type ProgramValuesStored } from './program.repository';
import {
  PROGRAM_CODE_MAX,
  PROGRAM_COUNT_MAX,
  PROGRAM_LEVEL_MAX,
  PROGRAM_LEVEL_MIN,
  PROGRAM_LIST_MAX,
  PROGRAM_TEXTS,
  PROGRAM_TEXT_MAX,
  PROGRAM_TITLE_MAX,
  ProgramBody,
  ProgramItem,
  ProgramValues,
  type ProgramItem as ProgramItemType,
  type ProgramText,
} from './program.schemas';
import { programUsedBy } from './program-usage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const textOf = (problems: ProgramProblem[], field: string, value: unknown, required: boolean, max: number) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (required && text === '') problems.push({ key: 'required', field });
  else if ([...text].length > max) problems.push({ key: 'too-long', field, params: { max } });
  return text;
};

/** A level L1-L20, or null when absent and not required. */
const levelOf = (problems: ProgramProblem[], field: string, value: unknown, required: boolean) => {
  if (value === undefined || value === null) {
    if (required) problems.push({ key: 'required', field });
    return null;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < PROGRAM_LEVEL_MIN || value > PROGRAM_LEVEL_MAX) {
    problems.push({ key: 'level-range', field, params: { min: PROGRAM_LEVEL_MIN, max: PROGRAM_LEVEL_MAX } });
    return null;
  }
  return value;
};

/** A list of ids: each a uuid, none twice, at most PROGRAM_LIST_MAX. */
const idsOf = (problems: ProgramProblem[], field: string, value: unknown): string[] => {
  const list = Array.isArray(value) ? (value as unknown[]) : [];
  const ids = list.filter((id): id is string => typeof id === 'string' && UUID.test(id)).map((id) => id.toLowerCase());
  if (ids.length !== list.length)
    problems.push({ key: 'unknown-items', field, params: { count: list.length - ids.length } });
  else if (new Set(ids).size !== ids.length) problems.push({ key: 'twice', field });
  else if (ids.length > PROGRAM_LIST_MAX) problems.push({ key: 'too-many', field, params: { max: PROGRAM_LIST_MAX } });
  return ids;
};

/** The program body checked: every problem named by field (a key of content-programs:fields). */
export const checkProgram = (body: Record<string, unknown>) => {
  const problems: ProgramProblem[] = [];
  const code = textOf(problems, 'code', body['code'], true, PROGRAM_CODE_MAX);
  const titleZh = textOf(problems, 'titleZh', body['titleZh'], true, PROGRAM_TITLE_MAX);
  const titleEn = textOf(problems, 'titleEn', body['titleEn'], true, PROGRAM_TITLE_MAX);
  const texts = Object.fromEntries(
    PROGRAM_TEXTS.map((f) => [
      f,
      textOf(problems, f, body[f], false, f.startsWith('subTitle') ? PROGRAM_TITLE_MAX : PROGRAM_TEXT_MAX),
    ]),
  ) as Record<ProgramText, string>;
  const minDifficulty = levelOf(problems, 'minDifficulty', body['minDifficulty'], true);
  const maxDifficulty = levelOf(problems, 'maxDifficulty', body['maxDifficulty'], true);
  const given = levelOf(problems, 'difficulty', body['difficulty'], false);
  const difficulty2 = levelOf(problems, 'difficulty2', body['difficulty2'], false);
  const difficulty = given ?? minDifficulty;
  if (minDifficulty !== null && maxDifficulty !== null) {
    if (minDifficulty > maxDifficulty)
      problems.push({ key: 'level-order', field: 'maxDifficulty', params: { min: `L${minDifficulty}` } });
    else
      for (const [field, level] of [
        ['difficulty', given],
        ['difficulty2', difficulty2],
      ] as const)
        if (level !== null && (level < minDifficulty || level > maxDifficulty))
          problems.push({
            key: 'level-within',
            field,
            params: { min: `L${minDifficulty}`, max: `L${maxDifficulty}` },
          });
  }
  const type = body['categoryType'] ?? '1';
  if (type !== '1' && type !== '2')
    problems.push({ key: 'one-of', field: 'categoryType', params: { allowed: '1, 2' } });
  const categoryType: '1' | '2' = type === '2' ? '2' : '1';
  const targetIds = idsOf(problems, 'targetIds', body['targetIds']);
  const categoryIds = idsOf(problems, 'categoryIds', body['categoryIds']);
  const feedbackPropertyIds = idsOf(problems, 'feedbackPropertyIds', body['feedbackPropertyIds']);
  const imageIds = idsOf(problems, 'imageIds', body['imageIds']);
  const videoIds = idsOf(problems, 'videoIds', body['videoIds']);
  const givenMaterials = Array.isArray(body['materials']) ? (body['materials'] as Record<string, unknown>[]) : [];
  const materialIds = idsOf(
    problems,
    'materials',
    givenMaterials.map((m) => m['materialId']),
  );
  const materials = givenMaterials.map((m, i) => {
    const count = m['requiredCount'];
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > PROGRAM_COUNT_MAX) {
      if (!problems.some((p) => p.key === 'count-range'))
        problems.push({ key: 'count-range', field: 'materials', params: { max: PROGRAM_COUNT_MAX } });
      return { materialId: materialIds[i] ?? '', requiredCount: 1 };
    }
    return { materialId: materialIds[i] ?? '', requiredCount: count };
  });
  let sortOrder: number | null = null;
  const order = body['sortOrder'];
  if (order !== undefined && order !== null) {
    if (typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order > MAX_SORT_ORDER)
      problems.push({ key: 'range', field: 'sortOrder', params: { min: 0, max: MAX_SORT_ORDER } });
    else sortOrder = order;
  }
  const values: ProgramValuesStored = {
    code,
    titleZh,
    titleEn,
    ...texts,
    difficulty: difficulty ?? PROGRAM_LEVEL_MIN,
    difficulty2,
    minDifficulty: minDifficulty ?? PROGRAM_LEVEL_MIN,
    maxDifficulty: maxDifficulty ?? PROGRAM_LEVEL_MIN,
    categoryType,
    targetIds,
    categoryIds,
    materials,
    feedbackPropertyIds,
    imageIds,
    videoIds,
  };
  return { values: { ...values, sortOrder }, problems };
};

const {
  targetIds: _t,
  categoryIds: _c,
  materials: _m,
  feedbackPropertyIds: _f,
  imageIds: _i,
  videoIds: _v,
  ...noLinks
} = checkProgram({}).values;

/**
 * Training programs under /api/rocket/trainingProgram (spec 001 §3, §7; issue 18 item 7): a code
 * unique whatever its case, titles and texts in both languages, a level range L1-L20, and the
 * targets, categories, materials (with counts), feedback form and files it names. The files come
 * with an upload first (program-media.routes.ts) and are named here by id.
 */
export const programKind: ContentKind<ProgramValuesStored, ProgramRow, ProgramItemType> = {
  segment: 'trainingProgram',
  openApiTag: 'Content: training programs',
  body: ProgramBody,
  item: ProgramItem,
  values: ProgramValues,
  defaults: {
    ...noLinks,
    targetIds: [],
    categoryIds: [],
    materials: [],
    feedbackPropertyIds: [],
    imageIds: [],
    videoIds: [],
    sortOrder: 0,
  },
  accept(body) {
    const { values, problems } = checkProgram(body);
    // The program's own messages (its fields, its level rules): thrown here, in its catalogue.
    if (problems.length > 0) throw programProblems(problems);
    return { values, problems: [] };
  },
  valuesOf: (row) => ({ ...programValuesOf(row), sortOrder: row.sortOrder }),
  fieldsOf: (row) => {
    const {
      targetIds: _a,
      categoryIds: _b,
      materials: _c2,
      feedbackPropertyIds: _d,
      imageIds: _e,
      videoIds: _g,
      ...own
    } = programValuesOf(row);
    return {
      ...own,
      targets: row.targets,
      categories: row.categories,
      materials: row.materials,
      feedbackProperties: row.feedbackProperties,
      images: row.images,
      videos: row.videos,
    };
  },
  repository: programRepository,
  usedBy: programUsedBy,
};
