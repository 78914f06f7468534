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

export type DirectWork = 'subjects' | 'floor';

/** What a load run measured: requests answered, how fast, how long each took. */
export type LoadResult = { requests: number; errors: number; seconds: number; p50: number; p99: number };

export type Request =
  | { id: number; op: 'setup' }
  | { id: number; op: 'cpu' }
  /**
   * Work run in the server process without HTTP, token or context, `connections` at a time, for
   * `seconds`: the subject list's SQL, or the floor (the trivial request's transaction with one
   * `select 1` in it: what the engine and the database layer cost before anything of ours).
   */
  | { id: number; op: 'direct'; work: DirectWork; connections: number; seconds: number }
  /** `count` distinct access tokens of the same user, as as many screens hold. */
  | { id: number; op: 'tokens'; count: number }
  | { id: number; op: 'close' };

/** A request before it is numbered (Omit distributed over the union). */
export type Call = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

/** CPU time the server process has used so far, user and system, in ms. */
export type CpuUsage = { ms: number };

export type Reply = { id: number; result?: unknown; error?: string };
