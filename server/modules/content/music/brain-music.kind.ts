import {
  BRAIN_AUDIO_TYPES,
  contentBrainMusic,
  contentBrainMusicTracks,
  type BrainAudioType,
} from '../../../platform/db/schema/index';
import type { ContentKind } from '../content-kind';
import { sessionsItemFields } from '../shared/numbered-sessions.fields';
import { kindOneOf } from '../shared/kind-fields';
import { acceptProgrammeFields, checkSessionTracks, programmeValuesOf } from './music-fields';
import { musicValidationError, type MusicProblem } from './music-problems';
import { programmeRepository, type ProgrammeValuesStored, type WithSessions } from './music.repository';
import {
  BrainMusicBody,
  BrainMusicItem,
  BrainMusicValues,
  type BrainMusicItem as BrainMusicItemType,
} from './music.schemas';

// Brain-music programmes (spec 001 §2 brainMusic; §3 "iLs (audioType such as BrainAudio, tracks
// with courseCode, code …)"): what an iLs plan plays, numbered sessions of tracks of any course,
// played as its audio type. The smallest model the offline plans can draw on.

type BrainMusicValuesStored = ProgrammeValuesStored & { audioType: BrainAudioType };
type BrainMusicRow = WithSessions<typeof contentBrainMusic.$inferSelect>;

export const brainMusicKind: ContentKind<BrainMusicValuesStored, BrainMusicRow, BrainMusicItemType> = {
  segment: 'brainMusic',
  openApiTag: 'Content: brain music',
  body: BrainMusicBody,
  item: BrainMusicItem,
  values: BrainMusicValues,
  defaults: { code: '', nameZh: '', nameEn: '', sessions: [{ trackIds: [] }], audioType: 'BrainAudio', sortOrder: 0 },
  accept(body) {
    const problems: MusicProblem[] = [];
    const { sortOrder, ...values } = acceptProgrammeFields(body, problems);
    const audioType = kindOneOf(problems, 'audioType', body['audioType'], BRAIN_AUDIO_TYPES);
    if (problems.length > 0) throw musicValidationError(problems);
    return { values: { ...values, audioType, sortOrder }, problems: [] };
  },
  valuesOf: (row) => ({
    ...programmeValuesOf(row),
    audioType: row.audioType,
    sortOrder: row.sortOrder,
  }),
  fieldsOf: (row) => ({
    ...sessionsItemFields(row),
    audioType: row.audioType,
  }),
  repository: programmeRepository<BrainMusicValuesStored, typeof contentBrainMusic.$inferSelect>(
    contentBrainMusic,
    contentBrainMusicTracks,
    {
      what: 'brain-music programme',
      columnsOf: (v) => ({ audioType: v.audioType }),
      check: (tx, values) => checkSessionTracks(tx, values.sessions, null),
    },
  ),
};
