import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { QuotaChildSearchDocument } from '../../../generated/graphql';

type ChildPickerProps = {
  id: string;
  childId: string;
  /** The chosen child's name, kept in the list when a new search leaves it out. */
  childName: string;
  problem: string | undefined;
  onChange: (child: { id: string; name: string }) => void;
};

/** Choose a bound child of the centre: type part of the name, then pick one of the matches. */
export const ChildPicker = ({ id, childId, childName, problem, onChange }: ChildPickerProps) => {
  const { t } = useTranslation('quotas');
  const [text, setText] = useState('');
  const [{ data, fetching }] = useQuery({
    query: QuotaChildSearchDocument,
    variables: { filter: text.trim() || null },
  });
  const found = data?.subjects.items ?? [];
  const children =
    childId && !found.some((c) => c.id === childId)
      ? [{ id: childId, name: childName, outpatientNumber: null }, ...found]
      : found;
  return (
    <FormGroup
      label={t('fields.child')}
      labelFor={`${id}-select`}
      labelInfo={t('form.required')}
      intent={problem ? 'danger' : 'none'}
      helperText={problem}
    >
      <InputGroup
        id={`${id}-search`}
        aria-label={t('form.child-search')}
        placeholder={t('form.child-search')}
        leftIcon="search"
        value={text}
        onValueChange={setText}
      />
      <HTMLSelect
        id={`${id}-select`}
        fill
        value={childId}
        disabled={fetching && children.length === 0}
        onChange={(event) => {
          const chosen = children.find((c) => c.id === event.currentTarget.value);
          if (chosen) onChange({ id: chosen.id, name: chosen.name });
        }}
        options={[
          { value: '', label: children.length === 0 && !fetching ? t('form.no-child') : t('form.choose') },
          ...children.map((c) => ({
            value: c.id,
            label: c.outpatientNumber ? `${c.name} (${c.outpatientNumber})` : c.name,
          })),
        ]}
      />
    </FormGroup>
  );
};
