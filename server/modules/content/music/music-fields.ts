import type { Tx } from '../../../platform/db/database';
import {
  acceptSessionsFields,
  sessionItemProblems,
  sessionsValues,
  type SessionsRow,
} from '../shared/numbered-sessions.fields';
import { musicValidationError, type MusicProblem } from './music-problems';
import { tracksById, type ProgrammeValuesStored } from './music.repository';
import {
  MUSIC_CODE_MAX,
  MUSIC_MAX_SESSIONS,
  MUSIC_NAME_MAX,
  SESSION_MAX_TRACKS,
  type MusicSession,
} from './music.schemas';

// What every music programme's body has: a sessions kind's fields
// (shared/numbered-sessions.fields.ts) whose sessions hold tracks, each of the programme's course
// when it has one.

/** The common fields checked; problems name the field and, for sessions, the session number. */
export const acceptProgrammeFields = (body: Record<string, unknown>, problems: MusicProblem[]) =>
  acceptSessionsFields(body, problems, {
    codeMax: MUSIC_CODE_MAX,
    nameMax: MUSIC_NAME_MAX,
    maxSessions: MUSIC_MAX_SESSIONS,
    maxItems: SESSION_MAX_TRACKS,
    ids: 'trackIds',
    unknown: 'track-unknown',
  });

/**
 * Every track a programme plays exists and is not in the Trash, is of the programme's course when
 * it has one (a Fas plan plays FAS tracks), and no session has one twice; else a 400 naming each
 * session and track.
 */
export const checkSessionTracks = async (
  tx: Tx,
  sessions: ProgrammeValuesStored['sessions'],
  courseCode: string | null,
) => {
  const library = await tracksById(
    tx,
    sessions.flatMap((s) => s.trackIds),
  );
  const problems = sessionItemProblems(
    sessions.map((s) => s.trackIds),
    library,
    { unknown: 'track-unknown', trashed: 'track-trashed', twice: 'track-twice', param: 'track' },
    (track, session) =>
      courseCode !== null && track.courseCode !== courseCode
        ? {
            key: 'track-course',
            field: 'sessions',
            params: { session, track: track.code, course: track.courseCode, expected: courseCode },
          }
        : undefined,
  );
  if (problems.length > 0) throw musicValidationError(problems);
};

/** A programme's common values as the form holds them: each session as its track ids, in order. */
export const programmeValuesOf = (row: SessionsRow<MusicSession>) =>
  sessionsValues(row, (s) => ({ trackIds: s.tracks.map((t) => t.id) }));
