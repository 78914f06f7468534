import { Repeater } from 'graphql-yoga';

/**
 * Where a listener's items can be written by whoever holds them for many listeners at once (the
 * fan-out, fan-out.ts), instead of one by one through the stream: the same bytes, in the same order
 * as `next` would have written them, without the closures between.
 */
export type DirectWriter<T> = {
  /** Writers with the same key make the same body of the same item: it is made once for all of them. */
  readonly key: string;
  /** The item's body; a failure comes as a rejected promise, which `send` turns into the stream's end. */
  body(item: T): Buffer | Promise<Buffer>;
  /** Writes a body after everything written before it, through `next` or here. */
  send(body: Buffer | Promise<Buffer>): void;
  /** True from the moment the listener stops taking items: nothing may be sent then. */
  readonly closed: boolean;
};

/** Where a stream's items go when it is listened to rather than iterated. */
export type Listener<T> = {
  next(value: T): void;
  error(error: unknown): void;
  complete(): void;
  /** Offered to the producer, which may write live items there rather than through `next`. */
  writer?: DirectWriter<T>;
};

/**
 * The body of a stream, written once for both ways of reading it: it calls `emit` for each item,
 * `end` to finish (with an error, or without), and awaits `ended` before it cleans up. `ended`
 * settles when the stream ends for any reason, the reader's going away included. `writer`: the
 * listener's, when it offers one (never when iterated).
 */
export type Producer<T> = (
  emit: (value: T) => void,
  end: (error?: unknown) => void,
  ended: Promise<unknown>,
  writer?: DirectWriter<T>,
) => Promise<void>;

export const LISTEN = Symbol('listen');

/**
 * A stream that can be read two ways. Iterated, it is a Repeater (graphql-js, Yoga over HTTP):
 * each item is awaited by its reader. Listened to, its items are handed over synchronously, in
 * order, as they come: graphql-ws's socket writer uses that to skip a chain of promises per item
 * and subscriber (shared-execution.ts). Either way it is started by its first reader.
 */
export type ListenableStream<T> = Repeater<T> & {
  /** Starts the stream for one listener; the function returned stops it (no complete is called). */
  [LISTEN](listener: Listener<T>): () => void;
};

export const listenableStream = <T>(produce: Producer<T>): ListenableStream<T> =>
  Object.assign(new Repeater<T>((push, stop) => produce((value) => void push(value), stop, stop)), {
    [LISTEN]: (listener: Listener<T>) => {
      let done = false;
      let settle: () => void = () => undefined;
      const ended = new Promise<void>((resolve) => (settle = resolve));
      const end = (error?: unknown) => {
        if (done) return;
        done = true;
        settle();
        if (error === undefined) listener.complete();
        else listener.error(error);
      };
      produce((value) => done || listener.next(value), end, ended, listener.writer).then(() => end(), end);
      return () => {
        done = true;
        settle();
      };
    },
  });

export const isListenable = (value: unknown): value is ListenableStream<unknown> =>
  typeof value === 'object' && value !== null && LISTEN in value;
