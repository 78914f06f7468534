import type { Observable, Subscription } from 'rxjs';
import type { DeliveredEvent, EventName } from '../../events/catalogue';
import type { FeedEvent } from './event-feed';
import type { DirectWriter } from './event-source';
import { markShared } from './shared-execution';

export type { DeliveredEvent } from '../../events/catalogue';

/** A feed event as a subscriber receives it; `payload` its payload's JSON when already made. */
export const deliver = (
  event: Omit<FeedEvent, 'tenantId' | 'permission' | 'recipients' | 'txId'>,
  payload: string = JSON.stringify(event.payload),
): DeliveredEvent => ({
  id: String(event.id),
  cursor: event.cursor,
  type: event.type,
  version: event.version,
  createdAt: event.createdAt,
  payload,
});

/**
 * What a manager above a tenant follows of it: the facts of what the "subtree" policy lets a
 * parent manage (architecture.md, Tenancy), written for everyone in the tenant. A centre's own
 * facts (check-ins, notifications) stay with its members.
 */
export const WATCHABLE_TYPES: ReadonlySet<EventName> = new Set(['ContractChanged']);

/**
 * Whom a subscriber's live events are decided for. `watching`: a tenant the caller manages rather
 * than its own (a platform admin has none), whose subtree facts only it sees: see WATCHABLE_TYPES.
 */
export type Audience = { userId: string; tenantId: string; permissions: ReadonlySet<string>; watching: boolean };

/** A subscriber as the fan-out sees it: handed its scope's one object per live event, in feed order. */
export type Member = { accept(delivered: DeliveredEvent): void; fail(error: unknown): void };

/**
 * A member whose live events the fan-out writes itself (`writing`), once it is past its seam with
 * the replay: `after` is the newest cursor it was handed, below which nothing is written again.
 */
type Entry = { member: Member; writing?: { writer: DirectWriter<DeliveredEvent>; after: string } };

/**
 * Subscribers who see the same answer to an event that names no recipients: one tenant and one
 * permission set (or watching). An event that names recipients is decided per user within it.
 * `accepting` are handed each event; `writing` are written to, grouped by what their body is made
 * from, so that each group's body is made once and copied to every socket in one loop.
 */
type Scope = {
  permissions: ReadonlySet<string>;
  watching: boolean;
  members: Set<Entry>;
  accepting: Set<Entry>;
  writing: Map<string, Set<Entry>>;
  byUser: Map<string, Set<Entry>>;
};

/** Whether the scope's subscribers may see the event, leaving its recipients aside. */
const mayShow = (scope: Scope, event: FeedEvent): boolean =>
  scope.watching
    ? WATCHABLE_TYPES.has(event.type) && event.permission === null && event.recipients === null
    : event.permission === null || scope.permissions.has(event.permission);

const recipientsOf = (recipients: readonly string[]): Iterable<string> =>
  recipients.length > 1 ? new Set(recipients) : recipients;

/** A member's place in the fan-out. */
export type Membership = {
  /** Removes it; the feed is let go after the last member. */
  leave(): void;
  /**
   * From now on writes the member's live events to `writer` instead of handing them to `accept`,
   * none at or below the cursor `after`: for a subscriber past its replay, whose socket is written
   * to directly. Nothing is written once the writer is closed.
   */
  writeTo(writer: DirectWriter<DeliveredEvent>, after: string): void;
};

export type FanOut = {
  /**
   * Hands `member` every live event its audience may see from now on. Listens to the feed from
   * the first member (so that the feed's position() is final for it), lets go after the last.
   */
  join(audience: Audience, member: Member): Membership;
};

/** Writes one event to a writing member, unless it is closed or has it already; false if not written. */
const writes = (
  entry: Entry,
  delivered: DeliveredEvent,
): entry is Entry & { writing: NonNullable<Entry['writing']> } => {
  const writing = entry.writing;
  if (!writing || writing.writer.closed || delivered.cursor <= writing.after) return false;
  writing.after = delivered.cursor;
  return true;
};

/**
 * The live events of one feed, handed to its subscribers by scope: one listener on the feed, which
 * for each event looks up the scopes of its tenant, tests each scope once and builds its object
 * once, then hands that object to the scope's members. Before, every subscriber was an rxjs
 * observer of its own that tested and looked its scope up for every event (docs/performance.md
 * "Where the rest goes").
 */
