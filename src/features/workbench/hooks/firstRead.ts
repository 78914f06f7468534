import type { CombinedError } from 'urql';

/**
 * A card's share of the workbench's first read (WorkbenchLive): handed in by WorkbenchPage, so the
 * card does not send its own query until an event asks for a fresh one. Without it (a card on its
 * own, in a test) the card reads its own query once the centre's stream is live.
 */
export type FirstRead<T> = { data: T | undefined; error: CombinedError | undefined };
