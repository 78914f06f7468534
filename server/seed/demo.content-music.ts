// The demo's music plans and brain-music programmes (issue 18 item 7: "a music library of FAS and
// CMSMO tracks and music plans"): FAS and CMSMO plans in several categories with the demo's tags,
// and brain-music programmes for the iLs plans, all built from the demo tracks (by code) in both
// languages, each with its Created (and status) history, written as the demo editor.

import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { ContentStatus } from '../../machines/content-status.machine';
import type { Tx } from '../platform/db/database';
import {
  contentBrainMusic,
  contentBrainMusicTracks,
  contentHistory,
  contentMusicPlans,
  contentMusicPlanTags,
  contentMusicPlanTracks,
  contentTags,
  contentTracks,
  type BrainAudioType,
  type MusicCategory,
  type MusicType,
} from '../platform/db/schema/index';

type DemoProgramme = {
  code: string;
  nameZh: string;
  nameEn: string;
  contentStatus: ContentStatus;
  /** Each session's track codes, in order. */
  sessions: readonly (readonly string[])[];
};

/** `count` sessions taking two of `codes` in turn. */
const rotating = (codes: readonly string[], count: number) =>
  Array.from({ length: count }, (_, n) => [codes[n % codes.length]!, codes[(n + 1) % codes.length]!]);

const FAS = ['FAS-001', 'FAS-002', 'FAS-003'];
const CMSMO = ['CMSMO-001', 'CMSMO-002'];

export const DEMO_MUSIC_PLANS: readonly (DemoProgramme & {
  musicType: MusicType;
  category: MusicCategory;
  /** English names of demo tags. */
  tags: readonly string[];
})[] = [
  {
    code: 'MP-FAS-01',
    nameZh: 'FAS 专注力音乐方案',
    nameEn: 'FAS focus music plan',
    musicType: 'Fas',
    category: 'Attention',
    tags: ['Attention', 'Sustained attention'],
    contentStatus: 'Public',
    sessions: rotating(FAS, 6),
  },
  {
    code: 'MP-FAS-02',
    nameZh: 'FAS 安睡音乐方案',
    nameEn: 'FAS sleep music plan',
    musicType: 'Fas',
    category: 'Sleep',
    tags: ['Sensory integration'],
    contentStatus: 'Unpublish',
    sessions: rotating(['FAS-003', 'FAS-001'], 4),
  },
  {
    code: 'MP-CM-01',
    nameZh: 'CMSMO 情绪舒缓方案',
    nameEn: 'CMSMO calming plan',
    musicType: 'CmSmo',
    category: 'Emotion',
    tags: ['Executive function'],
    contentStatus: 'Public',
    sessions: rotating(CMSMO, 6),
  },
  {
    code: 'MP-CM-02',
    nameZh: 'CMSMO 社交音乐方案',
    nameEn: 'CMSMO social music plan',
    musicType: 'CmSmo',
    category: 'Social',
    tags: ['Social skills'],
    contentStatus: 'Public',
    sessions: rotating(CMSMO, 8),
  },
];

export const DEMO_BRAIN_MUSIC: readonly (DemoProgramme & { audioType: BrainAudioType })[] = [
  {
    code: 'BM-01',
    nameZh: 'iLs 基础脑音乐',
    nameEn: 'iLs foundation brain music',
    audioType: 'BrainAudio',
    contentStatus: 'Public',
    sessions: rotating(['FAS-001', 'CMSMO-001', 'FAS-002'], 4),
  },
  {
    code: 'BM-02',
    nameZh: '骨传导放松',
    nameEn: 'Bone-conduction relaxation',
    audioType: 'BoneConduction',
    contentStatus: 'Public',
    sessions: rotating(['CMSMO-002', 'FAS-003'], 3),
  },
];

