import { Button } from '@blueprintjs/core';
import type { OperationContext } from 'urql';

// Past urql's cache: the person asked for what the server holds now. (A module constant: urql
// compares the context by identity.)
const FROM_SERVER: Partial<OperationContext> = { requestPolicy: 'network-only' };

type RefreshButtonProps = {
  /** What the button says, from the page's own catalogue. */
  text: string;
  /** A reload runs while the list is already shown (the first load has the list's own spinner). */
  refreshing: boolean;
  /** The list query's reexecute. */
  reexecute: (context?: Partial<OperationContext>) => void;
};

/** A list page's refresh action: loads the list again from the server, spinning while it does. */
export const RefreshButton = ({ text, refreshing, reexecute }: RefreshButtonProps) => (
  <Button icon="refresh" variant="minimal" text={text} loading={refreshing} onClick={() => reexecute(FROM_SERVER)} />
);
