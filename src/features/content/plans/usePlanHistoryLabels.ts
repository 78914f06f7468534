import { useTranslation } from 'react-i18next';
import { keyOf } from '../components/contentKeys';
import { planName } from './planForm';

type StoredStatic = { nameZh?: unknown; nameEn?: unknown };

/**
 * How a plan's history shows its own values: sessions as their count, rules as a short summary
 * (trial, interview, music, start level), a template's static activities by session, rather than
 * the stored JSON.
 */
export const usePlanHistoryLabels = () => {
  const { t, i18n } = useTranslation('content-plans');
  return (field: string, value: unknown): string | null => {
    if (field === 'sessions' && Array.isArray(value)) return t('history.sessions', { count: value.length });
    if (field === 'rules' && value && typeof value === 'object') {
      const r = value as {
        trial?: { sessions?: number[] };
        parentInterview?: { afterSessions?: number[]; every?: number | null };
        musicSessions?: number[];
        difficulty?: { startLevel?: number; steps?: unknown[] };
      };
      return t('history.rules', {
        trial: (r.trial?.sessions ?? []).join(', ') || '—',
        interview:
          [
            ...(r.parentInterview?.afterSessions ?? []),
            ...(r.parentInterview?.every ? [`×${r.parentInterview.every}`] : []),
          ].join(', ') || '—',
        music: (r.musicSessions ?? []).join(', ') || '—',
        level: r.difficulty?.startLevel ?? 1,
        steps: r.difficulty?.steps?.length ?? 0,
      });
    }
    // Stored by session index (static-activities.fields.ts): only the sessions that have some.
    if (field === 'staticActivities' && Array.isArray(value)) {
      const named = value.flatMap((list: unknown, index) =>
        Array.isArray(list) && list.length > 0
          ? [
              t('history.statics-session', {
                number: index + 1,
                names: list
                  .map((a: StoredStatic) =>
                    planName({ nameZh: String(a.nameZh), nameEn: String(a.nameEn) }, i18n.language),
                  )
                  .join(', '),
              }),
            ]
          : [],
      );
      return named.join('; ') || t('history.statics-none');
    }
    if (field === 'groupTypes' && Array.isArray(value))
      return value.map((g) => t(`group-types.${keyOf(String(g))}`)).join(', ');
    return null;
  };
};
