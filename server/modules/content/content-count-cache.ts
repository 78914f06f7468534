/**
 * Exact counts of a content kind's lists, each kept with the version of the kind's table it was
 * counted in (content_versions, migration 0047), reused only while a page's own statement reads
 * that same version. docs/decisions.md "bench/content: counts kept per version".
 *
 * A version is a random value every write to the table sets anew, so equal versions mean equal
 * rows, whichever process, engine or transaction read them: a count taken in a transaction that
 * wrote the table is kept under a version only that transaction (and, if it commits, the rows it
 * committed) will ever read, so it serves nobody a stale count either.
 *
 * A list of at most a few thousand matches also keeps its matches' ids in list order, read in one
 * statement with the version ("pages kept per version"): a page of it is then its slice of ids,
 * read by primary key in a statement that reads the version too, instead of OFFSET paging over the
 * matches (and a search tested on every row before the page).
 */
export type KeptCount = {
  version: string;
  count: number;
  /** The matches' ids in list order, each its 36-character text, concatenated (ID_TEXT apart). */
  ids?: string;
  /**
   * Its ids were read for this version and let go for the budget: not read again until the
   * version changes, or lists past the budget would read theirs on every request in turn.
   */
  idsDropped?: true;
};

/** The length of a uuid's text: the kept ids are one string, an id every ID_TEXT characters. */
export const ID_TEXT = 36;

/** The ids `ids` keeps from `skip` on, at most `take` of them. */
export const idsSlice = (ids: string, skip: number, take: number): string[] => {
  const slice: string[] = [];
  for (let at = skip * ID_TEXT; at < ids.length && slice.length < take; at += ID_TEXT)
    slice.push(ids.slice(at, at + ID_TEXT));
  return slice;
};

/**
 * The last count of each list (its shape and values, not its page), least recently used first,
 * at most `limit` of them. One per kind: a search box typed into by many editors meets many texts,
 * and a text seen once costs a map entry until it ages out. The ids kept beside the counts hold at
 * most `idsBudget` characters in all (ID_TEXT per id): past it, the least recently used lists lose
 * their ids (not their counts) until the rest fit.
 */
export const countCache = (limit: number, idsBudget = 0) => {
  const kept = new Map<string, KeptCount>();
  let idsHeld = 0;
  const forget = (key: string) => {
    idsHeld -= kept.get(key)?.ids?.length ?? 0;
    kept.delete(key);
  };
  return {
    get(key: string): KeptCount | undefined {
      const found = kept.get(key);
      if (found) {
        // Map keeps insertion order: reinserted, it is the most recently used.
        kept.delete(key);
        kept.set(key, found);
      }
      return found;
    },
    set(key: string, value: KeptCount) {
      forget(key);
      const entry: KeptCount =
        value.ids !== undefined && value.ids.length > idsBudget
          ? { version: value.version, count: value.count, idsDropped: true }
          : value;
      kept.set(key, entry);
      idsHeld += entry.ids?.length ?? 0;
      if (kept.size > limit) forget(kept.keys().next().value!);
      for (const [oldest, held] of kept) {
        if (idsHeld <= idsBudget) break;
        if (held.ids === undefined) continue;
        idsHeld -= held.ids.length;
        kept.set(oldest, { version: held.version, count: held.count, idsDropped: true });
      }
    },
    get size() {
      return kept.size;
    },
    /** How many characters of ids are kept (at most the budget). */
    get idsHeld() {
      return idsHeld;
    },
  };
};
