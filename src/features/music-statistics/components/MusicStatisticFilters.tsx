import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/ui/DateField';

export type MusicStatisticFilterValues = { startTime: string; endTime: string; tenantId: string };

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
  const [draft, setDraft] = useState(value);
  const [dateProblem, setDateProblem] = useState(false);
  const reversed = draft.startTime !== '' && draft.endTime !== '' && draft.startTime > draft.endTime;
  return (
    <form
      className="atrium-music-stat-filters"
      onSubmit={(event) => {
        event.preventDefault();
        if (!dateProblem && !reversed) onApply(draft);
      }}
    >
      <FormGroup label={t('filters.start')} labelFor="music-stat-start">
        <DateField
          id="music-stat-start"
          value={draft.startTime}
          onChange={(state) => {
            setDateProblem(state.problem !== null);
            setDraft((d) => ({ ...d, startTime: state.iso }));
          }}
        />
      </FormGroup>
      <FormGroup
        label={t('filters.end')}
        labelFor="music-stat-end"
        intent={reversed ? 'danger' : 'none'}
        helperText={reversed ? t('filters.reversed') : undefined}
      >
        <DateField
          id="music-stat-end"
          value={draft.endTime}
          onChange={(state) => {
            setDateProblem(state.problem !== null);
            setDraft((d) => ({ ...d, endTime: state.iso }));
          }}
        />
      </FormGroup>
      {tenants.length > 0 && (
        <FormGroup label={t('filters.tenant')} labelFor="music-stat-tenant">
          <HTMLSelect
            id="music-stat-tenant"
            value={draft.tenantId}
            onChange={(event) => setDraft((d) => ({ ...d, tenantId: event.currentTarget.value }))}
            options={[
              { value: '', label: t('filters.all-tenants') },
              ...tenants.map((x) => ({ value: x.id, label: x.label })),
            ]}
          />
        </FormGroup>
      )}
      <div className="atrium-music-stat-filter-actions">
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
