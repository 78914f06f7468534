import { and, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type Tx } from '../db/database';
import { loginAttempts, users } from '../db/schema/index';
import { PHONE_PREFIXES, type Language } from './oidc.constants';
import { hashPassword, verifyPassword } from './passwords';
import { SIGN_IN_THROTTLE, throttleWaitMs, type Attempt } from './sign-in-throttle';
import { UUID } from '../patterns';

// Identity tables carry no tenant: sign-in happens before anyone is anybody.
const SYSTEM = { tenantId: null, userId: null };

export type LoginInput = { login: string; countryCode?: string | undefined; password: string; ip: string };
export type SignInResult =
  | { ok: true; userId: string }
  | { ok: false; reason: 'wrongCredentials' }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number };

type Lookup =
  | { kind: 'phone'; countryCode: string; phoneNumber: string; key: string }
  | { kind: 'name'; value: string; key: string };

const PREFIXES_LONGEST_FIRST = PHONE_PREFIXES.map((p) => p.code).sort((a, b) => b.length - a.length);

/**
 * What the login field means. Spec 000 §1: the country prefix applies only to an all-digit login
 * (spaces and dashes allowed); "+86138…" typed in full is split on the known prefixes; anything
 * else is a user name or an e-mail address, both case-insensitive.
 */
export const interpretLogin = (login: string, countryCode: string | undefined): Lookup => {
  const trimmed = login.trim();
  const compact = trimmed.replace(/[\s-]/g, '');
  if (/^\d+$/.test(compact)) {
    const code = PHONE_PREFIXES.find((p) => p.code === countryCode)?.code ?? PHONE_PREFIXES[0].code;
    return { kind: 'phone', countryCode: code, phoneNumber: compact, key: `phone:+${code}${compact}` };
  }
  if (/^\+\d+$/.test(compact)) {
    const digits = compact.slice(1);
    const code = PREFIXES_LONGEST_FIRST.find((c) => digits.startsWith(c) && digits.length > c.length);
    if (code) {
      const phoneNumber = digits.slice(code.length);
      return { kind: 'phone', countryCode: code, phoneNumber, key: `phone:+${code}${phoneNumber}` };
    }
  }
  const value = trimmed.toLowerCase();
  return { kind: 'name', value, key: `name:${value}` };
};

const findUser = async (tx: Tx, lookup: Lookup): Promise<{ id: string; passwordHash: string | null } | undefined> => {
  const columns = { id: users.id, passwordHash: users.passwordHash };
  if (lookup.kind === 'phone') {
    // Stored codes may or may not carry the '+' (the spec's server is not consistent about it).
    const [row] = await tx
      .select(columns)
      .from(users)
      .where(
        and(
          inArray(users.countryCode, [lookup.countryCode, `+${lookup.countryCode}`]),
          eq(users.phoneNumber, lookup.phoneNumber),
        ),
      )
      .limit(1);
    return row;
  }
  // A user name wins over somebody else's e-mail address that happens to read the same.
  const [row] = await tx
    .select(columns)
    .from(users)
    .where(or(sql`lower(${users.userName}) = ${lookup.value}`, sql`lower(${users.email}) = ${lookup.value}`))
    .orderBy(sql`(lower(${users.userName}) = ${lookup.value}) desc`)
    .limit(1);
  return row;
};

const recentAttempts = async (tx: Tx, where: SQL, limit: number): Promise<Attempt[]> => {
  const rows = await tx
    .select({ at: loginAttempts.createdAt, ip: loginAttempts.ip, succeeded: loginAttempts.succeeded })
    .from(loginAttempts)
    .where(
      and(where, gt(loginAttempts.createdAt, sql`now() - make_interval(secs => ${SIGN_IN_THROTTLE.windowMs / 1000})`)),
    )
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(limit);
  return rows;
};

/**
 * Decides, and when the attempt may go ahead records it as a failure, in one transaction that
 * holds the account's and the address's locks: parallel guesses are counted one after another,
 * not all let through on the same count. A right password turns the row into a success after.
 */
