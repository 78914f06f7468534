import { describe, expect, it } from 'vitest';
import { LISTEN, listenableStream, type Producer } from './event-source';

/** A producer the test drives, which records when it has cleaned up. */
const driven = () => {
  const control = { emit: (_: number) => undefined as void, end: (_?: unknown) => undefined as void, cleaned: false };
  const produce: Producer<number> = async (emit, end, ended) => {
    control.emit = emit;
    control.end = end;
    await ended;
    control.cleaned = true;
  };
  return { control, produce };
};

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('a stream read two ways', () => {
  it('iterated: hands items over in order and ends with the producer’s error', async () => {
    const { control, produce } = driven();
    const stream = listenableStream(produce);
    const first = stream.next();
    await tick();
    control.emit(1);
    control.emit(2);
    control.end(new Error('expired'));
    await expect(first).resolves.toEqual({ done: false, value: 1 });
    await expect(stream.next()).resolves.toEqual({ done: false, value: 2 });
    await expect(stream.next()).rejects.toThrow('expired');
    expect(control.cleaned).toBe(true);
  });

  it('listened to: hands items over synchronously, then the error that ends it, once', async () => {
    const { control, produce } = driven();
    const seen: unknown[] = [];
    listenableStream(produce)[LISTEN]({
      next: (value) => seen.push(value),
      error: (error) => seen.push(`error: ${String(error)}`),
      complete: () => seen.push('complete'),
    });
    await tick();
    control.emit(1);
    expect(seen).toEqual([1]);
    control.end('expired');
    control.emit(2);
    control.end();
    await tick();
    expect(seen).toEqual([1, 'error: expired']);
    expect(control.cleaned).toBe(true);
  });

  it('listened to: stops quietly when the listener leaves, and the producer cleans up', async () => {
    const { control, produce } = driven();
    const seen: unknown[] = [];
    const stop = listenableStream(produce)[LISTEN]({
      next: (value) => seen.push(value),
      error: () => seen.push('error'),
      complete: () => seen.push('complete'),
    });
    await tick();
    stop();
    control.emit(1);
    await tick();
    expect(seen).toEqual([]);
    expect(control.cleaned).toBe(true);
  });

  it('listened to: a producer that fails before it starts ends the stream with that error', async () => {
    const errors: unknown[] = [];
    listenableStream<number>(async () => {
      throw new Error('Choose the centre to follow first.');
    })[LISTEN]({ next: () => undefined, error: (error) => errors.push(error), complete: () => undefined });
    await tick();
    expect(errors).toEqual([new Error('Choose the centre to follow first.')]);
  });
});
