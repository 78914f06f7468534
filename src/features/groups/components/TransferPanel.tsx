import { Checkbox, InputGroup, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { GroupChildFieldsFragment } from '../../../generated/graphql';
import { formatDate } from '../../../shared/i18n/formatDate';
import { matching, TRANSFER_LIST_MAX } from '../transferList';

type TransferPanelProps = {
  title: string;
  /** What the header shows beside the title, e.g. "2 / 2". */
  count: string;
  items: readonly GroupChildFieldsFragment[];
  search: string;
  onSearch: (text: string) => void;
  checked: ReadonlySet<string>;
  onCheckedChange: (next: Set<string>) => void;
};

/** One side of the manage-children transfer list: search, then at most 100 children to tick. */
export const TransferPanel = ({
  title,
  count,
  items,
  search,
  onSearch,
  checked,
  onCheckedChange,
}: TransferPanelProps) => {
  const { t, i18n } = useTranslation('groups');
  const found = matching(items, search);
  const shown = found.slice(0, TRANSFER_LIST_MAX);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(id);
    else next.delete(id);
    onCheckedChange(next);
  };
  return (
    <section className="atrium-transfer-panel" aria-label={title}>
      <header className="atrium-transfer-panel-header">
        <strong>{title}</strong>
        <Tag minimal round>
          {count}
        </Tag>
      </header>
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder={t('manage.search')}
        aria-label={t('manage.search-named', { list: title })}
        value={search}
        onValueChange={onSearch}
        // The list filters as one types; Enter here must not submit the dialog's form (saving).
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <ul className="atrium-transfer-panel-list">
        {shown.length === 0 && <li className="atrium-transfer-panel-none">{t('manage.none')}</li>}
        {shown.map((child) => (
          <li key={child.id}>
            <Checkbox
              checked={checked.has(child.id)}
              onChange={(event) => toggle(child.id, event.currentTarget.checked)}
              labelElement={
                <span className="atrium-transfer-child">
                  <span>{child.name}</span>
                  <span className="atrium-transfer-child-detail">
                    {[child.outpatientNumber, formatDate(child.birthDay, i18n.language)].filter(Boolean).join(' · ')}
                  </span>
                </span>
              }
            />
          </li>
        ))}
      </ul>
      {found.length > shown.length && (
        <p className="atrium-transfer-panel-more">{t('manage.more', { shown: shown.length, total: found.length })}</p>
      )}
    </section>
  );
};
