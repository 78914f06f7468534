// Spec 002 §5: the days a contract's validity (or a renewal's end) may not take.

export type DateLimits = {
  today: string;
  parentEndTime: string | null | undefined;
  taken: readonly { id: string; startTime: string; endTime: string }[];
};

/** True when `iso` may not be picked: past, after the parent contract's end, or inside another contract. */
export const dayDisabled = (limits: DateLimits, iso: string, exceptId?: string): boolean =>
  iso < limits.today ||
  (!!limits.parentEndTime && iso > limits.parentEndTime) ||
  limits.taken.some((r) => r.id !== exceptId && iso >= r.startTime && iso <= r.endTime);

/** True when [start, end] runs over another contract (its ends may both be free). */
export const rangeOverlaps = (limits: DateLimits, start: string, end: string, exceptId?: string): boolean =>
  limits.taken.some((r) => r.id !== exceptId && r.startTime <= end && start <= r.endTime);
