import { readFileSync } from 'node:fs';
import pg from 'pg';

/** CPU seconds each client backend of a database has used so far, by process id. */
export type ServerCpu = Map<number, number>;

/**
 * CPU seconds each of the database's client backends for `url` has used, from /proc (the server
 * runs on this machine). Undefined for a server on another machine, whose processes are not in
 * this /proc. Client backends only: an autovacuum worker comes and goes as it likes.
 */
export const serverCpu = async (url: string): Promise<ServerCpu | undefined> => {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    try {
      return new Map(
        rows.map(({ pid }) => {
          // Fields 14 and 15 (utime, stime) in clock ticks, after the command name in parentheses.
          const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
          return [pid, (Number(fields[11]) + Number(fields[12])) / 100];
        }),
      );
    } catch {
      return undefined;
    }
  } finally {
    await client.end();
  }
};

/**
 * CPU seconds the database spent between two readings: what each backend alive at the end used
 * since the first (all of it for one opened between). A backend gone by the end was the pool's
 * idle connection, closed after its idle timeout; summing whole processes instead counted its past
 * CPU at the start and not at the end (negative CPU per operation in profile.ts).
 */
export const serverCpuSpent = (before: ServerCpu | undefined, after: ServerCpu | undefined) =>
  before === undefined || after === undefined
    ? Number.NaN
    : [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

/** CPU seconds this process (the clients, the driver, the application code) has used. */
export const clientCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
