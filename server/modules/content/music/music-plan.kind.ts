import {
  contentMusicPlans,
  contentMusicPlanTracks,
  MUSIC_CATEGORIES,
  MUSIC_TYPES,
  type MusicCategory,
  type MusicType,
} from '../../../platform/db/schema/index';
import { UUID } from '../../../platform/patterns';
import type { ContentKind } from '../content-kind';
import { sessionsItemFields } from '../shared/numbered-sessions.fields';
import { kindOneOf } from '../shared/kind-fields';
import { acceptProgrammeFields, checkSessionTracks, programmeValuesOf } from './music-fields';
import { musicValidationError, type MusicProblem } from './music-problems';
import {
  existingTagIds,
  programmeRepository,
  tagsOfPlans,
  writePlanTags,
  type ProgrammeValuesStored,
  type WithSessions,
} from './music.repository';
import {
  MUSIC_PLAN_MAX_TAGS,
  MusicPlanBody,
  MusicPlanItem,
  MusicPlanValues,
  type MusicPlanItem as MusicPlanItemType,
  type MusicTagRef,
} from './music.schemas';

// Music plans (spec 001 §2 musicPlan; §3 "Music plan (idtMusicPlan), category, tags", "Music
// programme request: musicType (Fas or CmSmo)"; §7 GET or POST idtMusicPlan, GET or PUT
// idtMusicPlan/{id}: the generic endpoints at the spec's own segment). Which tracks play in
// session n, all of the plan's course (Fas plays FAS tracks, CmSmo CMSMO ones).

type MusicPlanValuesStored = ProgrammeValuesStored & {
  musicType: MusicType;
  category: MusicCategory;
  tagIds: string[];
};
type MusicPlanRow = WithSessions<typeof contentMusicPlans.$inferSelect> & { tags: MusicTagRef[] };

/** The track course a music type plays. */
export const COURSE_OF_MUSIC_TYPE: Record<MusicType, string> = { Fas: 'FAS', CmSmo: 'CMSMO' };

export const musicPlanKind: ContentKind<MusicPlanValuesStored, MusicPlanRow, MusicPlanItemType> = {
  segment: 'idtMusicPlan',
  openApiTag: 'Content: music plans',
  body: MusicPlanBody,
  item: MusicPlanItem,
  values: MusicPlanValues,
  defaults: {
    code: '',
    nameZh: '',
    nameEn: '',
    sessions: [{ trackIds: [] }],
    musicType: 'Fas',
    category: 'Attention',
    tagIds: [],
    sortOrder: 0,
  },
  accept(body) {
    const problems: MusicProblem[] = [];
    const { sortOrder, ...values } = acceptProgrammeFields(body, problems);
    const musicType = kindOneOf(problems, 'musicType', body['musicType'], MUSIC_TYPES);
    const category = kindOneOf(problems, 'category', body['category'], MUSIC_CATEGORIES);
    const given = Array.isArray(body['tagIds']) ? (body['tagIds'] as unknown[]).map(String) : [];
    const tagIds = [...new Set(given)];
    if (tagIds.length > MUSIC_PLAN_MAX_TAGS)
      problems.push({ key: 'tags-too-many', field: 'tagIds', params: { max: MUSIC_PLAN_MAX_TAGS } });
    else if (tagIds.some((id) => !UUID.test(id))) problems.push({ key: 'tag-unknown', field: 'tagIds' });
    if (problems.length > 0) throw musicValidationError(problems);
    return { values: { ...values, musicType, category, tagIds, sortOrder }, problems: [] };
  },
  valuesOf: (row) => ({
    ...programmeValuesOf(row),
    musicType: row.musicType,
    category: row.category,
    tagIds: row.tags.map((t) => t.id),
    sortOrder: row.sortOrder,
  }),
  fieldsOf: (row) => ({
    ...sessionsItemFields(row),
    musicType: row.musicType,
    category: row.category,
    tags: row.tags,
  }),
  repository: programmeRepository<
    MusicPlanValuesStored,
    typeof contentMusicPlans.$inferSelect,
    { tags: MusicTagRef[] }
  >(contentMusicPlans, contentMusicPlanTracks, {
    what: 'music plan',
    columnsOf: (v) => ({ musicType: v.musicType, category: v.category }),
    async check(tx, values) {
      const known = await existingTagIds(tx, values.tagIds);
      if (values.tagIds.some((id) => !known.has(id)))
        throw musicValidationError([{ key: 'tag-unknown', field: 'tagIds' }]);
      await checkSessionTracks(tx, values.sessions, COURSE_OF_MUSIC_TYPE[values.musicType]);
    },
    extra: {
      async read(tx, ids) {
        const tags = await tagsOfPlans(tx, ids);
        return (id) => ({ tags: tags.get(id) ?? [] });
      },
      write: (tx, id, values) => writePlanTags(tx, id, values.tagIds),
    },
  }),
};
