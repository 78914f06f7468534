import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Tx } from '../db/database';
import { loginAttempts, users } from '../db/schema/index';
import { PHONE_PREFIXES, type Language } from './oidc.constants';
import { hashPassword, verifyPassword } from './passwords';

// Identity tables carry no tenant: sign-in happens before anyone is anybody.
const SYSTEM = { tenantId: null, userId: null };

export const RATE_LIMIT = {
  /** Failed attempts for one account (or one unknown login) before it is refused. */
  perLogin: 5,
  /** Failed attempts from one address before it is refused, whatever login it tries. */
  perIp: 30,
  /** Both the counting window and how long the refusal lasts. */
  windowMs: 15 * 60 * 1000,
} as const;

export type LoginInput = { login: string; countryCode?: string | undefined; password: string; ip: string };
export type SignInResult =
  { ok: true; userId: string } | { ok: false; reason: 'wrongCredentials' | 'rateLimited'; retryAfterSeconds?: number };

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

/**
 * When the refusal ends, given failures newest first: the first run of `threshold` failures
 * within the window locks until the newest of them plus the window. Only failures after the
 * latest success count for an account; refused attempts are not recorded, so hammering a locked
 * account does not keep it locked forever.
 */
export const lockedUntil = (
  failuresNewestFirst: Date[],
  threshold: number,
  windowMs: number,
  now: Date,
): Date | undefined => {
  for (let i = 0; i + threshold - 1 < failuresNewestFirst.length; i++) {
    const newest = failuresNewestFirst[i]!.getTime();
    if (newest + windowMs <= now.getTime()) return undefined;
    const oldest = failuresNewestFirst[i + threshold - 1]!.getTime();
    if (newest - oldest <= windowMs) return new Date(newest + windowMs);
  }
  return undefined;
};

const recentAttempts = async (tx: Tx, where: ReturnType<typeof eq>, limit: number) =>
  tx
    .select({ createdAt: loginAttempts.createdAt, succeeded: loginAttempts.succeeded })
    .from(loginAttempts)
    .where(
      and(where, gt(loginAttempts.createdAt, sql`now() - make_interval(secs => ${(2 * RATE_LIMIT.windowMs) / 1000})`)),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);

/** The end of the longer refusal in force, if any, and the database's clock to measure it by. */
const rateLimit = async (tx: Tx, key: string, ip: string): Promise<{ until: Date | undefined; now: Date }> => {
  // The database's clock, not this process's: attempts were stamped by it, from every process.
  const [clock] = rowsOf<{ now: Date | string }>(await tx.execute(sql`select now() as now`));
  const now = new Date(clock?.now ?? Date.now());
  const byLogin = await recentAttempts(tx, eq(loginAttempts.login, key), 100);
  const lastSuccess = byLogin.findIndex((a) => a.succeeded);
  const loginFailures = (lastSuccess === -1 ? byLogin : byLogin.slice(0, lastSuccess)).map((a) => a.createdAt);
  const byIp = (await recentAttempts(tx, eq(loginAttempts.ip, ip), 500))
    .filter((a) => !a.succeeded)
    .map((a) => a.createdAt);
  const until = [
    lockedUntil(loginFailures, RATE_LIMIT.perLogin, RATE_LIMIT.windowMs, now),
    lockedUntil(byIp, RATE_LIMIT.perIp, RATE_LIMIT.windowMs, now),
  ].filter((d): d is Date => d !== undefined);
  return { until: until.length ? new Date(Math.max(...until.map((d) => d.getTime()))) : undefined, now };
};

// Verified against when the login matches nobody, so a miss costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('atrium-no-such-user'));

export const signIn = async (db: Database, input: LoginInput): Promise<SignInResult> => {
  const lookup = interpretLogin(input.login, input.countryCode);
  const { user, key, until, now } = await db.transaction(SYSTEM, async (tx) => {
    const user = await findUser(tx, lookup);
    // Counted per account when the login names one, so its user name, e-mail and phone share a budget.
    const key = user ? `user:${user.id}` : lookup.key;
    return { user, key, ...(await rateLimit(tx, key, input.ip)) };
  });
  if (until) {
    const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    return { ok: false, reason: 'rateLimited', retryAfterSeconds };
  }
  // Outside the transaction: argon2 takes tens of milliseconds and PGlite has one connection.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  // An invited account without a password yet must not open with the dummy hash's password.
  const succeeded = valid && user !== undefined && user.passwordHash !== null;
  await db.transaction(SYSTEM, (tx) => tx.insert(loginAttempts).values({ login: key, ip: input.ip, succeeded }));
  return succeeded ? { ok: true, userId: user.id } : { ok: false, reason: 'wrongCredentials' };
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
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
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
