import { Button, ControlGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type SubjectSearchFormProps = {
  /** The filter in force; remount (key) the form to reset the draft when it changes. */
  filter: string;
  onSearch: (filter: string) => void;
};

export const SubjectSearchForm = ({ filter, onSearch }: SubjectSearchFormProps) => {
  const { t } = useTranslation('subjects');
  const [draft, setDraft] = useState(filter);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" className="atrium-toolbar" onSubmit={handleSubmit}>
      <ControlGroup>
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={draft}
          onValueChange={setDraft}
        />
        <Button type="submit" intent="primary" text={t('search.submit')} />
      </ControlGroup>
      {filter && (
        <Button variant="minimal" icon="filter-remove" text={t('search.clear')} onClick={() => onSearch('')} />
      )}
    </form>
  );
};
