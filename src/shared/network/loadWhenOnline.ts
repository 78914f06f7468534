import { isChunkLoadFailure } from '../ui/RouteChunk';
import { networkProblems, type NetworkProblems } from './networkProblems';

export type LoadWhenOnlineDeps = {
  problems: NetworkProblems;
  isOnline: () => boolean;
};

const browserDeps = (): LoadWhenOnlineDeps => ({
  problems: networkProblems,
  // Node (tests) may have no navigator.
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
});

let nextKey = 0;

/**
 * A route's `lazy` that, when its code cannot be fetched because the browser is offline, waits
 * for the network (the banner's Retry, or the browser's 'online' event) and fetches it again.
 * The router meanwhile keeps the navigation pending, so the page the user was on stays, with its
 * address, instead of an error page. Online, a failure is thrown as before: the files may have
 * been replaced by a deploy, and RouteChunkError offers the reload that fetches the new ones.
 */
export const loadWhenOnline =
  <T>(load: () => Promise<T>, deps: LoadWhenOnlineDeps = browserDeps()) =>
  async (): Promise<T> => {
    const key = `chunk:${nextKey++}`;
    for (;;) {
      try {
        const loaded = await load();
        deps.problems.resolve(key);
        return loaded;
      } catch (error) {
        if (!isChunkLoadFailure(error) || deps.isOnline()) throw error;
        await new Promise<void>((retry) => deps.problems.report(key, retry));
      }
    }
  };
