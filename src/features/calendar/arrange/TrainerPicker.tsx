import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Trainer = { id: string; name: string };

type TrainerPickerProps = {
  id: string;
  trainers: readonly Trainer[];
  value: string;
  loading: boolean;
  problem: string | undefined;
  onChange: (id: string) => void;
};

/** Spec 001 §5: the trainer, one of a list narrowed by a search on the name. */
export const TrainerPicker = ({ id, trainers, value, loading, problem, onChange }: TrainerPickerProps) => {
  const { t } = useTranslation('calendar');
  const [text, setText] = useState('');
  const needle = text.trim().toLowerCase();
  // The chosen trainer stays in the list whatever the search, so the select never shows another.
  const shown = trainers.filter((tr) => tr.id === value || !needle || tr.name.toLowerCase().includes(needle));
  const empty = shown.length === 0;
  return (
    <FormGroup
      label={t('arrange.form.trainer')}
      labelFor={`${id}-select`}
      labelInfo={t('arrange.form.required')}
      intent={problem ? 'danger' : 'none'}
      helperText={problem}
    >
      {trainers.length > 1 && (
        <InputGroup
          id={`${id}-search`}
          aria-label={t('arrange.form.trainer-search')}
          placeholder={t('arrange.form.trainer-search')}
          leftIcon="search"
          value={text}
          onValueChange={setText}
        />
      )}
      <HTMLSelect
        id={`${id}-select`}
        fill
        value={value}
        disabled={loading && trainers.length === 0}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={[
          ...(value === ''
            ? [{ value: '', label: empty ? t('arrange.form.no-trainer') : t('arrange.form.choose') }]
            : []),
          ...shown.map((tr) => ({ value: tr.id, label: tr.name })),
        ]}
      />
    </FormGroup>
  );
};
