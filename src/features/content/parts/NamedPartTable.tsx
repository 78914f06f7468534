import { useTranslation } from 'react-i18next';
import type { ContentNamedPartFieldsFragment } from '../../../generated/graphql';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { contentColumnKinds, ContentTable } from '../components/ContentTable';
import type { ContentPartTableHandlers } from './ContentPartPage';
import { partName } from './partForm';

const OWN_KINDS = ['text', 'text', 'text'] as const;
/** The columns by kind: order, name, English name, description, status, changed, actions. */
export const NAMED_PART_COLUMN_KINDS = contentColumnKinds(OWN_KINDS, true);

type NamedPartTableProps = {
  items: ContentNamedPartFieldsFragment[];
  handlers: ContentPartTableHandlers<ContentNamedPartFieldsFragment>;
};

/** Training targets or materials, in the library's order; the description in the reader's language. */
export const NamedPartTable = ({ items, handlers }: NamedPartTableProps) => {
  const { t, i18n } = useTranslation('content-parts');
  const zh = i18n.language.startsWith('zh');
  const [nameZh, nameEn, description] = OWN_KINDS;
  return (
    <ContentTable
      items={items}
      handlers={handlers}
      nameOf={partName}
      columns={[
        { title: t('fields.name-zh'), kind: nameZh, cell: (item) => <TruncatedText text={item.nameZh} /> },
        { title: t('fields.name-en'), kind: nameEn, cell: (item) => <TruncatedText text={item.nameEn} /> },
        {
          title: t('fields.description'),
          kind: description,
          cell: (item) => <TruncatedText text={(zh ? item.descriptionZh : item.descriptionEn) || '—'} />,
        },
      ]}
      changed={(item) => item.lastModificationTime}
    />
  );
};
