import { BehaviorSubject, Observable, share, timer } from 'rxjs';
import { gql, type Client } from 'urql';
import { STREAM_MARKERS, type DeliveredEvent, type DeliveredEventType } from '../../../events/catalogue';
import { BACKGROUND_OPERATION } from '../errors/ErrorHandlingContext';
import { LIVE_VARIABLES } from '../graphql/createGraphqlClient';

/** An event as the gateway delivers it (events/catalogue.ts). */
export type RawCentreEvent = DeliveredEvent;

/**
 * What happened in the current centre (the outbox's CheckedIn, CheckedOut, ...), payload parsed.
 * The payload is left a record: it is read from JSON unchecked, so a page tests what it uses.
 */
export type CentreEvent = {
  id: string;
  type: DeliveredEventType;
  version: number;
  createdAt: string;
  payload: Record<string, unknown>;
};

/** The gateway's sign that events were missed beyond replay: reload what the page shows. */
export const REFETCH_REQUIRED = STREAM_MARKERS.refetchRequired;
/**
 * The gateway's first answer to a subscription without `after`: live from this cursor on. What the
 * page read before it may be older, so the page is told to reload (as RefetchRequired).
 */
const SUBSCRIBED = STREAM_MARKERS.subscribed;

// Not a generated document: src/shared imports only types from src/generated (conventions).
// centreEvents.test.ts validates it against the SDL.
export const CENTRE_EVENTS_SUBSCRIPTION = gql<
  { events: RawCentreEvent },
  { after: string | null; tenantId?: string | null }
>`
  subscription CentreEvents($after: ID, $tenantId: ID) {
    events(after: $after, tenantId: $tenantId) {
      id
      cursor
      type
      version
      createdAt
      payload
    }
  }
`;

/** One answer on the subscription: an event, or the error that ended it. */
export type CentreEventsResult = { kind: 'event'; event: RawCentreEvent } | { kind: 'error'; code: string | null };

export type CentreEventsDeps = {
  /**
   * Opens `events(after)`. `latestAfter` is read again whenever the same subscription is sent
   * anew (graphql-ws does that by itself after a reconnection), so it resumes after the newest
   * event seen rather than the one it started from (both are cursors).
   */
  subscribe: (
    after: string | null,
    latestAfter: () => string | null,
    tenantId?: string,
  ) => Observable<CentreEventsResult>;
  /** After TOKEN_EXPIRED: renew the access token if needed, and reconnect the socket with it. */
  renew: () => Promise<void>;
  /** How long to wait before subscribing again after another error (doubles, up to 60 s). */
  retryDelayMs?: number;
  now?: () => number;
};

export type TenantEvents = {
  /** Every event after the moment of subscribing, once each, in order; shared by all listeners. */
  events$: Observable<CentreEvent>;
  /** When the newest event happened (its createdAt, ms since the epoch); null before the first. */
  lastEventAt$: BehaviorSubject<number | null>;
  /**
   * The id the stream is (or will resume) live from; null until its first subscription is live.
   * A page that reads once this is known misses nothing (the stream resumes after it).
   * Component tests' stand-ins may leave it out: pages then read at once and reload on markers.
   */
  position?: () => string | null;
};

export type CentreEvents = TenantEvents & {
  /**
   * The events of a tenant the user manages (or of its own), for a screen about that tenant: a
   * platform admin has no current tenant, and a manager's own stream holds only what reached its
   * tenant. One shared stream per tenant, opened while listened to. Component tests' stand-ins
   * may leave it out: useCentreEvents then follows the centre's stream.
   */
  forTenant?: (tenantId: string) => TenantEvents;
};

const TOKEN_EXPIRED = 'TOKEN_EXPIRED';
const DEFAULT_RETRY_DELAY_MS = 2_000;
const MAX_RETRY_DELAY_MS = 60_000;
/** A second TOKEN_EXPIRED sooner than this after a renewal waits like any other error. */
const RENEWAL_GRACE_MS = 10_000;
/** One server subscription for a page change (workbench -> subject list) rather than two. */
const LINGER_MS = 250;

const parsePayload = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/** Whether a cursor comes after the newest one seen (none seen: every cursor does). */
const isNewer = (cursor: string, newest: string | null): boolean => newest === null || cursor > newest;

/**
 * The centre's live events as one shared Observable (conventions snippet 5). It remembers the
 * last event cursor it saw (events come in commit order, not id order): a reconnection of
 * the socket resumes after it (the gateway replays what was missed), a RefetchRequired is
 * passed on for the page to reload, TOKEN_EXPIRED renews the token and subscribes again, and
 * any other end is retried with a growing delay.
 */
