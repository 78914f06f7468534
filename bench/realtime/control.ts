/** What the bench process and the server process say to each other over the IPC channel. */

export type BenchUser = {
  userName: string;
  userId: string;
  token: string;
  /** REST's grantedPermissions in Sunrise: the bench's own reckoning of who should see what. */
  permissions: string[];
};

export type Setup = {
  port: number;
  engine: 'pglite' | 'postgres';
  sunriseId: string;
  /** Sunrise's bound children, whom the committer checks in and out. */
  children: string[];
  /** The committer: a coach, as a centre's front desk would be. */
  committer: BenchUser;
  /** Every Sunrise user who may see the subject list: subscribers are spread over them. */
  subscribers: BenchUser[];
  subjectPermission: string;
};

/** An outbox row as the bench checks deliveries against it; the server lists them in delivery order. */
export type StoredEvent = {
  id: number;
  tenantId: string | null;
  type: string;
  permission: string | null;
  recipients: string[] | null;
  checkInId: string | null;
};

export type Request =
  | { id: number; op: 'setup' }
  | { id: number; op: 'events'; after: number }
  | { id: number; op: 'lastId' }
  | { id: number; op: 'cpu' }
  | { id: number; op: 'lag' }
  | { id: number; op: 'close' };

/** A request before it is numbered (Omit distributed over the union). */
export type Call = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

export type CpuUsage = { userMs: number; systemMs: number };

/** The event loop's delay since the last ask (ms): how long work waited for the loop. */
export type Lag = { p99: number; max: number };

export type Reply = { id: number; result?: unknown; error?: string };
