// Spec 000 §4 and §9 (002 §9): the session's expiry is kept in local storage and moved to now +
// the configured minutes × 60,000 ms on every request; a request after it has passed (the console
// sat idle) signs the user out. Local storage, not memory, so activity in one tab keeps the other
// tabs of the same console alive, as in the original.

export const SESSION_EXPIRY_STORAGE_KEY = 'atrium.sessionExpiresAt';
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 120;
const MS_PER_MINUTE = 60_000;

export type SessionExpiryDeps = {
  /** Minutes of inactivity allowed (app-config.json sessionTimeoutMinutes). */
  timeoutMinutes: number;
  /** localStorage in the browser; null when storage is disabled (then nothing expires). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
};

export type SessionExpiry = {
  /** Starts a new period (after a fresh sign-in). */
  refresh: () => void;
  /**
   * Called on every request: 'expired' when the stored expiry has passed (and forgets it, so the
   * sign-out happens once), otherwise moves the expiry on and answers 'active'.
   */
  touch: () => 'active' | 'expired';
  /** The stored expiry in ms since the epoch, or null. */
  expiresAt: () => number | null;
  clear: () => void;
};

export const createSessionExpiry = ({ timeoutMinutes, storage, now = Date.now }: SessionExpiryDeps): SessionExpiry => {
  const timeoutMs = timeoutMinutes * MS_PER_MINUTE;
  const read = (): number | null => {
    try {
      const raw = storage?.getItem(SESSION_EXPIRY_STORAGE_KEY);
      const value = raw ? Number(raw) : NaN;
      return Number.isFinite(value) ? value : null;
    } catch {
      return null;
    }
  };
  const write = (value: number | null) => {
    try {
      if (value === null) storage?.removeItem(SESSION_EXPIRY_STORAGE_KEY);
      else storage?.setItem(SESSION_EXPIRY_STORAGE_KEY, String(value));
    } catch {
      // storage can be full or disabled: the session then simply does not time out here
    }
  };
  const refresh = () => write(now() + timeoutMs);
  return {
    refresh,
    touch: () => {
      const expiresAt = read();
      if (expiresAt !== null && now() > expiresAt) {
        write(null);
        return 'expired';
      }
      refresh();
      return 'active';
    },
    expiresAt: read,
    clear: () => write(null),
  };
};

/** app-config.json's sessionTimeoutMinutes, or the default when it is missing or nonsense. */
export const sessionTimeoutMinutesOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_SESSION_TIMEOUT_MINUTES;
