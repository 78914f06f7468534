// Spec 000 §5 / 001 §5 "Manage children": a OneToOne group takes one child, any other group its
// capacity. One rule for the manage-children dialog and for the server that saves the set.

/** A OneToN group holds exactly N children; a Class chooses its capacity (1 to 6). */
const ONE_TO_N: Readonly<Record<string, number>> = {
  OneToOne: 1,
  OneToTwo: 2,
  OneToThree: 3,
  OneToFour: 4,
  OneToFive: 5,
  OneToSix: 6,
};

/** The capacity a group type implies, or null when the type leaves it to the user (Class). */
export const fixedCapacityOf = (type: string): number | null => ONE_TO_N[type] ?? null;

export type GroupLimits = { type: string; capacity: number };

/** How many children the group may have. */
export const selectionLimitOf = ({ type, capacity }: GroupLimits): number => (type === 'OneToOne' ? 1 : capacity);

export type SelectionOutcome =
  | { accepted: true; selection: readonly string[] }
  /** The warning names `limit`; `selection` is the current one, untouched. */
  | { accepted: false; limit: number; selection: readonly string[] };

/**
 * Whether the proposed selection may replace the current one. A refused proposal leaves the
 * current selection as it was (the spec: "the selection is not changed").
 */
export const proposeSelection = (
  group: GroupLimits,
  current: readonly string[],
  proposed: readonly string[],
): SelectionOutcome => {
  const unique = [...new Set(proposed)];
  const limit = selectionLimitOf(group);
  return unique.length > limit ? { accepted: false, limit, selection: current } : { accepted: true, selection: unique };
};
