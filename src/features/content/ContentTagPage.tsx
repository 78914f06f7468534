import { useTranslation } from 'react-i18next';
import {
  ChangeContentTagStatusDocument,
  ContentTagHistoryDocument,
  ContentTagListDocument,
  DeleteContentTagDocument,
  MoveContentTagDocument,
  type ContentTagListQuery,
} from '../../generated/graphql';
import { ContentListPage, libraryListWords } from './components/ContentListPage';
import { TagFormDialog } from './components/TagFormDialog';
import { TagTable } from './components/TagTable';
import { tagName } from './tagForm';

/**
 * /system/manage/content/tag: the content library's tags (spec 000 §2, the editor's landing page;
 * issue 18), in the library's order, searched by either name, 6 to 24 a page; an editor adds,
 * edits, moves, changes the status of, reads the history of and deletes them.
 */
export const ContentTagPage = () => {
  const { t } = useTranslation('content');
  return (
    <ContentListPage
      operations={{
        list: ContentTagListDocument,
        pageOf: (data: ContentTagListQuery) => data.contentTags,
        move: MoveContentTagDocument,
        changeStatus: ChangeContentTagStatusDocument,
        remove: DeleteContentTagDocument,
        history: ContentTagHistoryDocument,
        historyOf: (data) => data.contentTagHistory,
        variables: {},
      }}
      words={libraryListWords(t, t('menu:manage.items.content-tag'))}
      icon="tag"
      nameOf={tagName}
      renderTable={(items, handlers) => <TagTable tags={items} handlers={handlers} />}
      renderForm={(tag, close, saved) => (
        <TagFormDialog key={tag?.id ?? 'new'} tag={tag} onClose={close} onSaved={saved} />
      )}
    />
  );
};
