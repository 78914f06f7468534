import type { IconName } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TypedDocumentNode } from 'urql';
import {
  ChangeContentMusicStatusDocument,
  ContentMusicHistoryDocument,
  DeleteContentMusicDocument,
  MoveContentMusicDocument,
  type ContentMusicKind,
  type ContentMusicSessionFieldsFragment,
} from '../../../generated/graphql';
import { useCreateOrUpdate } from '../../../shared/ui/useCreateOrUpdate';
import {
  ContentListPage,
  type ContentListItem,
  type ContentListVariables,
  type ContentListWords,
} from '../components/ContentListPage';
import { MusicDetailDialog } from './MusicDetailDialog';
import { MusicFormDialog } from './MusicFormDialog';
import { MusicTable } from './MusicTable';
import { musicFormValuesOf, musicName, type MusicFormValues } from './musicForm';
import { useMusicHistoryLabels } from './useMusicHistoryLabels';

/** What a music plan and a brain-music programme both have, for the list, the form and the detail. */
export type MusicListItem = ContentListItem &
  Parameters<typeof musicFormValuesOf>[0] & {
    sessionCount: number;
    sessions: readonly ContentMusicSessionFieldsFragment[];
  };

/** The kind's own create and update, and its input built from the shared form's values. */
type MusicSaving<Input> = {
  mutations: {
    create: TypedDocumentNode<unknown, { input: Input }>;
    update: TypedDocumentNode<unknown, { id: string; input: Input }>;
  };
  inputOf: (values: MusicFormValues) => Input;
};

type MusicListPageProps<Item extends MusicListItem, Data, Input> = MusicSaving<Input> & {
  kind: ContentMusicKind;
  list: TypedDocumentNode<Data, ContentListVariables>;
  pageOf: (data: Data) => { items: Item[]; totalCount: number };
  words: ContentListWords;
  icon: IconName;
  /** The kind's column in the list: its title and a row's words (type and category, or audio type). */
  kindColumn: { title: string; of: (item: Item) => string };
  /** What the detail says under the programme's name. */
  detailAbout: (item: Item) => string;
};

const MusicForm = <Item extends MusicListItem, Input>({
  item,
  plan,
  mutations,
  inputOf,
  onClose,
  onSaved,
}: MusicSaving<Input> & { item: Item | null; plan: boolean; onClose: () => void; onSaved: () => void }) => {
  const { i18n } = useTranslation();
  const { busy, save } = useCreateOrUpdate(mutations, item?.id ?? null);
  return (
    <MusicFormDialog
      programme={item ? { name: musicName(item, i18n.language), values: musicFormValuesOf(item) } : null}
      plan={plan}
      busy={busy}
      save={async (values) => !(await save(inputOf(values))).error}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
};

/**
 * The list page of music plans and of brain-music programmes: the music operations (the kind goes
 * with each), the shared table, form and detail; each kind brings its list query, words, its own
 * column and its create and update.
 */
export const MusicListPage = <Item extends MusicListItem, Data, Input>({
  kind,
  list,
  pageOf,
  words,
  icon,
  kindColumn,
  detailAbout,
  mutations,
  inputOf,
}: MusicListPageProps<Item, Data, Input>) => {
  const { i18n } = useTranslation();
  const [detail, setDetail] = useState<Item | null>(null);
  const labels = useMusicHistoryLabels();
  return (
    <ContentListPage
      operations={{
        list,
        pageOf,
        move: MoveContentMusicDocument,
        changeStatus: ChangeContentMusicStatusDocument,
        remove: DeleteContentMusicDocument,
        history: ContentMusicHistoryDocument,
        historyOf: (data) => data.contentMusicHistory,
        variables: { kind },
      }}
      words={words}
      icon={icon}
      nameOf={musicName}
      renderTable={(items, handlers) => (
        <MusicTable items={items} handlers={handlers} kindColumn={kindColumn} onDetail={setDetail} />
      )}
      renderForm={(item, close, saved) => (
        <MusicForm
          key={item?.id ?? 'new'}
          item={item}
          plan={kind === 'MusicPlan'}
          mutations={mutations}
          inputOf={inputOf}
          onClose={close}
          onSaved={saved}
        />
      )}
      {...labels}
    >
      {detail && (
        <MusicDetailDialog
          name={musicName(detail, i18n.language)}
          about={detailAbout(detail)}
          sessions={detail.sessions}
          onClose={() => setDetail(null)}
        />
      )}
    </ContentListPage>
  );
};
