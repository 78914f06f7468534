import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  musicPlayerMachine,
  PROGRESS_INTERVAL_MS,
  type ListeningAnswer,
  type ListeningReport,
  type PlayerTrack,
} from './music-player.machine';

const track = (code: string, overrides: Partial<PlayerTrack> = {}): PlayerTrack => ({
  code,
  title: `Track ${code}`,
  durationMs: 60_000,
  playUrl: `/tracks/${code}.wav`,
  boneConductionVolume: null,
  lastProgress: 0,
  isFinished: false,
  ...overrides,
});

type Answer = ListeningAnswer | Error;

const start = (
  options: {
    tracks?: PlayerTrack[];
    /** Answers by operate; a function may vary them per call. */
    answer?: (report: ListeningReport, calls: ListeningReport[]) => Answer;
    intervalMs?: number;
  } = {},
) => {
  const clock = new SimulatedClock();
  const calls: ListeningReport[] = [];
  let session = 0;
  const actor = createActor(
    musicPlayerMachine.provide({
      actors: {
        report: fromPromise(async ({ input }: { input: ListeningReport }) => {
          calls.push(input);
          const answer = options.answer?.(input, calls);
          if (answer instanceof Error) throw answer;
          if (answer) return answer;
          if (input.operate === 'START') session += 1;
          return {
            canListen: true,
            cannotListenReason: null,
            playSessionId: input.operate === 'START' ? `ps-${session}` : input.playSessionId,
          };
        }),
      },
    }),
    { clock, input: { tracks: options.tracks ?? [track('a'), track('b')], intervalMs: options.intervalMs } },
  ).start();
  return { actor, clock, calls };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ops = (calls: ListeningReport[]) =>
  calls.map((c) => `${c.operate} ${c.trackCode} ${c.progress} ${c.playSessionId}`);

describe('the music player', () => {
  it('starts from the first unfinished track at its lastProgress, with a play session from the start call', async () => {
    const { actor, calls } = start({
      tracks: [track('a', { isFinished: true, lastProgress: 60_000 }), track('b', { lastProgress: 12_500 })],
    });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, position: 12_500 });
    actor.send({ type: 'PLAY' });
    await waitFor(actor, (s) => s.matches('playing'));
    expect(actor.getSnapshot().context).toMatchObject({ playSessionId: 'ps-1', position: 12_500 });
    expect(ops(calls)).toEqual(['START b 12500 null']);
  });

  it('saves the progress every 15 s while playing, with the play session id, and not while paused', async () => {
    expect(PROGRESS_INTERVAL_MS).toBe(15_000);
    const { actor, clock, calls } = start();
    actor.send({ type: 'PLAY' });
    await waitFor(actor, (s) => s.matches('playing'));
    actor.send({ type: 'TIME', position: 14_000 });
    clock.increment(PROGRESS_INTERVAL_MS - 1);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    await settle();
    expect(ops(calls)).toEqual(['START a 0 null', 'PROGRESS a 14000 ps-1']);
    expect(actor.getSnapshot().matches({ playing: 'listening' })).toBe(true);
    actor.send({ type: 'TIME', position: 29_000 });
    clock.increment(PROGRESS_INTERVAL_MS);
    await settle();
    expect(ops(calls).at(-1)).toBe('PROGRESS a 29000 ps-1');

    actor.send({ type: 'PAUSE' });
    await settle();
    expect(actor.getSnapshot().matches({ paused: 'waiting' })).toBe(true);
    expect(ops(calls).at(-1)).toBe('PAUSE a 29000 ps-1');
    const before = calls.length;
    clock.increment(PROGRESS_INTERVAL_MS * 4);
    await settle();
    expect(calls).toHaveLength(before);

    // Seeking while paused, then playing: the next save carries the new position, no second start.
    actor.send({ type: 'SEEK', position: 45_000 });
    actor.send({ type: 'PLAY' });
    clock.increment(PROGRESS_INTERVAL_MS);
    await settle();
    expect(ops(calls).slice(before)).toEqual(['PROGRESS a 45000 ps-1']);
  });

  it('uses the configured interval', async () => {
    const { actor, clock, calls } = start({ intervalMs: 5_000 });
    actor.send({ type: 'PLAY' });
    await waitFor(actor, (s) => s.matches('playing'));
    clock.increment(5_000);
    await settle();
    expect(calls.map((c) => c.operate)).toEqual(['START', 'PROGRESS']);
  });

  it('clamps seeks and positions to the track', async () => {
    const { actor } = start();
    actor.send({ type: 'PLAY' });
    await waitFor(actor, (s) => s.matches('playing'));
    actor.send({ type: 'SEEK', position: 99_999_999 });
    expect(actor.getSnapshot().context.position).toBe(60_000);
    actor.send({ type: 'SEEK', position: -5 });
    expect(actor.getSnapshot().context.position).toBe(0);
    actor.send({ type: 'SEEK', position: Number.NaN });
    expect(actor.getSnapshot().context.position).toBe(0);
  });

  it('stops with the reason when the progress call says the limit is reached, and submits nothing more', async () => {
    const { actor, clock, calls } = start({
      answer: (r) =>
        r.operate === 'PROGRESS'
          ? { canListen: false, cannotListenReason: 'This course music listening is over', playSessionId: null }
          : { canListen: true, cannotListenReason: null, playSessionId: 'ps-9' },
    });
    actor.send({ type: 'PLAY' });
    await waitFor(actor, (s) => s.matches('playing'));
    clock.increment(PROGRESS_INTERVAL_MS);
    await settle();
    expect(actor.getSnapshot().matches('stopped')).toBe(true);
    expect(actor.getSnapshot().context.reason).toBe('This course music listening is over');
    const count = calls.length;
    clock.increment(PROGRESS_INTERVAL_MS * 3);
    await settle();
    expect(calls).toHaveLength(count);
  });

  it('refuses at the start with an empty reason when the server gives none (the screen shows the default)', async () => {
    const { actor } = start({
      answer: () => ({ canListen: false, cannotListenReason: null, playSessionId: null }),
    });
    actor.send({ type: 'PLAY' });
    await waitFor(actor, (s) => s.matches('stopped'));
    expect(actor.getSnapshot().context.reason).toBe('');
  });

  it('fails and stops submitting when a progress upload fails', async () => {
    const { actor, clock, calls } = start({
      answer: (r) =>
        r.operate === 'PROGRESS'
          ? new Error('network')
          : { canListen: true, cannotListenReason: null, playSessionId: 'ps-1' },
    });
    actor.send({ type: 'PLAY' });
    await waitFor(actor, (s) => s.matches('playing'));
    clock.increment(PROGRESS_INTERVAL_MS);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('request');
    expect((actor.getSnapshot().context.error as Error).message).toBe('network');
    const count = calls.length;
    clock.increment(PROGRESS_INTERVAL_MS * 3);
    await settle();
    expect(calls).toHaveLength(count);
  });

  it('fails with the file error when the audio element cannot play the file', async () => {
    const { actor } = start();
    actor.send({ type: 'PLAY' });
    await waitFor(actor, (s) => s.matches('playing'));
    actor.send({ type: 'AUDIO_ERROR' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('file');
  });

  it('finishes a track, starts the next with a new play session, and finishes after the last one', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'PLAY' });
    await waitFor(actor, (s) => s.matches('playing'));
    actor.send({ type: 'TRACK_ENDED' });
    await waitFor(actor, (s) => s.matches('playing') && s.context.index === 1);
    expect(actor.getSnapshot().context).toMatchObject({ playSessionId: 'ps-2', position: 0 });
    expect(actor.getSnapshot().context.tracks[0]).toMatchObject({ isFinished: true });
    actor.send({ type: 'TRACK_ENDED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('finished');
    expect(ops(calls)).toEqual(['START a 0 null', 'FINISH a 60000 ps-1', 'START b 0 null', 'FINISH b 60000 ps-2']);
  });

  it('stops on STOP with a stop call, and plays again with a new start', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'PLAY' });
    await waitFor(actor, (s) => s.matches('playing'));
    actor.send({ type: 'TIME', position: 3_000 });
    actor.send({ type: 'STOP' });
    await waitFor(actor, (s) => s.matches({ stopped: 'waiting' }));
    actor.send({ type: 'PLAY' });
    await waitFor(actor, (s) => s.matches('playing'));
    expect(ops(calls)).toEqual(['START a 0 null', 'STOP a 3000 ps-1', 'START a 3000 null']);
  });

  it('closes from any state and submits nothing after closing', async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'PLAY' });
    await waitFor(actor, (s) => s.matches('playing'));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    clock.increment(PROGRESS_INTERVAL_MS * 2);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('selects another track only when it exists', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', index: 5 });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SELECT', index: 1 });
    await waitFor(actor, (s) => s.matches('playing'));
    expect(ops(calls)).toEqual(['START b 0 null']);
  });

  it('does nothing on PLAY without tracks', () => {
    const { actor, calls } = start({ tracks: [] });
    actor.send({ type: 'PLAY' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });
});
