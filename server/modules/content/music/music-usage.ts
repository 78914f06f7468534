import {
  contentBrainMusic,
  contentBrainMusicTracks,
  contentMusicPlans,
  contentMusicPlanTracks,
} from '../../../platform/db/schema/index';
import type { ContentUsers } from '../content-usage';
import { programmesPlayingTrack } from './music.repository';

const PROGRAMME_TABLES = [
  [contentMusicPlans, contentMusicPlanTracks],
  [contentBrainMusic, contentBrainMusicTracks],
] as const;

/**
 * The music plans and brain-music programmes whose sessions play a track (issue 18 "Bad input":
 * its delete is refused naming them, by code and both names, as usedBy has no reader language).
 */
export const programmesPlayingTrackNames: ContentUsers = async (tx, trackId) => {
  const names: string[] = [];
  for (const [table, tracks] of PROGRAMME_TABLES)
    for (const p of await programmesPlayingTrack(tx, table, tracks, trackId))
      names.push(`${p.code} ${p.nameZh} / ${p.nameEn}`);
  return names;
};
