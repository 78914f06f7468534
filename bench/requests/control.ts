/** What the requests bench and its server process say to each other over IPC. */

export type Setup = {
  port: number;
  engine: 'pglite' | 'postgres';
  /** The connections the server's database pool holds (PGlite: its one). */
  poolSize: number;
  sunriseId: string;
  /** A centre administrator's access token, signed as the embedded provider signs them. */
  token: string;
};

/** What a load run measured: requests answered, how fast, how long each took. */
export type LoadResult = { requests: number; errors: number; seconds: number; p50: number; p99: number };

export type Request =
  | { id: number; op: 'setup' }
  | { id: number; op: 'cpu' }
  /** The subject list's SQL run in the server process, `connections` at a time, for `seconds`. */
  | { id: number; op: 'direct'; connections: number; seconds: number }
  /** `count` distinct access tokens of the same user, as as many screens hold. */
  | { id: number; op: 'tokens'; count: number }
  | { id: number; op: 'close' };

/** A request before it is numbered (Omit distributed over the union). */
export type Call = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

/** CPU time the server process has used so far, user and system, in ms. */
export type CpuUsage = { ms: number };

export type Reply = { id: number; result?: unknown; error?: string };