export const createCentreEvents = (deps: CentreEventsDeps): Required<CentreEvents> => {
  const byTenant = new Map<string, Required<TenantEvents>>();
  const forTenant = (tenantId: string): Required<TenantEvents> => {
    let events = byTenant.get(tenantId);
    if (!events) byTenant.set(tenantId, (events = createTenantEvents(deps, tenantId)));
    return events;
  };
  return { ...createTenantEvents(deps, undefined), forTenant };
};

/** One stream of `events`: the current centre's (tenantId undefined) or a managed tenant's. */
const createTenantEvents = (deps: CentreEventsDeps, tenantId: string | undefined): Required<TenantEvents> => {
  const now = deps.now ?? Date.now;
  const baseDelay = deps.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const lastEventAt$ = new BehaviorSubject<number | null>(null);
  // Kept across listeners coming and going: a page opened later resumes where the last one left.
  // The newest cursor seen (named lastId before cursors; still what `after` resumes from).
  let lastId: string | null = null;

  const events$ = new Observable<CentreEvent>((subscriber) => {
    let inner: { unsubscribe: () => void } | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let lastRenewalAt = Number.NEGATIVE_INFINITY;
    let closed = false;

    const accept = (raw: RawCentreEvent) => {
      failures = 0;
      const event: CentreEvent = { ...raw, payload: parsePayload(raw.payload) };
      if (raw.type === REFETCH_REQUIRED) {
        subscriber.next(event);
        return;
      }
      if (raw.type === SUBSCRIBED) {
        // The seam to resume from if the socket drops before any event comes.
        if (isNewer(raw.cursor, lastId)) lastId = raw.cursor;
        subscriber.next({ ...event, type: REFETCH_REQUIRED });
        return;
      }
      // Cursors only grow; one at or below the newest seen came twice (a replay overlapping a retry).
      if (!isNewer(raw.cursor, lastId)) return;
      lastId = raw.cursor;
      const at = Date.parse(raw.createdAt);
      lastEventAt$.next(Number.isNaN(at) ? now() : at);
      subscriber.next(event);
    };

    const openLater = () => {
      const delay = Math.min(MAX_RETRY_DELAY_MS, baseDelay * 2 ** failures);
      failures += 1;
      retryTimer = setTimeout(open, delay);
    };

    const ended = (code: string | null) => {
      if (closed) return;
      if (code === TOKEN_EXPIRED && now() - lastRenewalAt > RENEWAL_GRACE_MS) {
        lastRenewalAt = now();
        deps.renew().then(
          () => {
            if (!closed) open();
          },
          () => {
            if (!closed) openLater();
          },
        );
        return;
      }
      openLater();
    };

    function open() {
      retryTimer = undefined;
      let done = false;
      // A holder, not a const: the answer may end the subscription before subscribe() returns.
      const handle: { subscription?: { unsubscribe: () => void } } = {};
      const finish = (code: string | null) => {
        if (done) return;
        done = true;
        handle.subscription?.unsubscribe();
        inner = undefined;
        ended(code);
      };
      handle.subscription = deps
        .subscribe(lastId, () => lastId, tenantId)
        .subscribe({
          next: (result) => {
            if (done) return;
            if (result.kind === 'event') accept(result.event);
            else finish(result.code);
          },
          error: () => finish(null),
          complete: () => finish(null),
        });
      if (done) handle.subscription.unsubscribe();
      else inner = handle.subscription;
    }

    open();
    return () => {
      closed = true;
      clearTimeout(retryTimer);
      inner?.unsubscribe();
    };
  }).pipe(share({ resetOnRefCountZero: () => timer(LINGER_MS) }));

  return { events$, lastEventAt$, position: () => lastId };
};

/** CentreEventsDeps.subscribe over the console's urql client (graphql-ws underneath). */
export const subscribeThroughUrql =
  (client: Client): CentreEventsDeps['subscribe'] =>
  (after, latestAfter, tenantId) =>
    new Observable<CentreEventsResult>((observer) => {
      // Without tenantId the variables stay as before: the current centre's one subscription.
      const scope = tenantId === undefined ? {} : { tenantId };
      const { unsubscribe } = client
        .subscription(
          CENTRE_EVENTS_SUBSCRIPTION,
          { after, ...scope },
          // Listening is not activity: an open live page must not keep an idle session alive.
          { ...BACKGROUND_OPERATION, [LIVE_VARIABLES]: () => ({ after: latestAfter(), ...scope }) },
        )
        .subscribe((result) => {
          // Checked first: urql keeps the previous event's data beside a later error.
          if (result.error) {
            const code: unknown = result.error.graphQLErrors[0]?.extensions['code'];
            observer.next({ kind: 'error', code: typeof code === 'string' ? code : null });
          } else if (result.data) {
            observer.next({ kind: 'event', event: result.data.events });
          }
        });
      return unsubscribe;
    });
