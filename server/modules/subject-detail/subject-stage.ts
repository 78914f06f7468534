import { DateTime } from 'luxon';

// Spec 000 §3 "Age stages and buckets": the two age stages, and the statistics bands whose
// bounds are 3, 5.5, 13 and 18 years.
export const AGE_STAGES = ['PreSchool', 'GradeOrTeenSchool'] as const;
export type AgeStage = (typeof AGE_STAGES)[number];

export const STAGES = ['0-3', '3-5.5', '5.5-13', '13-18', '18+'] as const;
export type Stage = (typeof STAGES)[number];

const BOUNDS: readonly [number, Stage][] = [
  [3, '0-3'],
  [5.5, '3-5.5'],
  [13, '5.5-13'],
  [18, '13-18'],
];

/**
 * Age in years counted in whole months (5 years and 6 months is 5.5) on the given ISO day: a
 * half-year bound is crossed on the day the sixth month is complete, not by a day count.
 */
export const exactAge = (birthday: string, today: string): number => {
  const months = Math.floor(DateTime.fromISO(today).diff(DateTime.fromISO(birthday), 'months').months);
  return Math.max(0, months) / 12;
};

/** Whole years, as a card shows an age. */
export const wholeYears = (birthday: string, today: string): number => Math.floor(exactAge(birthday, today));

/** The band a child falls in: a bound belongs to the band above it (5.5 is '5.5-13'). */
export const stageOf = (birthday: string, today: string): Stage => {
  const age = exactAge(birthday, today);
  return BOUNDS.find(([bound]) => age < bound)?.[1] ?? '18+';
};

/** Before school until 5.5 years (the bound between the pre-school bands and the school band). */
export const ageStageOf = (birthday: string, today: string): AgeStage =>
  exactAge(birthday, today) < 5.5 ? 'PreSchool' : 'GradeOrTeenSchool';
