import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Trainer = { id: string; name: string };

type TrainerFilterProps = {
  trainers: readonly Trainer[];
  /** '' for every trainer of the centre. */
  value: string;
  onChange: (trainerId: string) => void;
};

/**
 * The trainer filter of a Business.Calendar.ReadOther holder: a search that narrows the select's
 * choices (a centre can have many trainers), the chosen one always kept in the list.
 */
export const TrainerFilter = ({ trainers, value, onChange }: TrainerFilterProps) => {
  const { t } = useTranslation('calendar');
  const selectId = useId();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = trainers.filter((tr) => tr.id === value || needle === '' || tr.name.toLowerCase().includes(needle));
  const noMatch = needle !== '' && shown.every((tr) => tr.id === value);
  return (
    <div className="atrium-calendar-trainer">
      <InputGroup
        type="search"
        leftIcon="search"
        size="small"
        value={search}
        onValueChange={setSearch}
        placeholder={t('views.search-trainers')}
        aria-label={t('views.search-trainers')}
        intent={noMatch ? 'warning' : 'none'}
      />
      <FormGroup label={t('views.trainer')} labelFor={selectId} inline className="atrium-calendar-trainer-select">
        <HTMLSelect id={selectId} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{t('views.all-trainers')}</option>
          {shown.map((tr) => (
            <option key={tr.id} value={tr.id}>
              {tr.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {noMatch && (
        <span className="atrium-calendar-no-match" role="status">
          {t('views.no-trainer-match', { text: search.trim() })}
        </span>
      )}
    </div>
  );
};
