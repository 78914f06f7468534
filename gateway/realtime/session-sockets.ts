import { decodeJwt } from 'jose';
import type { Observable, Subscription } from 'rxjs';
import type { EventName, EventPayload } from '../../events/catalogue';
import type { CallerLookup } from './caller-lookup';
import type { FeedEvent } from './event-feed';

/** REST's outbox fact that a provider grant ended: its user signed out, or it was revoked. */
export const SESSION_ENDED = 'SessionEnded' satisfies EventName;
/** REST's outbox fact that an administrator froze a user's membership of the event's centre. */
export const MEMBERSHIP_FROZEN = 'MembershipFrozen' satisfies EventName;

/** Why a socket is closed: its token's session ended, or its user may no longer act in the centre. */
export type CloseReason = 'session-ended' | 'membership-frozen';
/** The access-token claim naming that grant (server/platform/auth/access-token.ts). */
const GRANT_CLAIM = 'grant_id';

/** The grant and user a user's access token names; none for a service token, or anything unreadable. */
export const claimsOf = (accessToken: string | undefined | null): { grant?: string; user?: string } => {
  const token = accessToken?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return {};
  try {
    // Not verified here: REST verifies the token when the socket is used. Only the claims are read.
    const { [GRANT_CLAIM]: grant, sub: user } = decodeJwt(token);
    return typeof grant === 'string' && typeof user === 'string' ? { grant, user } : {};
  } catch {
    return {};
  }
};

export const grantOf = (accessToken: string | undefined | null): string | undefined => claimsOf(accessToken).grant;

type Tracked = { grant: string; user: string; tenant: string | undefined; close: (reason: CloseReason) => void };

/**
 * The open sockets (graphql-ws, SignalR) by the grant of the token each was opened with, so
 * that a sign-out closes them: REST refuses the token's requests within seconds, but a socket
 * asks REST nothing after it opened.
 */
export type SessionSockets = {
  /**
   * Remembers a socket opened with `accessToken` for `tenant` (undefined: the user's default
   * centre, not known here); `close` ends it. Returns what forgets it (call it when it closes).
   */
  track(
    accessToken: string | undefined | null,
    close: (reason: CloseReason) => void,
    tenant?: string | null,
  ): () => void;
  /** Closes every socket of the grant; how many there were. */
  end(grantId: string): number;
  /** Closes the user's sockets in the centre, and those whose centre is not known; how many. */
  endMembership(userId: string, tenantId: string): number;
};

export const createSessionSockets = (): SessionSockets => {
  const byGrant = new Map<string, Set<Tracked>>();
  const byUser = new Map<string, Set<Tracked>>();
  const add = (index: Map<string, Set<Tracked>>, key: string, socket: Tracked) =>
    index.set(key, (index.get(key) ?? new Set()).add(socket));
  const remove = (index: Map<string, Set<Tracked>>, key: string, socket: Tracked) => {
    const set = index.get(key);
    set?.delete(socket);
    if (set?.size === 0) index.delete(key);
  };
  const forget = (socket: Tracked) => {
    remove(byGrant, socket.grant, socket);
    remove(byUser, socket.user, socket);
  };
  return {
    track(accessToken, close, tenant) {
      const { grant, user } = claimsOf(accessToken);
      if (!grant || !user) return () => undefined;
      const socket: Tracked = { grant, user, tenant: tenant ?? undefined, close };
      add(byGrant, grant, socket);
      add(byUser, user, socket);
      return () => forget(socket);
    },
    end(grantId) {
      const sockets = [...(byGrant.get(grantId) ?? [])];
      for (const socket of sockets) {
        forget(socket);
        socket.close('session-ended');
      }
      return sockets.length;
    },
    endMembership(userId, tenantId) {
      const sockets = [...(byUser.get(userId) ?? [])].filter((s) => s.tenant === undefined || s.tenant === tenantId);
      for (const socket of sockets) {
        forget(socket);
        socket.close('membership-frozen');
      }
      return sockets.length;
    },
  };
};

/**
 * Listens to the gateway's one event feed for ended grants and frozen memberships. One event per sign-out reaches every
 * gateway process, which looks its sockets up by grant: the cost grows with sign-outs, not with
 * open sockets, where asking REST about every socket every few seconds would grow with both.
 * `callers`, the process's reused answers of REST about tokens (caller-lookup.ts), forgets them,
 * so that a socket opened after the event is asked about anew, or refused.
 */
export const followSessionEnds = (
  feed: Observable<FeedEvent>,
  sockets: SessionSockets,
  callers?: Pick<CallerLookup, 'sessionEnded' | 'membershipFrozen'>,
): Subscription =>
  feed.subscribe((event) => {
    // Unchecked on the wire: each field is tested before it is used.
    const payload = (event.payload ?? {}) as Partial<
      Record<keyof EventPayload<'SessionEnded'> | keyof EventPayload<'MembershipFrozen'>, unknown>
    >;
    if (event.type === SESSION_ENDED && typeof payload.grantId === 'string') {
      callers?.sessionEnded(payload.grantId);
      sockets.end(payload.grantId);
    }
    if (event.type === MEMBERSHIP_FROZEN && typeof payload.userId === 'string' && event.tenantId) {
      callers?.membershipFrozen(payload.userId);
      sockets.endMembership(payload.userId, event.tenantId);
    }
  });
