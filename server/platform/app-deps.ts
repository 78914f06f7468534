import type { Config } from './config';
import type { Database } from './db/database';
import type { Messenger } from './messaging/messenger';
import type { FileStorage } from './storage/file-storage';

/** Now, as the server sees it. A test gives a fixed one. */
export type Clock = () => Date;

/**
 * The adapters the modules are given, built once in server/app.ts (the composition root) and
 * handed to every route plugin that needs one as its `deps` option, so a module never builds a
 * messenger or a store of its own. A test replaces any adapter through ServerOptions.adapters.
 */
export type AppDeps = {
  db: Database;
  config: Config;
  /** The one messenger for e-mail and SMS (transports from the configuration; a log in demo mode). */
  messenger: Messenger;
  /** Uploaded files (CVs, photos, logos, contract files). */
  storage: FileStorage;
  clock: Clock;
  /** The centres' zone (TIME_ZONE): it decides the day a check-in, an order or a child's age falls on. */
  timeZone: string;
  /** The console's own address, for links in messages and QR codes. */
  publicUrl: string;
};

/** The options of a route plugin that needs adapters. */
export type RouteDeps = { deps: AppDeps };

/** The adapters a test may replace. */
export type AdapterOverrides = Partial<Pick<AppDeps, 'messenger' | 'storage' | 'clock'>>;
