import { UUID } from '../../../platform/patterns';
import { kindSortOrder, kindText } from './kind-fields';
import type { KindProblem } from './kind-validation-error';

// What every sessions kind's body has (plans: sessions of programs; music programmes: sessions of
// tracks): a code, names in both languages and its sessions, each an ordered list of item ids.
// Checked in two steps: the shape by `acceptSessionsFields` (no database), the items against the
// library by `sessionItemProblems` (the repository's write, in the transaction).

/** A family's limits and words: the body's id list (`programIds`), its refusal of an unknown id. */
export type SessionsFieldRules<Ids extends string> = {
  codeMax: number;
  nameMax: number;
  maxSessions: number;
  maxItems: number;
  ids: Ids;
  unknown: string;
};

/** The common fields checked; problems name the field and, for sessions, the session number. */
export const acceptSessionsFields = <Ids extends string>(
  body: Record<string, unknown>,
  problems: KindProblem[],
  rules: SessionsFieldRules<Ids>,
) => {
  const code = kindText(problems, 'code', body['code'], { required: true, max: rules.codeMax });
  const nameZh = kindText(problems, 'nameZh', body['nameZh'], { required: true, max: rules.nameMax });
  const nameEn = kindText(problems, 'nameEn', body['nameEn'], { required: true, max: rules.nameMax });
  const given = Array.isArray(body['sessions']) ? (body['sessions'] as Partial<Record<Ids, unknown>>[]) : [];
  if (given.length === 0) problems.push({ key: 'sessions-required', field: 'sessions' });
  if (given.length > rules.maxSessions)
    problems.push({ key: 'sessions-too-many', field: 'sessions', params: { max: rules.maxSessions } });
  const sessions = given.slice(0, rules.maxSessions).map((s, n) => {
    const session = n + 1;
    const listed = s?.[rules.ids];
    const ids = Array.isArray(listed) ? listed.map(String) : [];
    if (ids.length === 0) problems.push({ key: 'session-empty', field: 'sessions', params: { session } });
    else if (ids.length > rules.maxItems)
      problems.push({ key: 'session-too-long', field: 'sessions', params: { session, max: rules.maxItems } });
    else if (ids.some((id) => !UUID.test(id)))
      problems.push({ key: rules.unknown, field: 'sessions', params: { session } });
    return { [rules.ids]: ids } as Record<Ids, string[]>;
  });
  const sortOrder = kindSortOrder(problems, body['sortOrder']);
  return { code, nameZh, nameEn, sessions, sortOrder };
};

/** A family's refusals of a session's item, and the parameter that names the item (`program`). */
export type SessionItemWords = { unknown: string; trashed: string; twice: string; param: string };

/**
 * Every item the sessions name exists and is not in the Trash, passes the kind's own test (a
 * track's course), and no session holds one twice: the problems, each naming its session and item.
 */
export const sessionItemProblems = <Ref extends { code: string; contentStatus: string }>(
  sessions: readonly (readonly string[])[],
  library: ReadonlyMap<string, Ref>,
  words: SessionItemWords,
  refuse: (item: Ref, session: number) => KindProblem | undefined = () => undefined,
) => {
  const problems: KindProblem[] = [];
  sessions.forEach((ids, n) => {
    const session = n + 1;
    const seen = new Set<string>();
    for (const id of ids) {
      const item = library.get(id);
      const own = item && item.contentStatus !== 'Trash' ? refuse(item, session) : undefined;
      if (!item) problems.push({ key: words.unknown, field: 'sessions', params: { session } });
      else if (item.contentStatus === 'Trash')
        problems.push({ key: words.trashed, field: 'sessions', params: { session, [words.param]: item.code } });
      else if (own) problems.push(own);
      else if (seen.has(id))
        problems.push({ key: words.twice, field: 'sessions', params: { session, [words.param]: item.code } });
      seen.add(id);
    }
  });
  return problems;
};

/** The common columns of a sessions row, with its sessions as it answers them. */
export type SessionsRow<Session> = {
  code: string;
  nameZh: string;
  nameEn: string;
  sessionCount: number;
  sessions: Session[];
};

/** A sessions row's common fields as its item answers them (the kind adds its own after). */
export const sessionsItemFields = <Session>(row: SessionsRow<Session>) => ({
  code: row.code,
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  sessionCount: row.sessionCount,
  sessions: row.sessions,
});

/** A sessions row's common values as the form holds them: each session as its ids (`valueOf`). */
export const sessionsValues = <Session, Value>(row: SessionsRow<Session>, valueOf: (session: Session) => Value) => ({
  code: row.code,
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  sessions: row.sessions.map(valueOf),
});
