import { Type, type Static } from 'typebox';
import { BRAIN_AUDIO_TYPES, MUSIC_CATEGORIES, MUSIC_TYPES } from '../../../platform/db/schema/index';
import { Uuid } from '../../../platform/schemas';
import { ContentItemCommon } from '../content.schemas';

// Music plans (idtMusicPlan) and brain-music programmes (spec 001 §2 musicPlan, brainMusic; §3;
// §7 idtMusicPlan, idtMusicCategory, queryTags): numbered sessions 1..N, each an ordered list of
// music library tracks. Bodies are loose on purpose: the kinds check every field and name each
// refused one (with its session number).

export const MUSIC_MAX_SESSIONS = 200;
export const SESSION_MAX_TRACKS = 30;
export const MUSIC_CODE_MAX = 50;
export const MUSIC_NAME_MAX = 100;
export const MUSIC_PLAN_MAX_TAGS = 20;

const text = Type.Optional(Type.String({ maxLength: 1000 }));
const SessionBody = Type.Object({
  trackIds: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 }),
});

const ProgrammeBody = {
  code: text,
  nameZh: text,
  nameEn: text,
  sessions: Type.Optional(Type.Array(SessionBody, { maxItems: 1000 })),
  sortOrder: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
};

export const MusicPlanBody = Type.Object({
  ...ProgrammeBody,
  musicType: Type.Optional(Type.String({ maxLength: 50 })),
  category: Type.Optional(Type.String({ maxLength: 50 })),
  tagIds: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 })),
});

export const BrainMusicBody = Type.Object({
  ...ProgrammeBody,
  audioType: Type.Optional(Type.String({ maxLength: 50 })),
});

const SessionValues = Type.Object({ trackIds: Type.Array(Type.String()) });
const programmeValues = {
  code: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  sessions: Type.Array(SessionValues),
  sortOrder: Type.Integer(),
};
const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))));
export const MusicTypeSchema = oneOf(MUSIC_TYPES);
export const MusicCategorySchema = oneOf(MUSIC_CATEGORIES);
export const BrainAudioTypeSchema = oneOf(BRAIN_AUDIO_TYPES);

export const MusicPlanValues = Type.Object({
  ...programmeValues,
  musicType: MusicTypeSchema,
  category: MusicCategorySchema,
  tagIds: Type.Array(Type.String()),
});
export const BrainMusicValues = Type.Object({ ...programmeValues, audioType: BrainAudioTypeSchema });

/** A track of a session as a programme shows it (the library's words, its status for the editor). */
export const MusicTrackRef = Type.Object({
  id: Type.String(),
  code: Type.String(),
  courseCode: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  /** Seconds; null before a file or a duration. */
  duration: Type.Union([Type.Number(), Type.Null()]),
  hasAudio: Type.Boolean(),
  contentStatus: Type.String(),
});
export type MusicTrackRef = Static<typeof MusicTrackRef>;

export const MusicSession = Type.Object({
  /** 1, 2, … N. */
  number: Type.Integer(),
  tracks: Type.Array(MusicTrackRef),
});
export type MusicSession = Static<typeof MusicSession>;

export const MusicTagRef = Type.Object({ id: Type.String(), nameZh: Type.String(), nameEn: Type.String() });
export type MusicTagRef = Static<typeof MusicTagRef>;

const programmeItem = {
  ...ContentItemCommon,
  code: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  sessionCount: Type.Integer(),
  sessions: Type.Array(MusicSession),
};

export const MusicPlanItem = Type.Object(
  { ...programmeItem, musicType: MusicTypeSchema, category: MusicCategorySchema, tags: Type.Array(MusicTagRef) },
  { description: 'A music plan (idtMusicPlan): numbered sessions of tracks of its music type, a category, tags.' },
);
export type MusicPlanItem = Static<typeof MusicPlanItem>;

export const BrainMusicItem = Type.Object(
  { ...programmeItem, audioType: BrainAudioTypeSchema },
  { description: 'A brain-music programme: numbered sessions of tracks, played as its audio type.' },
);
export type BrainMusicItem = Static<typeof BrainMusicItem>;

/** GET /idtMusicCategory: the fixed categories, named in both languages. */
export const MusicCategories = Type.Object({
  items: Type.Array(Type.Object({ id: MusicCategorySchema, nameZh: Type.String(), nameEn: Type.String() })),
});

/** POST /queryTags: tags for a picker, by name (either language) or by id. */
export const QueryTagsBody = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  ids: Type.Optional(Type.Array(Uuid, { maxItems: 100 })),
  maxResultCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type QueryTagsBody = Static<typeof QueryTagsBody>;
export const QueryTagsAnswer = Type.Object({ items: Type.Array(MusicTagRef) });
