import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_LABEL_KEYS } from './SubjectStatusTag';
import { hasFilters, NO_FILTERS, SUBJECT_STATUSES, type SubjectFilters } from '../hooks/useSubjectListParams';

type SubjectSearchFormProps = {
  /** The filters in force; remount (key) the form to reset the draft when they change. */
  filters: SubjectFilters;
  onSearch: (filters: SubjectFilters) => void;
};

type TextFilter = 'outpatientNumber' | 'school' | 'coachName' | 'remark';
const TEXT_FIELDS: { name: TextFilter; label: string }[] = [
  { name: 'outpatientNumber', label: 'search.outpatient-number' },
  { name: 'school', label: 'search.school' },
  { name: 'coachName', label: 'search.coach-name' },
  { name: 'remark', label: 'search.remark' },
];

/** The subject list's filters (spec 000 §2), applied together on search, cleared together. */
export const SubjectSearchForm = ({ filters, onSearch }: SubjectSearchFormProps) => {
  const { t } = useTranslation('subjects');
  const [draft, setDraft] = useState(filters);
  const set = (change: Partial<SubjectFilters>) => setDraft((current) => ({ ...current, ...change }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const handleClear = () => {
    setDraft(NO_FILTERS);
    onSearch(NO_FILTERS);
  };
  const fieldId = (name: string) => `atrium-subject-filter-${name}`;
  return (
    <form role="search" aria-label={t('search.region')} className="atrium-subject-filters" onSubmit={handleSubmit}>
      <FormGroup label={t('search.label')} labelFor={fieldId('filter')}>
        <InputGroup
          id={fieldId('filter')}
          type="search"
          leftIcon="search"
          placeholder={t('search.placeholder')}
          value={draft.filter}
          onValueChange={(filter) => set({ filter })}
        />
      </FormGroup>
      {TEXT_FIELDS.map(({ name, label }) => (
        <FormGroup key={name} label={t(label)} labelFor={fieldId(name)}>
          <InputGroup id={fieldId(name)} value={draft[name]} onValueChange={(value) => set({ [name]: value })} />
        </FormGroup>
      ))}
      <FormGroup label={t('search.check-in')} labelFor={fieldId('isCheckIn')}>
        <HTMLSelect
          id={fieldId('isCheckIn')}
          value={draft.isCheckIn}
          onChange={(event) => set({ isCheckIn: event.currentTarget.value as SubjectFilters['isCheckIn'] })}
          options={[
            { value: '', label: t('search.any') },
            { value: 'true', label: t('check-in.checked-in') },
            { value: 'false', label: t('check-in.not-checked-in') },
          ]}
        />
      </FormGroup>
      <FormGroup label={t('search.status')} labelFor={fieldId('status')}>
        <HTMLSelect
          id={fieldId('status')}
          value={draft.status}
          onChange={(event) => set({ status: event.currentTarget.value as SubjectFilters['status'] })}
          options={[
            { value: '', label: t('search.any') },
            ...SUBJECT_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL_KEYS[status]) })),
          ]}
        />
      </FormGroup>
      <div className="atrium-subject-filter-actions">
        <Button type="submit" intent="primary" icon="search" text={t('search.submit')} />
        {(hasFilters(filters) || hasFilters(draft)) && (
          <Button variant="minimal" icon="filter-remove" text={t('common:filter.clear-all')} onClick={handleClear} />
        )}
      </div>
    </form>
  );
};
