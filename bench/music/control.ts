import type { BenchUser, StoredEvent } from '../realtime/control';

/** What the music bench and its server process say to each other over IPC. */

/** A bench child: its offline plan, linked to the demo brain-music programme BM-01. */
export type Listener = { subjectId: string; planId: string };

export type Setup = {
  port: number;
  engine: 'pglite' | 'postgres';
  sunriseId: string;
  /** The centre administrator: the listeners' calls and the workbench subscription are theirs. */
  admin: BenchUser;
  listeners: Listener[];
};

/** Paced calls and how long each took: sorted ms, and how many failed. */
export type PacedResult = { calls: number; errors: number; seconds: number; sorted: number[] };

export type Request =
  | { id: number; op: 'setup'; listeners: number }
  | { id: number; op: 'cpu' }
  /** The server's event-loop delay since the last ask (ms): how long work waited for its loop. */
  | { id: number; op: 'lag' }
  | { id: number; op: 'lastId' }
  | { id: number; op: 'events'; after: number }
  /**
   * The baseline of the progress call, in the server process: the same listeners at the same pace,
   * each call a request-shaped transaction (tenant and user set) around one bare
   * `update audio_track_progress set last_progress = … where id = …` of its own row.
   */
  | { id: number; op: 'bareUpdates'; subjectIds: string[]; intervalMs: number; seconds: number }
  | { id: number; op: 'close' };

/** A request before it is numbered (Omit distributed over the union). */
export type Call = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

export type CpuUsage = { ms: number };

export type Lag = { p99: number; max: number };

/**
 * An outbox row as bench/realtime's verify.ts and timing.ts read it. For ListeningProgress,
 * `checkInId` carries the commit's key, `<playSessionId>:<progress>`, so that timing.ts's
 * `latencies` finds the moment its progress call began under `ListeningProgress:<key>`.
 */
export type MusicEvent = StoredEvent;

export type Reply = { id: number; result?: unknown; error?: string };