/** The plans and programmes, their sessions and tags, and their history, as the demo editor. */
export const seedDemoMusicContent = async (tx: Tx, demo: { editorId: string; now: number }) => {
  await tx.execute(sql`select set_config('app.user_id', ${demo.editorId}, true)`);
  const trackRows = await tx.select({ id: contentTracks.id, code: contentTracks.code }).from(contentTracks);
  const trackId = new Map(trackRows.map((r) => [r.code, r.id]));
  const tagNames = DEMO_MUSIC_PLANS.flatMap((p) => p.tags);
  const tagRows = await tx
    .select({ id: contentTags.id, nameEn: contentTags.nameEn })
    .from(contentTags)
    .where(inArray(contentTags.nameEn, tagNames));
  const tagId = new Map(tagRows.map((r) => [r.nameEn, r.id]));
  const idOf = (map: Map<string, string>, key: string) => {
    const id = map.get(key);
    if (!id) throw new Error(`the music demo needs ${key}`);
    return id;
  };
  const at = new Date(demo.now - 15 * 24 * 3600_000);
  const common = (p: DemoProgramme, sortOrder: number) => ({
    id: randomUUID(),
    code: p.code,
    nameZh: p.nameZh,
    nameEn: p.nameEn,
    sessionCount: p.sessions.length,
    contentStatus: p.contentStatus,
    sortOrder,
    createdBy: demo.editorId,
    updatedBy: demo.editorId,
    createdAt: at,
    updatedAt: at,
  });
  const links = (programmeId: string, p: DemoProgramme) =>
    p.sessions.flatMap((codes, n) =>
      codes.map((code, position) => ({ programmeId, session: n + 1, position, trackId: idOf(trackId, code) })),
    );
  const history = (kind: string, id: string, p: DemoProgramme, own: Record<string, unknown>) => [
    {
      kind,
      itemId: id,
      action: 'Created',
      changes: Object.fromEntries(
        Object.entries({
          code: p.code,
          nameZh: p.nameZh,
          nameEn: p.nameEn,
          sessions: p.sessions.map((codes) => ({ trackIds: codes.map((c) => idOf(trackId, c)) })),
          ...own,
          contentStatus: 'Unpublish',
        }).map(([field, to]) => [field, { from: null, to }]),
      ),
      userId: demo.editorId,
      at,
    },
    ...(p.contentStatus === 'Unpublish'
      ? []
      : [
          {
            kind,
            itemId: id,
            action: 'StatusChanged',
            changes: { contentStatus: { from: 'Unpublish', to: p.contentStatus } },
            userId: demo.editorId,
            at: new Date(at.getTime() + 3600_000),
          },
        ]),
  ];

  const plans = DEMO_MUSIC_PLANS.map((p, i) => ({
    ...common(p, i),
    musicType: p.musicType,
    category: p.category,
  }));
  await tx.insert(contentMusicPlans).values(plans);
  await tx.insert(contentMusicPlanTracks).values(plans.flatMap((row, i) => links(row.id, DEMO_MUSIC_PLANS[i]!)));
  await tx
    .insert(contentMusicPlanTags)
    .values(
      plans.flatMap((row, i) =>
        DEMO_MUSIC_PLANS[i]!.tags.map((name, position) => ({ planId: row.id, tagId: idOf(tagId, name), position })),
      ),
    );
  const brains = DEMO_BRAIN_MUSIC.map((p, i) => ({ ...common(p, i), audioType: p.audioType }));
  await tx.insert(contentBrainMusic).values(brains);
  await tx.insert(contentBrainMusicTracks).values(brains.flatMap((row, i) => links(row.id, DEMO_BRAIN_MUSIC[i]!)));
  await tx.insert(contentHistory).values([
    ...plans.flatMap((row, i) => {
      const p = DEMO_MUSIC_PLANS[i]!;
      return history('idtMusicPlan', row.id, p, {
        musicType: p.musicType,
        category: p.category,
        tagIds: p.tags.map((name) => idOf(tagId, name)),
        sortOrder: row.sortOrder,
      });
    }),
    ...brains.flatMap((row, i) =>
      history('brainMusic', row.id, DEMO_BRAIN_MUSIC[i]!, { audioType: row.audioType, sortOrder: row.sortOrder }),
    ),
  ]);
  await tx.execute(sql`select set_config('app.user_id', '', true)`);
};
