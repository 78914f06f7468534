import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from './DateField';
import './dateRangeFilters.css';

/** What a date-range filter always has: the range (ISO days, empty: the page's default) and a tenant. */
export type DateRangeValues = { startTime: string; endTime: string; tenantId: string };

export type DateRangeLabels = {
  start: string;
  end: string;
  /** Under the end date when it is before the start. */
  reversed: string;
  tenant: string;
  allTenants: string;
  search: string;
};

/** The labels from a page catalogue's `filters.*` keys (start, end, reversed, tenant, all-tenants, search). */
export const filterLabels = (t: (key: string) => string): DateRangeLabels => ({
  start: t('filters.start'),
  end: t('filters.end'),
  reversed: t('filters.reversed'),
  tenant: t('filters.tenant'),
  allTenants: t('filters.all-tenants'),
  search: t('filters.search'),
});

type Props<T extends DateRangeValues> = {
  /** Prefix of the fields' ids (labels point at them). */
  idPrefix: string;
  value: T;
  /** What "clear all" applies. */
  empty: T;
  /** Tenants to choose from (management); none: no tenant filter. */
  tenants: { id: string; label: string }[];
  labels: DateRangeLabels;
  onApply: (value: T) => void;
  /** The page's own fields after the tenant, on the same draft. */
  extra?: (draft: T, change: (patch: Partial<T>) => void) => ReactNode;
};

/**
 * A list page's filters: a date range (a reversed or unreadable one is not applied), a tenant
 * when there are several to choose from, the page's own fields, and Search / Clear all. The
 * fields edit a draft; the page's query changes only when the user searches.
 */
export const DateRangeFilters = <T extends DateRangeValues>({
  idPrefix,
  value,
  empty,
  tenants,
  labels,
  onApply,
  extra,
}: Props<T>) => {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState(value);
  const [dateProblem, setDateProblem] = useState(false);
  const change = (patch: Partial<T>) => setDraft((d) => ({ ...d, ...patch }));
  const reversed = draft.startTime !== '' && draft.endTime !== '' && draft.startTime > draft.endTime;
  return (
    <form
      className="atrium-date-range-filters"
      onSubmit={(event) => {
        event.preventDefault();
        if (!dateProblem && !reversed) onApply(draft);
      }}
    >
      <FormGroup label={labels.start} labelFor={`${idPrefix}-start`}>
        <DateField
          id={`${idPrefix}-start`}
          value={draft.startTime}
          onChange={(state) => {
            setDateProblem(state.problem !== null);
            change({ startTime: state.iso } as Partial<T>);
          }}
        />
      </FormGroup>
      <FormGroup
        label={labels.end}
        labelFor={`${idPrefix}-end`}
        intent={reversed ? 'danger' : 'none'}
        helperText={reversed ? labels.reversed : undefined}
      >
        <DateField
          id={`${idPrefix}-end`}
          value={draft.endTime}
          onChange={(state) => {
            setDateProblem(state.problem !== null);
            change({ endTime: state.iso } as Partial<T>);
          }}
        />
      </FormGroup>
      {tenants.length > 0 && (
        <FormGroup label={labels.tenant} labelFor={`${idPrefix}-tenant`}>
          <HTMLSelect
            id={`${idPrefix}-tenant`}
            value={draft.tenantId}
            onChange={(event) => change({ tenantId: event.currentTarget.value } as Partial<T>)}
            options={[
              { value: '', label: labels.allTenants },
              ...tenants.map((x) => ({ value: x.id, label: x.label })),
            ]}
          />
        </FormGroup>
      )}
      {extra?.(draft, change)}
      <div className="atrium-date-range-filters-actions">
        <Button type="submit" intent="primary" icon="search" text={labels.search} />
        <Button
          icon="filter-remove"
          text={t('filter.clear-all')}
          onClick={() => {
            setDraft(empty);
            onApply(empty);
          }}
        />
      </div>
    </form>
  );
};
