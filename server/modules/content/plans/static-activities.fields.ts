import type { PlanProblem } from './plan-problems';
import { SESSION_MAX_STATICS, STATIC_NAME_MAX, type StaticActivity } from './plan.schemas';

// The static activities of an offline plan template's sessions (nonePlaybook, spec 001 §3, §4):
// activities with no training program (warm-up, free play, calm-down breathing), each named in both
// languages. Optional: a session without any behaves as before.

const nameOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Each session's static activities from the body, by session index; problems name the session
 * (and the activity's place) in the spec's ValidationError shape (content-plans catalogue).
 */
export const acceptStaticActivities = (body: Record<string, unknown>, problems: PlanProblem[]) => {
  const sessions = Array.isArray(body['sessions']) ? (body['sessions'] as unknown[]) : [];
  return sessions.map((s, n): StaticActivity[] => {
    const session = n + 1;
    const listed = (s as { staticActivities?: unknown } | null)?.staticActivities;
    if (listed === undefined || listed === null) return [];
    const given = Array.isArray(listed) ? listed : [];
    if (given.length > SESSION_MAX_STATICS) {
      problems.push({ key: 'statics-too-many', field: 'sessions', params: { session, max: SESSION_MAX_STATICS } });
      return [];
    }
    return given.map((a, i) => {
      const activity = { nameZh: nameOf((a as StaticActivity)?.nameZh), nameEn: nameOf((a as StaticActivity)?.nameEn) };
      const place = { session, activity: i + 1 };
      if (!activity.nameZh || !activity.nameEn)
        problems.push({ key: 'static-name-required', field: 'sessions', params: place });
      else if (activity.nameZh.length > STATIC_NAME_MAX || activity.nameEn.length > STATIC_NAME_MAX)
        problems.push({ key: 'static-name-too-long', field: 'sessions', params: { ...place, max: STATIC_NAME_MAX } });
      return activity;
    });
  });
};

/** Session `index`'s static activities as stored (none for a template saved before they existed). */
export const staticsOf = (stored: readonly StaticActivity[][] | null | undefined, index: number) =>
  stored?.[index] ?? [];
