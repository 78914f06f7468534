import {
  contentBrainMusic,
  contentBrainMusicTracks,
  contentMusicPlans,
  contentMusicPlanTracks,
} from '../../../platform/db/schema/index';
import type { ContentUsers } from '../content-usage';
import { programmeUsersOf } from './music.repository';

/**
 * The music plans and brain-music programmes whose sessions play a track (issue 18 "Bad input":
 * its delete is refused naming them, by code and both names, as usedBy has no reader language).
 */
export const programmesPlayingTrackNames: ContentUsers = programmeUsersOf(
  [
    [contentMusicPlans, contentMusicPlanTracks],
    [contentBrainMusic, contentBrainMusicTracks],
  ],
  (p) => `${p.code} ${p.nameZh} / ${p.nameEn}`,
);
