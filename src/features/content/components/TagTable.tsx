import { useTranslation } from 'react-i18next';
import type { ContentTagFieldsFragment } from '../../../generated/graphql';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { tagName } from '../tagForm';
import type { ContentTableHandlers } from './ContentListPage';
import { contentColumnKinds, ContentTable } from './ContentTable';

const OWN_KINDS = ['text', 'text'] as const;
/** The columns by kind (columnWidths.ts): order, Chinese name, English name, status, changed, actions. */
export const TAG_COLUMN_KINDS = contentColumnKinds(OWN_KINDS, true);

type TagTableProps = { tags: ContentTagFieldsFragment[]; handlers: ContentTableHandlers<ContentTagFieldsFragment> };

/** The tag list (spec 000 §2 /system/manage/content/tag), in the library's order. */
export const TagTable = ({ tags, handlers }: TagTableProps) => {
  const { t } = useTranslation('content');
  const [nameZh, nameEn] = OWN_KINDS;
  return (
    <ContentTable
      items={tags}
      handlers={handlers}
      nameOf={tagName}
      columns={[
        { title: t('fields.name-zh'), kind: nameZh, cell: (tag) => <TruncatedText text={tag.nameZh} /> },
        { title: t('fields.name-en'), kind: nameEn, cell: (tag) => <TruncatedText text={tag.nameEn} /> },
      ]}
      changed={(tag) => tag.lastModificationTime}
    />
  );
};
