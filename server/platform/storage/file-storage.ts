import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded bytes live. The database keeps only the key (user_files.storage_key), so the
 * disk store can be swapped for an object store without touching the modules.
 */
export interface FileStorage {
  /** Stores the bytes under a new key made from the prefix, and returns that key. */
  put(prefix: string, data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer>;
  /** Removes the bytes; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
}

// Keys are made here, but they come back from the database: refuse anything that could climb
// out of the root, in case a row was ever written by something else.
const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Files under `root` (DATA_DIR/files by default), one file per key. */
export const createDiskStorage = (root: string): FileStorage => {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    const path = resolve(base, ...key.split('/'));
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside the root: ${key}`);
    return path;
  };
  return {
    async put(prefix, data) {
      const key = `${prefix}/${randomUUID()}`;
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // 'wx': a key is never overwritten, so a stored file cannot change under its row.
      await writeFile(path, data, { flag: 'wx' });
      return key;
    },
    get: (key) => readFile(pathOf(key)),
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
};

/** The storage root inside a data directory. */
export const filesDirOf = (dataDir: string) => join(dataDir, 'files');

/**
 * Stores the bytes, then records them (`record` gets the new key). If the record fails the bytes
 * are removed again, so no stored file is left without its row.
 */
export const storeThenRecord = async <T>(
  storage: FileStorage,
  prefix: string,
  data: Buffer,
  record: (storageKey: string) => Promise<T>,
): Promise<T> => {
  const storageKey = await storage.put(prefix, data);
  try {
    return await record(storageKey);
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
};
