import type { IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TypedDocumentNode } from 'urql';
import {
  ChangeContentPartStatusDocument,
  ContentPartHistoryDocument,
  DeleteContentPartDocument,
  MoveContentPartDocument,
  type ContentPartKind,
} from '../../../generated/graphql';
import {
  ContentListPage,
  type ContentListItem,
  type ContentListVariables,
  type ContentTableHandlers,
} from '../components/ContentListPage';
import { keyOf } from '../components/contentKeys';

/** What every training part's item has for the list, the dialogs and the row actions. */
export type ContentPartItem = ContentListItem;

/** The row actions' handlers, for the kind's table. */
export type ContentPartTableHandlers<Item> = ContentTableHandlers<Item>;

type ContentPartPageProps<Item extends ContentPartItem, Data> = {
  kind: ContentPartKind;
  /** The kind's words in content-parts: <words>.total, .add, .search, .load-failed, .empty-*, .no-match-*. */
  words: 'target' | 'material' | 'category' | 'feedback';
  title: string;
  icon: IconName;
  listQuery: TypedDocumentNode<Data, ContentListVariables>;
  pageOf: (data: Data) => { items: Item[]; totalCount: number };
  nameOf: (item: Item, language: string) => string;
  renderTable: (items: Item[], handlers: ContentPartTableHandlers<Item>) => ReactNode;
  renderForm: (item: Item | null, close: () => void, saved: () => void) => ReactNode;
  /** More buttons in the page's header (the feedback form's preview). */
  extraActions?: ReactNode;
  fieldLabel?: (field: string) => string;
  valueLabel?: (field: string, value: unknown) => string | null;
};

/**
 * A training part's list page (issue 18 item 1): the content library's list page with the four
 * parts' shared operations (the kind goes with each) and their words in content-parts.
 */
export const ContentPartPage = <Item extends ContentPartItem, Data>({
  kind,
  words,
  title,
  listQuery,
  pageOf,
  fieldLabel,
  ...rest
}: ContentPartPageProps<Item, Data>) => {
  const { t } = useTranslation('content-parts');
  return (
    <ContentListPage
      {...rest}
      operations={{
        list: listQuery,
        pageOf,
        move: MoveContentPartDocument,
        changeStatus: ChangeContentPartStatusDocument,
        remove: DeleteContentPartDocument,
        history: ContentPartHistoryDocument,
        historyOf: (answer) => answer.contentPartHistory,
        variables: { kind },
      }}
      words={{
        title,
        total: (count) => t(`${words}.total`, { count }),
        add: t(`${words}.add`),
        search: t(`${words}.search`),
        loadFailed: t(`${words}.load-failed`),
        empty: { title: t(`${words}.empty-title`), description: t(`${words}.empty-description`) },
        noMatch: { title: t(`${words}.no-match-title`), description: t(`${words}.no-match-description`) },
      }}
      fieldLabel={fieldLabel ?? ((field) => t(`fields.${keyOf(field)}`))}
    />
  );
};
