import pg from 'pg';
import { APP_ROLE, type OpeningRead, type TxContext } from './database';

/** A database session that runs several statements as one simple-protocol string. */
export type SimpleSession = {
  /** One round trip: the rows of each statement, in order. */
  exec(text: string): Promise<unknown[][]>;
};

const STATEMENT_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * A value written into a statement as an SQL literal: the simple protocol has no bind parameters.
 * The protocol ends a statement at a NUL character, so one is refused rather than cut off.
 */
export const sqlLiteral = (value: string): string => {
  if (value.includes('\0')) throw new Error('A NUL character cannot be written into a statement');
  return pg.escapeLiteral(value);
};

const settings = (ctx: TxContext) =>
  `select set_config('role', ${sqlLiteral(APP_ROLE)}, true), ` +
  `set_config('app.tenant_id', ${sqlLiteral(ctx.tenantId ?? '')}, true), ` +
  `set_config('app.user_id', ${sqlLiteral(ctx.userId ?? '')}, true)`;

const execute = (read: OpeningRead) =>
  `execute ${read.name}${read.args.length ? `(${read.args.map((arg) => (arg === null ? 'null' : sqlLiteral(arg))).join(', ')})` : ''}`;

// No types: PostgreSQL infers each parameter's from where it stands, as for an unnamed statement.
const prepare = (read: OpeningRead) =>
  `prepare ${read.name}${read.types.length ? `(${read.types.join(', ')})` : ''} as ${read.text}`;

const assertName = (read: OpeningRead) => {
  if (!STATEMENT_NAME.test(read.name)) throw new Error(`Not a statement name: ${read.name}`);
};

/**
 * `statement` in the session's open transaction: prepared the first time the session meets it,
 * in a round trip of its own (so that a failure says which of the two failed), then executed.
 * Answers its rows.
 */
export const executePrepared = async (
  session: SimpleSession,
  prepared: Set<string>,
  statement: OpeningRead,
): Promise<unknown[]> => {
  assertName(statement);
  if (!prepared.has(statement.name)) {
    await session.exec(prepare(statement));
    prepared.add(statement.name);
  }
  return (await session.exec(execute(statement)))[0] ?? [];
};

/**
 * A request transaction's opening in one round trip: BEGIN when `begin` (PGlite's own transaction
 * has sent it already), the role and the settings row-level security reads (all three end with the
 * transaction), and `read`, a statement prepared once per session. Answers `read`'s rows ([] when
 * none). `prepared`: the statements this session has prepared, which this adds to.
 *
 * The first time a session meets `read`, PREPARE ends the opening and EXECUTE takes a round trip
 * of its own: a failed string then means the statement was not prepared. A session keeps what it
 * prepared whatever becomes of the transaction (PREPARE is not transactional).
 */
export const openTransaction = async (
  session: SimpleSession,
  prepared: Set<string>,
  ctx: TxContext,
  read: OpeningRead | undefined,
  { begin }: { begin: boolean },
): Promise<unknown[]> => {
  const statements = [...(begin ? ['begin'] : []), settings(ctx)];
  if (!read) {
    await session.exec(statements.join('; '));
    return [];
  }
  assertName(read);
  if (!prepared.has(read.name)) {
    await session.exec([...statements, prepare(read)].join('; '));
    prepared.add(read.name);
    return executePrepared(session, prepared, read);
  }
  return (await session.exec([...statements, execute(read)].join('; '))).at(-1) ?? [];
};
