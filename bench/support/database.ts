import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh database on the PostgreSQL server at `serverUrl`, and a way to drop it when the bench ends. */
export const createBenchDatabase = async (serverUrl: string) => {
  const name = `atrium_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return { url: url.toString(), drop };
};
