import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../../../../machines/content-status.machine';
import { contentEditorsWrite as editorsWrite, contentStatusCheck as statusCheck, contentTags } from './content';
import { contentTracks } from './content-tracks';
import { users } from './tenancy';

// The music programmes of the content library (issue 18 items 1, 7; spec 001 §2 musicPlan,
// brainMusic; §3 "Music plan (idtMusicPlan), category, tags", "iLs (audioType such as BrainAudio,
// tracks with courseCode, code ...)"): numbered sessions 1..N, each an ordered list of music
// library tracks. A music plan adds its music type (Fas, CmSmo), category and tags; a brain-music
// programme its audio type. Platform content: read by everyone, written by editors only.

/** 001 §3 "Music programme request: musicType (Fas or CmSmo)"; a plan's tracks are of that course. */
export const MUSIC_TYPES = ['Fas', 'CmSmo'] as const;
export type MusicType = (typeof MUSIC_TYPES)[number];

/** The music plans' categories (GET idtMusicCategory): a fixed list, no screen maintains them. */
export const MUSIC_CATEGORIES = ['Attention', 'Emotion', 'Sleep', 'Language', 'Social', 'Sensory'] as const;
export type MusicCategory = (typeof MUSIC_CATEGORIES)[number];

/** 001 §3 iLs.audioType: how a brain-music programme is played. */
export const BRAIN_AUDIO_TYPES = ['BrainAudio', 'BoneConduction'] as const;
export type BrainAudioType = (typeof BRAIN_AUDIO_TYPES)[number];

const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

const programmeColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sessionCount: integer('session_count').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  contentStatus: text('content_status').$type<ContentStatus>().notNull().default('Unpublish'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

type ProgrammeColumns = Record<
  'id' | 'code' | 'nameZh' | 'nameEn' | 'sortOrder' | 'contentStatus' | 'sessionCount',
  AnyPgColumn
>;

const programmeChecks = (name: string, t: ProgrammeColumns) => [
  uniqueIndex(`${name}_code_key`).on(sql`lower(${t.code})`),
  uniqueIndex(`${name}_name_zh_key`).on(sql`lower(${t.nameZh})`),
  uniqueIndex(`${name}_name_en_key`).on(sql`lower(${t.nameEn})`),
  index(`${name}_order_idx`).on(t.sortOrder, t.id),
  statusCheck(name, t.contentStatus),
  check(`${name}_sort_order_check`, sql`${t.sortOrder} >= 0`),
  check(`${name}_session_count_check`, sql`${t.sessionCount} between 1 and 200`),
  ...editorsWrite(name),
];

/** A programme's sessions: session `session` plays track `trackId` at place `position` (0 first). */
const programmeTracksTable = (name: string, programmeId: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      programmeId: uuid('programme_id').notNull().references(programmeId, { onDelete: 'cascade' }),
      session: integer('session').notNull(),
      position: integer('position').notNull(),
      // A track a programme plays stays (its delete is refused naming the programmes).
      trackId: uuid('track_id')
        .notNull()
        .references(() => contentTracks.id, { onDelete: 'restrict' }),
    },
    (t) => [
      primaryKey({ name: `${name}_pkey`, columns: [t.programmeId, t.session, t.position] }),
      index(`${name}_track_idx`).on(t.trackId),
      check(`${name}_session_check`, sql`${t.session} >= 1 and ${t.position} >= 0`),
      ...editorsWrite(name),
    ],
  ).enableRLS();

/** Music plans (idtMusicPlan). */
export const contentMusicPlans = pgTable(
  'content_music_plans',
  {
    ...programmeColumns(),
    musicType: text('music_type').$type<MusicType>().notNull(),
    category: text('category').$type<MusicCategory>().notNull(),
  },
  (t) => [
    check('content_music_plans_music_type_check', sql`${t.musicType} in (${listOf(MUSIC_TYPES)})`),
    check('content_music_plans_category_check', sql`${t.category} in (${listOf(MUSIC_CATEGORIES)})`),
    ...programmeChecks('content_music_plans', t),
  ],
).enableRLS();
export const contentMusicPlanTracks = programmeTracksTable('content_music_plan_tracks', () => contentMusicPlans.id);

/** A music plan's tags (the library's tags), in order; a deleted tag leaves the plans it labelled. */
export const contentMusicPlanTags = pgTable(
  'content_music_plan_tags',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => contentMusicPlans.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => contentTags.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'content_music_plan_tags_pkey', columns: [t.planId, t.tagId] }),
    index('content_music_plan_tags_tag_idx').on(t.tagId),
    ...editorsWrite('content_music_plan_tags'),
  ],
).enableRLS();

/** Brain-music programmes (brainMusic; what the iLs plans play, audioType BrainAudio ...). */
export const contentBrainMusic = pgTable(
  'content_brain_music',
  {
    ...programmeColumns(),
    audioType: text('audio_type').$type<BrainAudioType>().notNull(),
  },
  (t) => [
    check('content_brain_music_audio_type_check', sql`${t.audioType} in (${listOf(BRAIN_AUDIO_TYPES)})`),
    ...programmeChecks('content_brain_music', t),
  ],
).enableRLS();
export const contentBrainMusicTracks = programmeTracksTable('content_brain_music_tracks', () => contentBrainMusic.id);
