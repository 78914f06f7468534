import { RestError, type CallerHeaders, type RestClient } from '../rest-client';
import { claimsOf } from './session-sockets';
import { tokenExpiry } from './token-expiry';

// GET /api/platform/caller (server/platform/auth/caller.routes.ts): the request context alone.
export const CALLER_PATH = '/api/platform/caller';

/** Who a token is in a tenant, as REST resolves it for every request. */
export type Caller = { userId: string; tenantId: string | null; grantedPermissions: string[] };

export type CallerLookupOptions = {
  /**
   * How long an accepted caller is reused for the same token and tenant. No longer than REST's own
   * grant cache (auth/grant-liveness.ts, 3 s): a signed-out token is then accepted no longer than
   * REST itself would, and a sign-out this process hears of ends the reuse at once.
   */
  reuseMs?: number;
  /** Callers kept at most; the memo starts over beyond it (a cache, not a record). */
  maxEntries?: number;
  /**
   * How long a grant this process heard end is refused without asking REST: longer than REST's
   * grant cache plus our reuse, during which REST may still answer from a cache that it lives.
   */
  endedGrantMs?: number;
};

/**
 * REST's answer to "who is this token in this tenant", shared by every real-time connection of a
 * gateway process (the SignalR hub's and graphql-ws's): a client's negotiate and upgrade, or a
 * thousand consoles of one user reconnecting at once, cost REST one check per token and tenant
 * every few seconds, not one per connection.
 */
export type CallerLookup = {
  /**
   * Rejects with REST's RestError when REST refuses the token or the tenant. The language only
   * words REST's refusal; it is not part of the question.
   */
  get(caller: Pick<CallerHeaders, 'authorization' | 'tenant' | 'acceptLanguage'>): Promise<Caller>;
  /** A grant ended (sign-out, revocation): its tokens are refused from now on. */
  sessionEnded(grantId: string): void;
  /** A user's membership was frozen: what REST said of the user is asked again. */
  membershipFrozen(userId: string): void;
};

type Entry = { caller: Promise<Caller>; until: number; grant?: string | undefined; user?: string | undefined };

// REST's 401 body (errors.unauthorized), for a token whose grant we heard end.
const sessionEndedError = () =>
  new RestError(401, {
    error: { code: 'Unauthorized', message: 'The session has ended: sign in again.', details: null },
  });

export const createCallerLookup = (
  rest: Pick<RestClient, 'call'>,
  { reuseMs = 3000, maxEntries = 10_000, endedGrantMs = 10_000 }: CallerLookupOptions = {},
): CallerLookup => {
  const recent = new Map<string, Entry>();
  const ended = new Map<string, number>();
  const forget = (matches: (entry: Entry) => boolean) => {
    for (const [key, entry] of recent) if (matches(entry)) recent.delete(key);
  };
  return {
    get({ authorization, tenant, acceptLanguage }) {
      const now = Date.now();
      const { grant, user } = claimsOf(authorization);
      const endedUntil = grant === undefined ? undefined : ended.get(grant);
      if (endedUntil !== undefined) {
        if (endedUntil > now) return Promise.reject(sessionEndedError());
        ended.delete(grant!);
      }
      const key = `${tenant ?? ''} ${authorization ?? ''}`;
      const kept = recent.get(key);
      // Never past the token's own end: REST refuses an expired token, so it is asked.
      const expiresAt = tokenExpiry(authorization);
      if (kept && kept.until > now && (expiresAt === null || expiresAt * 1000 > now)) return kept.caller;
      if (recent.size >= maxEntries) recent.clear();
      // Shared by the calls that arrive while it runs; a refusal or a failure is not kept.
      const caller = rest.call<Caller>({
        method: 'GET',
        path: CALLER_PATH,
        caller: { authorization, tenant, ...(acceptLanguage ? { acceptLanguage } : {}) },
      });
      const entry: Entry = { caller, until: now + reuseMs, grant, user };
      recent.set(key, entry);
      caller.catch(() => recent.get(key) === entry && recent.delete(key));
      return caller;
    },
    sessionEnded(grantId) {
      const now = Date.now();
      if (ended.size >= maxEntries) for (const [id, until] of ended) if (until <= now) ended.delete(id);
      if (ended.size < maxEntries) ended.set(grantId, now + endedGrantMs);
      forget((entry) => entry.grant === grantId);
    },
    membershipFrozen(userId) {
      forget((entry) => entry.user === userId);
    },
  };
};

const shared = new WeakMap<Pick<RestClient, 'call'>, CallerLookup>();

/**
 * The process's one lookup for a REST client: the gateway creates one REST client, so its hub and
 * its subscriptions share the answers (and a sign-out clears them for both).
 */
export const callerLookupOf = (rest: Pick<RestClient, 'call'>): CallerLookup => {
  let lookup = shared.get(rest);
  if (!lookup) shared.set(rest, (lookup = createCallerLookup(rest)));
  return lookup;
};
