import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { EventName } from '../../events/catalogue';
import type { FeedEvent } from './event-feed';
import { createSessionSockets, followSessionEnds, grantOf } from './session-sockets';

const tokenWith = (claims: Record<string, unknown>) =>
  ['{"alg":"none"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.';

const event = (type: EventName, payload: unknown): FeedEvent => ({
  id: 1,
  txId: '1',
  cursor: '0000000000000000001.0000000000000001',
  tenantId: null,
  type,
  version: 1,
  payload,
  permission: null,
  recipients: null,
  createdAt: new Date().toISOString(),
});

describe('sockets by session', () => {
  it('reads the grant of a user token, with or without "Bearer", and none from a service token', () => {
    expect(grantOf(tokenWith({ sub: 'u', grant_id: 'g1' }))).toBe('g1');
    expect(grantOf(`Bearer ${tokenWith({ sub: 'u', grant_id: 'g1' })}`)).toBe('g1');
    expect(grantOf(tokenWith({ sub: 'atrium-gateway' }))).toBeUndefined();
    expect(grantOf('not a token')).toBeUndefined();
  });

  it('closes the sockets of an ended grant only, once, and forgets the ones that closed', () => {
    const sockets = createSessionSockets();
    const feed = new Subject<FeedEvent>();
    followSessionEnds(feed, sockets);
    const [a, b, other] = [vi.fn(), vi.fn(), vi.fn()];
    sockets.track(tokenWith({ sub: 'u', grant_id: 'g1' }), a);
    const forgetB = sockets.track(tokenWith({ sub: 'u', grant_id: 'g1' }), b);
    sockets.track(tokenWith({ sub: 'v', grant_id: 'g2' }), other);
    forgetB();
    feed.next(event('CheckedIn', { grantId: 'g1' }));
    expect(a).not.toHaveBeenCalled();
    feed.next(event('SessionEnded', { grantId: 'g1', accountId: 'u' }));
    feed.next(event('SessionEnded', { grantId: 'g1', accountId: 'u' }));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
  });

  it("closes a frozen user's sockets in that centre and where the centre is not known, no others", () => {
    const sockets = createSessionSockets();
    const feed = new Subject<FeedEvent>();
    followSessionEnds(feed, sockets);
    const [here, unknown, elsewhere, colleague] = [vi.fn(), vi.fn(), vi.fn(), vi.fn()];
    sockets.track(tokenWith({ sub: 'u', grant_id: 'g1' }), here, 't1');
    sockets.track(tokenWith({ sub: 'u', grant_id: 'g1' }), unknown);
    sockets.track(tokenWith({ sub: 'u', grant_id: 'g1' }), elsewhere, 't2');
    sockets.track(tokenWith({ sub: 'v', grant_id: 'g2' }), colleague, 't1');
    feed.next({ ...event('MembershipFrozen', { userId: 'u' }), tenantId: 't1' });
    expect(here).toHaveBeenCalledWith('membership-frozen');
    expect(unknown).toHaveBeenCalledWith('membership-frozen');
    expect(elsewhere).not.toHaveBeenCalled();
    expect(colleague).not.toHaveBeenCalled();
    // Closed sockets are forgotten: the sign-out that follows closes only the one left.
    feed.next(event('SessionEnded', { grantId: 'g1' }));
    expect(elsewhere).toHaveBeenCalledWith('session-ended');
    expect(here).toHaveBeenCalledTimes(1);
  });
});
