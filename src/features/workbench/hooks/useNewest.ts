import { useState } from 'react';

/**
 * Of two reads of the same thing, the one that arrived last: the workbench's first read
 * (WorkbenchLive, one request for all its live cards) and a card's own read again after an
 * event. Compared by identity: urql hands a new object for each answer. When both change in one
 * render, the card's own read wins (it was asked for later).
 */
export const useNewest = <T>(own: T | undefined, first: T | undefined): T | undefined => {
  const [seen, setSeen] = useState({ own, first, newest: own ?? first });
  if (own === seen.own && first === seen.first) return seen.newest;
  const newest =
    own !== seen.own && own !== undefined ? own : first !== seen.first && first !== undefined ? first : seen.newest;
  setSeen({ own, first, newest });
  return newest;
};
