import { UUID } from '../../../platform/patterns';
import type { Tx } from '../../../platform/db/database';
import { checkSortOrder, type ProblemKey } from '../content-problems';
import { musicValidationError, type MusicProblem } from './music-problems';
import { tracksById, type ProgrammeValuesStored } from './music.repository';
import {
  MUSIC_CODE_MAX,
  MUSIC_MAX_SESSIONS,
  MUSIC_NAME_MAX,
  SESSION_MAX_TRACKS,
  type MusicSession,
} from './music.schemas';

// What every music programme's body has: a code, names in both languages and its sessions, each an
// ordered list of tracks. Checked in two steps: the shape here (no database), the tracks against
// the library in `checkSessionTracks` (the repository's write, in the transaction).

/** Text the person typed: trimmed; empty or too long named. */
export const musicText = (problems: MusicProblem[], field: string, value: unknown, max: number) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') problems.push({ key: 'required', field });
  else if ([...text].length > max) problems.push({ key: 'too-long', field, params: { max } });
  return text;
};

/** A value from a fixed list, or a problem naming the field and the list. */
export const musicOneOf = <T extends string>(
  problems: MusicProblem[],
  field: string,
  value: unknown,
  allowed: readonly T[],
): T => {
  const hit = allowed.find((a) => a === value);
  if (!hit) problems.push({ key: 'one-of', field, params: { allowed: allowed.join(', ') } });
  return hit ?? allowed[0]!;
};

/** The common fields checked; problems name the field and, for sessions, the session number. */
export const acceptProgrammeFields = (body: Record<string, unknown>, problems: MusicProblem[]) => {
  const code = musicText(problems, 'code', body['code'], MUSIC_CODE_MAX);
  const nameZh = musicText(problems, 'nameZh', body['nameZh'], MUSIC_NAME_MAX);
  const nameEn = musicText(problems, 'nameEn', body['nameEn'], MUSIC_NAME_MAX);
  const given = Array.isArray(body['sessions']) ? (body['sessions'] as { trackIds?: unknown }[]) : [];
  if (given.length === 0) problems.push({ key: 'sessions-required', field: 'sessions' });
  if (given.length > MUSIC_MAX_SESSIONS)
    problems.push({ key: 'sessions-too-many', field: 'sessions', params: { max: MUSIC_MAX_SESSIONS } });
  const sessions = given.slice(0, MUSIC_MAX_SESSIONS).map((s, n) => {
    const session = n + 1;
    const ids = Array.isArray(s?.trackIds) ? s.trackIds.map(String) : [];
    if (ids.length === 0) problems.push({ key: 'session-empty', field: 'sessions', params: { session } });
    else if (ids.length > SESSION_MAX_TRACKS)
      problems.push({ key: 'session-too-long', field: 'sessions', params: { session, max: SESSION_MAX_TRACKS } });
    else if (ids.some((id) => !UUID.test(id)))
      problems.push({ key: 'track-unknown', field: 'sessions', params: { session } });
    return { trackIds: ids };
  });
  const sortProblems: ProblemKey[] = [];
  const sortOrder = checkSortOrder(sortProblems, body['sortOrder']);
  for (const p of sortProblems)
    problems.push({ key: 'range', field: 'sortOrder', params: { min: p.min ?? 0, max: p.max ?? 0 } });
  return { code, nameZh, nameEn, sessions, sortOrder };
};

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
  const problems: MusicProblem[] = [];
  sessions.forEach((s, n) => {
    const session = n + 1;
    const seen = new Set<string>();
    for (const id of s.trackIds) {
      const track = library.get(id);
      if (!track) problems.push({ key: 'track-unknown', field: 'sessions', params: { session } });
      else if (track.contentStatus === 'Trash')
        problems.push({ key: 'track-trashed', field: 'sessions', params: { session, track: track.code } });
      else if (courseCode !== null && track.courseCode !== courseCode)
        problems.push({
          key: 'track-course',
          field: 'sessions',
          params: { session, track: track.code, course: track.courseCode, expected: courseCode },
        });
      else if (seen.has(id))
        problems.push({ key: 'track-twice', field: 'sessions', params: { session, track: track.code } });
      seen.add(id);
    }
  });
  if (problems.length > 0) throw musicValidationError(problems);
};

/** The sessions as the form holds them: track ids, in order. */
export const sessionValuesOf = (sessions: readonly MusicSession[]) =>
  sessions.map((s) => ({ trackIds: s.tracks.map((t) => t.id) }));