export const createFanOut = (feed: Observable<FeedEvent>): FanOut => {
  const byTenant = new Map<string, Map<string, Scope>>();
  let members = 0;
  let listening: Subscription | undefined;

  const dispatch = (event: FeedEvent) => {
    const scopes = event.tenantId === null ? undefined : byTenant.get(event.tenantId);
    if (!scopes) return;
    // The payload's JSON is the same for every scope; each scope gets its own object, shared by its members.
    let payload: string | undefined;
    const delivery = () => markShared(deliver(event, (payload ??= JSON.stringify(event.payload))));
    for (const scope of scopes.values()) {
      if (!mayShow(scope, event)) continue;
      if (event.recipients === null) {
        const delivered = delivery();
        for (const entry of scope.accepting) entry.member.accept(delivered);
        // The socket writers of one selection: the body made once, by the first that is written to.
        for (const group of scope.writing.values()) {
          let body: Buffer | Promise<Buffer> | undefined;
          for (const entry of group) {
            if (writes(entry, delivered)) entry.writing.writer.send((body ??= entry.writing.writer.body(delivered)));
          }
        }
        continue;
      }
      for (const userId of recipientsOf(event.recipients)) {
        const own = scope.byUser.get(userId);
        if (!own) continue;
        const delivered = delivery();
        for (const entry of own) {
          if (!entry.writing) entry.member.accept(delivered);
          // Few per event: each writer's body is looked up by its key (shared-execution.ts).
          else if (writes(entry, delivered)) entry.writing.writer.send(entry.writing.writer.body(delivered));
        }
      }
    }
  };

  const everyone = () =>
    [...byTenant.values()].flatMap((scopes) =>
      [...scopes.values()].flatMap((s) => [...s.members].map((entry) => entry.member)),
    );

  const listen = () => {
    listening ??= feed.subscribe({
      next: dispatch,
      error: (error: unknown) => {
        listening = undefined;
        for (const member of everyone()) member.fail(error);
      },
    });
  };

  return {
    join(audience, member) {
      // Made once per subscriber: a key built per event would be hashed anew each time.
      const key = JSON.stringify([[...audience.permissions].sort(), audience.watching]);
      const scopes = byTenant.get(audience.tenantId) ?? new Map<string, Scope>();
      byTenant.set(audience.tenantId, scopes);
      let scope = scopes.get(key);
      if (!scope) {
        scope = {
          permissions: new Set(audience.permissions),
          watching: audience.watching,
          members: new Set(),
          accepting: new Set(),
          writing: new Map(),
          byUser: new Map(),
        };
        scopes.set(key, scope);
      }
      const joined = scope;
      const entry: Entry = { member };
      joined.members.add(entry);
      joined.accepting.add(entry);
      let own = joined.byUser.get(audience.userId);
      if (!own) joined.byUser.set(audience.userId, (own = new Set()));
      const mine = own;
      mine.add(entry);
      members += 1;
      listen();

      let left = false;
      const unwrite = () => {
        const group = entry.writing && joined.writing.get(entry.writing.writer.key);
        if (!entry.writing || !group) return;
        group.delete(entry);
        if (group.size === 0) joined.writing.delete(entry.writing.writer.key);
      };
      return {
        writeTo(writer, after) {
          if (left) return;
          unwrite();
          joined.accepting.delete(entry);
          entry.writing = { writer, after };
          let group = joined.writing.get(writer.key);
          if (!group) joined.writing.set(writer.key, (group = new Set()));
          group.add(entry);
        },
        leave() {
          if (left) return;
          left = true;
          unwrite();
          joined.members.delete(entry);
          joined.accepting.delete(entry);
          mine.delete(entry);
          if (mine.size === 0) joined.byUser.delete(audience.userId);
          if (joined.members.size === 0 && scopes.get(key) === joined) {
            scopes.delete(key);
            if (scopes.size === 0 && byTenant.get(audience.tenantId) === scopes) byTenant.delete(audience.tenantId);
          }
          members -= 1;
          if (members === 0) {
            listening?.unsubscribe();
            listening = undefined;
          }
        },
      };
    },
  };
};

const fanOuts = new WeakMap<Observable<FeedEvent>, FanOut>();

/** The one fan-out of a feed (the gateway has one feed per process). */
export const fanOutOf = (feed: Observable<FeedEvent>): FanOut => {
  let fanOut = fanOuts.get(feed);
  if (!fanOut) fanOuts.set(feed, (fanOut = createFanOut(feed)));
  return fanOut;
};
