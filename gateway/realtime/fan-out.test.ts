import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from './event-feed';
import type { DirectWriter } from './event-source';
import { feedEvent } from './feed-event.testing';
import { createFanOut, type Audience, type DeliveredEvent } from './fan-out';

const audience = (userId: string): Audience => ({ userId, tenantId: 't1', permissions: new Set(), watching: false });

/** A socket's writer that records what it is sent; `made` counts the bodies made, by any writer. */
const writers = () => {
  const made: string[] = [];
  const writer = (key = 'q') => {
    const sent: string[] = [];
    const it = {
      key,
      closed: false as boolean,
      body: (delivered: DeliveredEvent) => (made.push(delivered.id), Buffer.from(delivered.id)),
      send: (body: Buffer | Promise<Buffer>) => void sent.push(body.toString()),
    } satisfies DirectWriter<DeliveredEvent>;
    return { it, sent };
  };
  return { made, writer };
};

const accepting = () => {
  const accepted: string[] = [];
  return { accepted, member: { accept: (d: DeliveredEvent) => void accepted.push(d.id), fail: () => undefined } };
};

describe('the fan-out writing to sockets', () => {
  it('writes each live event to every writer of a scope, its body made once per key, none to the member itself', () => {
    const feed = new Subject<FeedEvent>();
    const fanOut = createFanOut(feed);
    const { made, writer } = writers();
    const sockets = [writer(), writer(), writer('other')];
    const members = sockets.map(() => accepting());
    members.forEach((m, i) => fanOut.join(audience(`u${i}`), m.member).writeTo(sockets[i]!.it, ''));
    const plain = accepting();
    fanOut.join(audience('u9'), plain.member);
    feed.next(feedEvent(1));
    feed.next(feedEvent(2));
    expect(sockets.map((s) => s.sent)).toEqual([
      ['1', '2'],
      ['1', '2'],
      ['1', '2'],
    ]);
    expect(made).toEqual(['1', '1', '2', '2']);
    expect(members.flatMap((m) => m.accepted)).toEqual([]);
    expect(plain.accepted).toEqual(['1', '2']);
  });

  it('writes nothing at or below the seam, nothing twice, nothing once closed or left, and only to recipients', () => {
    const feed = new Subject<FeedEvent>();
    const fanOut = createFanOut(feed);
    const { writer } = writers();
    const [one, two, three] = [writer(), writer(), writer()];
    fanOut.join(audience('u1'), accepting().member).writeTo(one.it, feedEvent(2).cursor);
    const leaving = fanOut.join(audience('u2'), accepting().member);
    leaving.writeTo(two.it, '');
    fanOut.join(audience('u3'), accepting().member).writeTo(three.it, '');
    feed.next(feedEvent(2));
    feed.next(feedEvent(3));
    feed.next(feedEvent(3));
    feed.next(feedEvent(4, { recipients: ['u1', 'u1', 'u3'] }));
    leaving.leave();
    three.it.closed = true;
    feed.next(feedEvent(5));
    expect([one.sent, two.sent, three.sent]).toEqual([
      ['3', '4', '5'],
      ['2', '3'],
      ['2', '3', '4'],
    ]);
  });
});
