import { Type, type Static } from 'typebox';
import { PROGRAM_LEVEL_MAX, PROGRAM_LEVEL_MIN } from '../../../platform/db/schema/index';
import { Uuid } from '../../../platform/schemas';
import { ContentItemCommon } from '../content.schemas';

// A training program (spec 001 §3 "Training program", §7 /api/rocket/trainingProgram). Loose on
// purpose: the kind checks every field and names each refused one (program.kind.ts).

export const PROGRAM_CODE_MAX = 40;
export const PROGRAM_TITLE_MAX = 100;
export const PROGRAM_TEXT_MAX = 5000;
/** How many targets, categories, materials, form properties, images, videos one program may name. */
export const PROGRAM_LIST_MAX = 50;
export const PROGRAM_COUNT_MAX = 999;
export const PROGRAM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROGRAM_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export { PROGRAM_LEVEL_MAX, PROGRAM_LEVEL_MIN };

/** The texts of a program, each in both languages. */
export const PROGRAM_TEXTS = [
  'subTitleZh',
  'subTitleEn',
  'contentZh',
  'contentEn',
  'precautionsZh',
  'precautionsEn',
  'possibleDifficultiesZh',
  'possibleDifficultiesEn',
  'groupTeachingZh',
  'groupTeachingEn',
] as const;
export type ProgramText = (typeof PROGRAM_TEXTS)[number];

const text = Type.Optional(Type.Union([Type.String({ maxLength: 20000 }), Type.Null()]));
const level = Type.Optional(Type.Union([Type.Integer(), Type.Null()]));
const ids = Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 200 }));

export const ProgramMaterialBody = Type.Object({
  materialId: Type.String({ maxLength: 100 }),
  requiredCount: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

export const ProgramBody = Type.Object({
  code: text,
  titleZh: text,
  titleEn: text,
  ...Object.fromEntries(PROGRAM_TEXTS.map((f) => [f, text])),
  difficulty: level,
  difficulty2: level,
  minDifficulty: level,
  maxDifficulty: level,
  categoryType: Type.Optional(Type.String({ maxLength: 10 })),
  targetIds: ids,
  categoryIds: ids,
  materials: Type.Optional(Type.Array(ProgramMaterialBody, { maxItems: 200 })),
  feedbackPropertyIds: ids,
  imageIds: ids,
  videoIds: ids,
  sortOrder: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

const texts = Object.fromEntries(PROGRAM_TEXTS.map((f) => [f, Type.String()])) as Record<
  ProgramText,
  ReturnType<typeof Type.String>
>;

const ownFields = {
  code: Type.String(),
  titleZh: Type.String(),
  titleEn: Type.String(),
  ...texts,
  difficulty: Type.Integer(),
  difficulty2: Type.Union([Type.Integer(), Type.Null()]),
  minDifficulty: Type.Integer(),
  maxDifficulty: Type.Integer(),
  categoryType: Type.Union([Type.Literal('1'), Type.Literal('2')]),
};

export const ProgramValues = Type.Object({
  ...ownFields,
  targetIds: Type.Array(Type.String()),
  categoryIds: Type.Array(Type.String()),
  materials: Type.Array(Type.Object({ materialId: Type.String(), requiredCount: Type.Integer() })),
  feedbackPropertyIds: Type.Array(Type.String()),
  imageIds: Type.Array(Type.String()),
  videoIds: Type.Array(Type.String()),
  sortOrder: Type.Integer(),
});
export type ProgramValues = Static<typeof ProgramValues>;

const named = { id: Type.String(), nameZh: Type.String(), nameEn: Type.String() };

export const ProgramMedia = Type.Object({
  id: Type.String({ description: "The file id; a video's is its vid (GET /api/rocket/File/PlayAuth?vid=)." }),
  kind: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  contentType: Type.String(),
  fileName: Type.String(),
  size: Type.Integer(),
});
export type ProgramMedia = Static<typeof ProgramMedia>;

export const ProgramItem = Type.Object(
  {
    ...ContentItemCommon,
    ...ownFields,
    targets: Type.Array(Type.Object(named)),
    categories: Type.Array(Type.Object({ ...named, categoryType: Type.String() })),
    materials: Type.Array(
      Type.Object({
        ...named,
        descriptionZh: Type.String(),
        descriptionEn: Type.String(),
        requiredCount: Type.Integer(),
      }),
    ),
    /** The program's feedback form, in order; programFeedbackPropertyId is what an answer names. */
    feedbackProperties: Type.Array(
      Type.Object({
        programFeedbackPropertyId: Type.String(),
        id: Type.String(),
        formKind: Type.String(),
        displayName: Type.Object({
          default: Type.String(),
          zh: Type.Optional(Type.String()),
          en: Type.Optional(Type.String()),
        }),
        isRequired: Type.Boolean(),
        type: Type.String(),
        extraProperties: Type.Record(Type.String(), Type.Unknown()),
      }),
    ),
    images: Type.Array(ProgramMedia),
    videos: Type.Array(ProgramMedia),
  },
  { description: 'A training program (spec 001 §3).' },
);
export type ProgramItem = Static<typeof ProgramItem>;

export const ProgramVidBody = Type.Object({ id: Uuid, vid: Uuid });
export const MediaParams = Type.Object({ id: Uuid });
export const PlayAuthQuery = Type.Object({ vid: Uuid });
export const MediaTokenQuery = Type.Object({ token: Type.String({ maxLength: 2000 }) });
export const PlayAuth = Type.Object({
  vid: Type.String(),
  kind: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  contentType: Type.String(),
  /** The signed address the browser's <video> or <img> loads (it cannot send the bearer token). */
  playUrl: Type.String(),
  /** The address's token alone (the spec's playAuth). */
  playAuth: Type.String(),
  expiresAt: Type.String(),
});
