import type { TrainingPlanType } from '../../generated/graphql';

/** The kind's key in the training-plans catalogue: Sleep → sleep. */
export const kindKey = (type: TrainingPlanType) => type.toLowerCase() as 'sleep' | 'nutrition' | 'exercise';

/** Spec 001 §9: clock-in records and the exercise list show 10 a page. */
export const PAGE_SIZE = 10;

/** A live event that changes this child's plan of this kind (activated, clocked in, ended elsewhere). */
export const concernsTab = (
  event: { type: string; payload: Record<string, unknown> },
  about: { subjectId: string; type: TrainingPlanType },
) =>
  event.type === 'TrainingPlanChanged' &&
  event.payload['subjectId'] === about.subjectId &&
  event.payload['type'] === about.type;

/** The days a clock-in may be for, newest first: today back to the earliest the plan still takes. */
export const clockInDays = (today: string, earliest: string | null | undefined): string[] => {
  const days: string[] = [];
  const cursor = new Date(`${today}T00:00:00Z`);
  const first = earliest ?? today;
  for (let i = 0; i < 7; i += 1) {
    const day = cursor.toISOString().slice(0, 10);
    if (day < first) break;
    days.push(day);
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return days;
};
