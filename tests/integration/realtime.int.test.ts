import { describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { liveEvents } from './support/live-events';

const SECRET = 'realtime-test-secret';
const SUBSCRIPTION = 'subscription ($after: ID) { events(after: $after) { id type version payload } }';

type Delivered = { id: string; type: string; version: number; payload: string };

describe.each(testEngines('sensitive'))('live events through graphql-ws on %s', (engine) => {
  const { listen, checkIn, until, children } = liveEvents<Delivered>(engine, {
    subscription: SUBSCRIPTION,
    secret: SECRET,
    childCount: 4,
  });

  it('delivers a check-in to a watching centre admin at once, and not to those who may not see it', async () => {
    const admin = await listen('centeradmin');
    const trainer = await listen('trainer');
    const coach = await listen('coach');
    // Each is live once it has heard Subscribed; a fixed pause was too short on a loaded machine.
    await until(() => [admin, trainer, coach].every((listener) => listener.received.length > 0));
    const started = Date.now();
    await checkIn(children()[0]!);
    await until(() => admin.received.length > 2);
    expect(Date.now() - started).toBeLessThan(2000);
    // Each first hears where it is live from; the admin is among the colleagues the check-in
    // notified; the coach who did it sees the check-in but not a notification meant for others.
    expect(admin.received).toEqual([
      expect.objectContaining({ type: 'Subscribed' }),
      expect.objectContaining({ type: 'CheckedIn', version: 1 }),
      expect.objectContaining({ type: 'NotificationCreated', version: 1 }),
    ]);
    await until(() => coach.received.length > 1);
    expect(coach.received.map((e) => e.type)).toEqual(['Subscribed', 'CheckedIn']);
    expect(JSON.parse(admin.received[1]!.payload)).toMatchObject({ subjectId: children()[0] });
    await new Promise((r) => setTimeout(r, 300));
    expect(trainer.received.map((e) => e.type)).toEqual(['Subscribed']);
    expect(admin.errors).toEqual([]);
  });

  it('gives a subscriber that comes back with the last id everything it missed, in order, then live, without duplicates', async () => {
    await checkIn(children()[1]!);
    const back = await listen('centeradmin', '0');
    await until(() => back.received.length >= 4);
    await checkIn(children()[2]!);
    await until(() => back.received.length >= 6);
    await new Promise((r) => setTimeout(r, 300));
    const ids = back.received.map((e) => Number(e.id));
    expect(back.received.map((e) => e.type)).toEqual([
      'CheckedIn',
      'NotificationCreated',
      'CheckedIn',
      'NotificationCreated',
      'CheckedIn',
      'NotificationCreated',
    ]);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(6);
  });

  it('leaves no gap when subscribing: a check-in committed meanwhile is before the seam Subscribed names, or arrives', async () => {
    const [watcher] = await Promise.all([listen('centeradmin'), checkIn(children()[3]!)]);
    await until(() => watcher.received.length > 0);
    const seam = watcher.received[0]!;
    expect(seam.type).toBe('Subscribed');
    const everything = await listen('centeradmin', '0');
    await until(() => everything.received.some((e) => e.type === 'CheckedIn'));
    const committed = everything.received.find((e) => e.type === 'CheckedIn')!;
    await new Promise((r) => setTimeout(r, 300));
    const arrived = watcher.received.some((e) => e.id === committed.id);
    expect(arrived).toBe(Number(committed.id) > Number(seam.id));
  });
});
