export type CoalesceOptions = {
  /** How long an answer is reused after it came; 0 shares only the calls made while it runs. */
  reuseMs?: number;
  /** Answers kept at most; the memo starts over beyond it (a cache, not a record). */
  maxEntries?: number;
};

/**
 * One load for many identical questions: calls with the same key made while it runs, or within
 * `reuseMs` after, get the same answer. A failure is not kept: the next call asks again.
 */
export const createCoalescer = <T>({ reuseMs = 3000, maxEntries = 10_000 }: CoalesceOptions = {}) => {
  // Running, or answered less than reuseMs ago: an answer is dropped when its time is over, so
  // that what it holds (a page of events) does not outlive its use.
  const recent = new Map<string, Promise<T>>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const kept = recent.get(key);
    if (kept) return kept;
    if (recent.size >= maxEntries) recent.clear();
    const answer = load();
    recent.set(key, answer);
    const drop = () => recent.get(key) === answer && recent.delete(key);
    answer.then(() => (reuseMs > 0 ? setTimeout(drop, reuseMs).unref() : drop()), drop);
    return answer;
  };
};
