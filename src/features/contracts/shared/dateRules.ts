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

/** Why [start, end] may not be a contract's validity, as the form's catalogue key; undefined when it may. */
export const rangeProblem = (
  limits: DateLimits | undefined,
  start: string,
  end: string,
  exceptId?: string,
): 'form.range-required' | 'form.end-before-start' | 'form.overlap' | undefined =>
  !start || !end
    ? 'form.range-required'
    : end < start
      ? 'form.end-before-start'
      : limits && rangeOverlaps(limits, start, end, exceptId)
        ? 'form.overlap'
        : undefined;
