import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractUsageKind } from '../../../generated/graphql';
import { DateField } from '../../../shared/ui/DateField';

export const USAGE_KINDS: readonly ContractUsageKind[] = ['evaluation', 'train', 'class', 'course', 'music'];

export type OrderFilterValues = {
  startTime: string;
  endTime: string;
  tenantId: string;
  usageKind: ContractUsageKind | '';
};

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
  const [draft, setDraft] = useState(value);
  const [dateProblem, setDateProblem] = useState(false);
  const reversed = draft.startTime !== '' && draft.endTime !== '' && draft.startTime > draft.endTime;
  return (
    <form
      className="atrium-order-filters"
      onSubmit={(event) => {
        event.preventDefault();
        if (!dateProblem && !reversed) onApply(draft);
      }}
    >
      <FormGroup label={t('filters.start')} labelFor="order-start">
        <DateField
          id="order-start"
          value={draft.startTime}
          onChange={(state) => {
            setDateProblem(state.problem !== null);
            setDraft((d) => ({ ...d, startTime: state.iso }));
          }}
        />
      </FormGroup>
      <FormGroup
        label={t('filters.end')}
        labelFor="order-end"
        intent={reversed ? 'danger' : 'none'}
        helperText={reversed ? t('filters.reversed') : undefined}
      >
        <DateField
          id="order-end"
          value={draft.endTime}
          onChange={(state) => {
            setDateProblem(state.problem !== null);
            setDraft((d) => ({ ...d, endTime: state.iso }));
          }}
        />
      </FormGroup>
      {tenants.length > 0 && (
        <FormGroup label={t('filters.tenant')} labelFor="order-tenant">
          <HTMLSelect
            id="order-tenant"
            value={draft.tenantId}
            onChange={(event) => setDraft((d) => ({ ...d, tenantId: event.currentTarget.value }))}
            options={[
              { value: '', label: t('filters.all-tenants') },
              ...tenants.map((x) => ({ value: x.id, label: x.label })),
            ]}
          />
        </FormGroup>
      )}
      <FormGroup label={t('filters.usage')} labelFor="order-usage">
        <HTMLSelect
          id="order-usage"
          value={draft.usageKind}
          onChange={(event) =>
            setDraft((d) => ({ ...d, usageKind: event.currentTarget.value as OrderFilterValues['usageKind'] }))
          }
          options={[
            { value: '', label: t('filters.all-usage') },
            ...USAGE_KINDS.map((kind) => ({ value: kind, label: t(`usage.${kind}`) })),
          ]}
        />
      </FormGroup>
      <div className="atrium-order-filter-actions">
        <Button type="submit" intent="primary" icon="search" text={t('filters.search')} />
        <Button
          icon="filter-remove"
          text={t('common:filter.clear-all')}
          onClick={() => {
            setDraft(NO_FILTER);
            onApply(NO_FILTER);
          }}
        />
      </div>
    </form>
  );
};
