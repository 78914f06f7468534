import {
  clearStoredUnlock,
  readStoredLock,
  type LockLine,
  type LockStorage,
} from '../../../machines/verification-lock.machine';

// The contract lines' unlock tokens (spec 002 §4 "Verification lock", §7: contract calls carry an
// `authenticate` header taken from local storage). The verification-lock machine writes them;
// the GraphQL client reads them for the header and, on a 412, relocks here (spec 002 §8).

const LINES: readonly LockLine[] = ['hfs', 'vrat'];

type Listener = (line: LockLine) => void;

export type ContractUnlockStore = {
  /** The unexpired tokens of both lines, comma separated (one request may reach both), or null. */
  authenticateHeader: () => string | null;
  /** Forgets a line's unlock (null: both, when the refusal did not say which) and tells the locks. */
  relock: (line: LockLine | null) => void;
  subscribe: (listener: Listener) => () => void;
  storage: LockStorage | null;
};

const safeStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export const createContractUnlockStore = (
  storage: LockStorage | null = safeStorage(),
  now: () => number = Date.now,
): ContractUnlockStore => {
  const listeners = new Set<Listener>();
  return {
    storage,
    authenticateHeader: () => {
      const tokens = LINES.map((line) => readStoredLock(storage, line, now()).token).filter(
        (token): token is string => token !== null,
      );
      return tokens.length ? tokens.join(', ') : null;
    },
    relock: (line) => {
      for (const each of line ? [line] : LINES) {
        clearStoredUnlock(storage, each);
        for (const listener of listeners) listener(each);
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The one store of the running app. */
export const contractUnlockStore = createContractUnlockStore();

/** The line a 412 names (REST puts it in `details`), or null. */
export const lockedLineOf = (details: unknown): LockLine | null =>
  details === 'hfs' || details === 'vrat' ? details : null;
