import { useTranslation } from 'react-i18next';
import { DateRangeFilters, filterLabels, type DateRangeValues } from '../../../shared/ui/DateRangeFilters';

export type MusicStatisticFilterValues = DateRangeValues;

export const NO_FILTER: MusicStatisticFilterValues = { startTime: '', endTime: '', tenantId: '' };

type Props = {
  value: MusicStatisticFilterValues;
  /** Tenants to choose from (management); none: no tenant filter. */
  tenants: { id: string; label: string }[];
  onApply: (value: MusicStatisticFilterValues) => void;
};

/** Date range (the centres' days; empty: the last 30 days) and, in management, a tenant; applied with Search. */
export const MusicStatisticFilters = ({ value, tenants, onApply }: Props) => {
  const { t } = useTranslation('music-statistics');
  return (
    <DateRangeFilters
      idPrefix="music-stat"
      value={value}
      empty={NO_FILTER}
      tenants={tenants}
      onApply={onApply}
      labels={filterLabels(t)}
    />
  );
};
