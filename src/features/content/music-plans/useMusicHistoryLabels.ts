import { useTranslation } from 'react-i18next';
import { keyOf } from '../components/contentKeys';

const OWN_FIELDS = new Set(['code', 'nameZh', 'nameEn', 'sessions', 'musicType', 'category', 'tagIds', 'audioType']);

/** How a programme's history names its fields and shows its values (sessions as track counts). */
export const useMusicHistoryLabels = () => {
  const { t } = useTranslation('content-music');
  return {
    fieldLabel: (field: string) =>
      OWN_FIELDS.has(field) ? t(`fields.${keyOf(field)}`) : t(`content:fields.${keyOf(field)}`),
    valueLabel: (field: string, value: unknown) => {
      if (field === 'sessions' && Array.isArray(value))
        return value
          .map((s: { trackIds?: unknown[] }, n) =>
            t('history.session', { number: n + 1, count: s.trackIds?.length ?? 0 }),
          )
          .join(t('list.separator'));
      if (field === 'musicType' && typeof value === 'string') return t(`music-types.${keyOf(value)}`);
      if (field === 'category' && typeof value === 'string') return t(`categories.${keyOf(value)}`);
      if (field === 'audioType' && typeof value === 'string') return t(`audio-types.${keyOf(value)}`);
      if (field === 'tagIds' && Array.isArray(value)) return t('history.tags', { count: value.length });
      return null;
    },
  };
};
