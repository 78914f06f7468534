import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ContractUsageKind } from '../../../generated/graphql';
import { DateRangeFilters, filterLabels, type DateRangeValues } from '../../../shared/ui/DateRangeFilters';

export const USAGE_KINDS: readonly ContractUsageKind[] = ['evaluation', 'train', 'class', 'course', 'music'];

export type OrderFilterValues = DateRangeValues & { usageKind: ContractUsageKind | '' };

export const NO_FILTER: OrderFilterValues = { startTime: '', endTime: '', tenantId: '', usageKind: '' };

type OrderFiltersProps = {
  value: OrderFilterValues;
  /** Tenants to choose from (the platform administrator's tree); none: no tenant filter. */
  tenants: { id: string; label: string }[];
  onApply: (value: OrderFilterValues) => void;
};

/** Date range (the tenant's days), tenant and usage kind; applied with the search button. */
export const OrderFilters = ({ value, tenants, onApply }: OrderFiltersProps) => {
  const { t } = useTranslation('orders');
  return (
    <DateRangeFilters
      idPrefix="order"
      value={value}
      empty={NO_FILTER}
      tenants={tenants}
      onApply={onApply}
      labels={filterLabels(t)}
      extra={(draft, change) => (
        <FormGroup label={t('filters.usage')} labelFor="order-usage">
          <HTMLSelect
            id="order-usage"
            value={draft.usageKind}
            onChange={(event) => change({ usageKind: event.currentTarget.value as OrderFilterValues['usageKind'] })}
            options={[
              { value: '', label: t('filters.all-usage') },
              ...USAGE_KINDS.map((kind) => ({ value: kind, label: t(`usage.${kind}`) })),
            ]}
          />
        </FormGroup>
      )}
    />
  );
};
