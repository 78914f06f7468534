/**
 * How long a sign-in attempt must wait, from the attempts before it. Growing delays instead of a
 * hard lock: a lock per account lets anyone lock the owner out (admin included) by typing wrong
 * passwords, while delays that double with each failure still cap a guesser at a few tries an
 * hour. Three budgets, each a free allowance and then a delay from the newest failure:
 *
 * - per address, whatever login it tries (an address spraying many accounts);
 * - per account from an address that has failed on it, up to 15 minutes (a guesser at the door);
 * - per account from an address that has not, capped at `elsewhereCapMs`, so the owner at their
 *   own machine waits seconds at most, however many guesses others made.
 */
export const SIGN_IN_THROTTLE = {
  /** Failures older than this no longer count. */
  windowMs: 60 * 60 * 1000,
  // Twenty: a centre's staff share one address behind its router, and their typos add up.
  perAddress: { free: 20, baseMs: 1000, capMs: 15 * 60 * 1000 },
  perAccount: { free: 5, baseMs: 1000, capMs: 15 * 60 * 1000 },
  /** The most the owner waits from an address that has not failed on the account. */
  elsewhereCapMs: 30 * 1000,
} as const;

export type Backoff = { free: number; baseMs: number; capMs: number };

/** Nothing for the first `free` failures, then the base doubled with each one, up to the cap. */
export const backoffMs = (failures: number, rule: Backoff): number =>
  failures < rule.free ? 0 : Math.min(rule.baseMs * 2 ** (failures - rule.free), rule.capMs);

export type Attempt = { at: Date; ip: string; succeeded: boolean };

/** Failures newest first, up to the first success (that success reset the count). */
const failuresSinceSuccess = (newestFirst: readonly Attempt[]): Attempt[] => {
  const success = newestFirst.findIndex((a) => a.succeeded);
  return success === -1 ? [...newestFirst] : newestFirst.slice(0, success);
};

const waitFrom = (newest: Attempt | undefined, delayMs: number, now: Date): number =>
  newest && delayMs > 0 ? Math.max(0, newest.at.getTime() + delayMs - now.getTime()) : 0;

/**
 * Milliseconds the attempt from `ip` must still wait (0: it may go ahead), given the account's
 * attempts and the address's attempts within the window, newest first. The address's successes
 * do not reset its count, or a guesser with an account of their own could clear it at will.
 */
export const throttleWaitMs = (
  input: { ip: string; account: readonly Attempt[]; address: readonly Attempt[]; now: Date },
  rules: typeof SIGN_IN_THROTTLE = SIGN_IN_THROTTLE,
): number => {
  const { ip, now } = input;
  const inWindow = (a: Attempt) => now.getTime() - a.at.getTime() < rules.windowMs;
  const address = input.address.filter((a) => !a.succeeded && inWindow(a));
  const account = failuresSinceSuccess(input.account.filter(inWindow));
  // This address's own record on the account: someone else's success does not clear it.
  const pair = failuresSinceSuccess(input.account.filter((a) => a.ip === ip && inWindow(a)));

  const byAddress = waitFrom(address[0], backoffMs(address.length, rules.perAddress), now);
  const byAccount =
    pair.length > 0
      ? waitFrom(account[0] ?? pair[0], backoffMs(Math.max(account.length, pair.length), rules.perAccount), now)
      : waitFrom(account[0], Math.min(backoffMs(account.length, rules.perAccount), rules.elsewhereCapMs), now);
  return Math.max(byAddress, byAccount);
};
