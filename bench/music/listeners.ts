import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import type { Listener, PacedResult, Setup } from './control';
import { paced } from './paced';

const OFFLINE = '/api/rocket/userOfflinePlan';

/** A listener with its play session open on the session's first track. */
export type Playing = Listener & { trackCode: string; playSessionId: string };

type Answer = { canListen?: boolean; playSessionId?: string | null; error?: { message?: string } };

/**
 * The players' side, over HTTP with keep-alive (one undici Pool of `connections` sockets): the
 * course music of session 1, a start per listener, then the paced progress calls. `started`
 * holds when each progress call began, by the key its event carries (ListeningProgress:
 * `<playSessionId>:<progress>`), for timing.ts's `latencies`.
 */
export const createPlayers = (setup: Setup, connections: number) => {
  const pool = new Pool(`http://127.0.0.1:${setup.port}`, { connections, pipelining: 1 });
  const headers = {
    authorization: `Bearer ${setup.admin.token}`,
    __tenant: setup.sunriseId,
    'content-type': 'application/json',
  };
  const started = new Map<string, number>();

  const call = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const response = await pool.request({
      method,
      path,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.statusCode, json: (await response.body.json()) as Answer & Record<string, unknown> };
  };

  const bodyOf = (listener: Listener, trackCode: string, progress: number, playSessionId?: string) => ({
    userId: listener.subjectId,
    userOfflinePlanId: listener.planId,
    num: 1,
    trackCode,
    progress,
    platform: 'Web',
    ...(playSessionId ? { playSessionId } : {}),
  });

  /** Opens one play session per listener, `parallel` starts at a time, on the session's first track. */
  const start = async (parallel: number): Promise<Playing[]> => {
    const first = setup.listeners[0]!;
    const course = await call(
      'GET',
      `${OFFLINE}/userCourseProgress?userId=${first.subjectId}&userOfflinePlanId=${first.planId}&num=1`,
    );
    const tracks = course.json['tracks'] as { code: string }[] | undefined;
    const trackCode = tracks?.[0]?.code;
    if (course.status !== 200 || !trackCode)
      throw new Error(`course music: ${course.status} ${JSON.stringify(course.json)}`);
    const queue = [...setup.listeners];
    const playing: Playing[] = [];
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        for (let listener = queue.shift(); listener; listener = queue.shift()) {
          const { status, json } = await call('POST', `${OFFLINE}/startAudioTrack`, bodyOf(listener, trackCode, 0));
          if (status !== 200 || !json.canListen || !json.playSessionId)
            throw new Error(`start: ${status} ${JSON.stringify(json)}`);
          playing.push({ ...listener, trackCode, playSessionId: json.playSessionId });
        }
      }),
    );
    return playing;
  };

  /**
   * Every listener's progress every `intervalMs` for `seconds` (paced.ts). The n-th call of a
   * listener reports n ms of progress: always forward, never beyond the track, so every call is one
   * the server records (and, once an interval has passed since the last, one it announces).
   */
  const progress = (playing: readonly Playing[], intervalMs: number, seconds: number): Promise<PacedResult> =>
    paced(playing.length, intervalMs, seconds, async (index, n) => {
      const listener = playing[index]!;
      started.set(`ListeningProgress:${listener.playSessionId}:${n}`, performance.now());
      const { status, json } = await call(
        'PUT',
        `${OFFLINE}/progressAudioTrack`,
        bodyOf(listener, listener.trackCode, n, listener.playSessionId),
      );
      return status === 200 && json.canListen === true;
    });

  return { start, progress, started, close: () => pool.close() };
};
