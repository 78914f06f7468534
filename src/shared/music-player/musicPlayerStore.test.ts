import { describe, expect, it } from 'vitest';
import { PATHS } from '../routes/paths';
import { createMusicPlayerStore, isPlayerRoute, type MusicPlayerRequest } from './musicPlayerStore';

const REQUEST: MusicPlayerRequest = { planKind: 'OFFLINE', planId: 'p1', num: 1, subjectId: 's1', title: 'Lily' };

/** Two tabs' channels: what one posts, the other receives (as BroadcastChannel does, not itself). */
const channelPair = () => {
  type Fake = {
    postMessage: (data: unknown) => void;
    close: () => void;
    onmessage: ((e: MessageEvent) => void) | null;
  };
  const make = (): Fake => ({ postMessage: () => undefined, close: () => undefined, onmessage: null });
  const a = make();
  const b = make();
  a.postMessage = (data) => b.onmessage?.({ data } as MessageEvent);
  b.postMessage = (data) => a.onmessage?.({ data } as MessageEvent);
  return [a, b] as const;
};

describe('the music player store', () => {
  it('knows the spec player routes and the music page, and nothing else', () => {
    for (const path of [
      PATHS.subjectDetail,
      '/system/center/detail/musicRehab',
      PATHS.offlinePlanDetail,
      PATHS.offlineCourseDetail,
      PATHS.groupClassDetail,
      '/system/center/detail/groupOfflinePlanDetail',
      `${PATHS.offlinePlanDetail}/`,
    ]) {
      expect(isPlayerRoute(path)).toBe(true);
    }
    for (const path of [PATHS.subjectList, PATHS.calendar, '/']) {
      expect(isPlayerRoute(path)).toBe(false);
    }
  });

  it('opens and closes, telling its listeners', () => {
    const store = createMusicPlayerStore(null);
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.open(REQUEST);
    expect(store.get()).toEqual(REQUEST);
    store.close();
    expect(store.get()).toBeNull();
    store.close();
    expect(calls).toBe(2);
    unsubscribe();
    store.open(REQUEST);
    expect(calls).toBe(2);
  });

  it('keeps one player per browser: opening it in another tab closes this one', () => {
    const [first, second] = channelPair();
    const tabOne = createMusicPlayerStore(first);
    const tabTwo = createMusicPlayerStore(second);
    tabOne.open(REQUEST);
    expect(tabOne.get()).toEqual(REQUEST);
    tabTwo.open({ ...REQUEST, num: 2 });
    expect(tabOne.get()).toBeNull();
    expect(tabTwo.get()?.num).toBe(2);
    tabOne.open(REQUEST);
    expect(tabTwo.get()).toBeNull();
    expect(tabOne.get()).toEqual(REQUEST);
  });
});