const admitAttempt = async (tx: Tx, key: string, ip: string): Promise<{ waitMs: number; attemptId?: number }> => {
  // Always in this order (account, then address), so two transactions cannot wait on each other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:login:${key}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:ip:${ip}`}))`);
  // The database's clock, not this process's: attempts were stamped by it, from every process.
  const [clock] = rowsOf<{ now: Date | string }>(await tx.execute(sql`select now() as now`));
  const now = new Date(clock?.now ?? Date.now());
  const account = await recentAttempts(tx, eq(loginAttempts.login, key), 200);
  const address = await recentAttempts(tx, and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false))!, 200);
  const waitMs = throttleWaitMs({ ip, account, address, now });
  // Refused attempts are not recorded: hammering a throttled account does not lengthen its wait.
  if (waitMs > 0) return { waitMs };
  const [row] = await tx
    .insert(loginAttempts)
    .values({ login: key, ip, succeeded: false })
    .returning({ id: loginAttempts.id });
  return { waitMs: 0, ...(row ? { attemptId: row.id } : {}) };
};

// Verified against when the login matches nobody, so a miss costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('atrium-no-such-user'));

export const signIn = async (db: Database, input: LoginInput): Promise<SignInResult> => {
  const lookup = interpretLogin(input.login, input.countryCode);
  const { user, waitMs, attemptId } = await db.transaction(SYSTEM, async (tx) => {
    const user = await findUser(tx, lookup);
    // Counted per account when the login names one, so its user name, e-mail and phone share a budget.
    const key = user ? `user:${user.id}` : lookup.key;
    return { user, ...(await admitAttempt(tx, key, input.ip)) };
  });
  if (waitMs > 0) return { ok: false, reason: 'rateLimited', retryAfterSeconds: Math.ceil(waitMs / 1000) };
  // Outside the transaction: argon2 takes tens of milliseconds and PGlite has one connection.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  // An invited account without a password yet must not open with the dummy hash's password.
  const succeeded = valid && user !== undefined && user.passwordHash !== null;
  if (!succeeded) return { ok: false, reason: 'wrongCredentials' };
  if (attemptId !== undefined)
    await db.transaction(SYSTEM, (tx) =>
      tx.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId)),
    );
  return { ok: true, userId: user.id };
};

export type AccountRecord = {
  id: string;
  userName: string;
  name: string;
  email: string | null;
  countryCode: string | null;
  phoneNumber: string | null;
  culture: string;
};

export const loadAccount = async (db: Database, id: string): Promise<AccountRecord | undefined> => {
  // Not a uuid: not one of ours (and PostgreSQL would refuse the comparison).
  if (!UUID.test(id)) return undefined;
  const [row] = await db.transaction(SYSTEM, (tx) =>
    tx
      .select({
        id: users.id,
        userName: users.userName,
        name: users.name,
        email: users.email,
        countryCode: users.countryCode,
        phoneNumber: users.phoneNumber,
        culture: users.culture,
      })
      .from(users)
      .where(eq(users.id, id)),
  );
  return row;
};

/** users.culture is the spec server's name ('zh-Hans' | 'en'); the locale claim speaks BCP 47 as the SPA does. */
export const localeOf = (culture: string): Language => (culture.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN');

/** E.164 when both parts are known. */
export const phoneOf = (account: Pick<AccountRecord, 'countryCode' | 'phoneNumber'>): string | undefined =>
  account.phoneNumber ? `+${(account.countryCode ?? '').replace(/^\+/, '')}${account.phoneNumber}` : undefined;

/** Housekeeping: attempts older than a day no longer count for anything. */
export const pruneLoginAttempts = async (db: Database): Promise<void> => {
  await db.transaction(SYSTEM, (tx) =>
    tx.delete(loginAttempts).where(lt(loginAttempts.createdAt, sql`now() - interval '1 day'`)),
  );
};
