import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { EventName } from '../../events/catalogue';
import type { HubEvent } from '../signalr/hub';
import type { FeedEvent } from './event-feed';
import { bridgeFeedToHub, hubEventOf } from './hub-bridge';

const fact = (over: Partial<FeedEvent>): FeedEvent => ({
  id: 7,
  txId: '900',
  cursor: 'c-900-7',
  tenantId: 't1',
  type: 'CheckedIn',
  version: 1,
  payload: { subjectId: 's1', subjectName: 'Lin' },
  permission: 'Menu.User.Subject',
  recipients: null,
  createdAt: '2026-11-21T08:00:00.000Z',
  ...over,
});

describe('outbox facts to hub pushes', () => {
  it('pushes check-ins to the centre, behind the permission the fact names', () => {
    // The hub's own id is the ordered cursor (for a resume); the pushed arguments name the event.
    expect(hubEventOf(fact({}))).toEqual({
      id: 'c-900-7',
      tenantId: 't1',
      permission: 'Menu.User.Subject',
      method: 'CheckInChanged',
      args: [{ eventId: '7', type: 'CheckedIn', subjectId: 's1', subjectName: 'Lin' }],
    });
    expect(hubEventOf(fact({ type: 'CheckedOut' }))?.method).toBe('CheckInChanged');
  });

  it('pushes a new notification to its recipients only', () => {
    const pushed = hubEventOf(
      fact({ type: 'NotificationCreated', permission: null, recipients: ['u1', 'u2'], payload: { type: 'User' } }),
    );
    expect(pushed).toMatchObject({
      method: 'ReceiveNotification',
      userIds: ['u1', 'u2'],
      args: [{ id: '7', type: 'User' }],
    });
  });

  it('pushes nothing for facts the hub does not carry, or that belong to no centre', () => {
    expect(hubEventOf(fact({ type: 'SubjectAdded' }))).toBeNull();
    // A name newer than this gateway's catalogue (REST deployed first) is passed over too.
    expect(hubEventOf(fact({ type: 'SomethingElse' as string as EventName }))).toBeNull();
    expect(hubEventOf(fact({ tenantId: null }))).toBeNull();
  });

  it('takes only the catalogue’s names: a misspelt one does not compile', () => {
    // @ts-expect-error 'ContractChange' is not in events/catalogue.ts
    expect(hubEventOf(fact({ type: 'ContractChange' }))).toBeNull();
  });

  it('follows the feed until unsubscribed', () => {
    const feed = new Subject<FeedEvent>();
    const published: HubEvent[] = [];
    const subscription = bridgeFeedToHub(feed, { publish: (e) => published.push(e) });
    feed.next(fact({ id: 1, cursor: 'c1' }));
    feed.next(fact({ id: 2, cursor: 'c2', type: 'SubjectChanged' }));
    subscription.unsubscribe();
    feed.next(fact({ id: 3, cursor: 'c3' }));
    expect(published.map((e) => e.id)).toEqual(['c1']);
  });
});
