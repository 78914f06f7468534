import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  ChangeContentMusicStatusDocument,
  ContentBrainMusicListDocument,
  ContentMusicHistoryDocument,
  CreateContentBrainMusicDocument,
  DeleteContentMusicDocument,
  MoveContentMusicDocument,
  UpdateContentBrainMusicDocument,
  type ContentBrainMusicFieldsFragment,
  type ContentBrainMusicListQuery,
} from '../../generated/graphql';
import { ContentListPage, libraryListWords } from './components/ContentListPage';
import { keyOf } from './components/contentKeys';
import { MusicDetailDialog } from './music-plans/MusicDetailDialog';
import { MusicFormDialog } from './music-plans/MusicFormDialog';
import { MusicTable } from './music-plans/MusicTable';
import { brainMusicInputOf, musicFormValuesOf, musicName } from './music-plans/musicForm';
import { useMusicHistoryLabels } from './music-plans/useMusicHistoryLabels';

type Brain = ContentBrainMusicFieldsFragment;

/**
 * /system/manage/content/brainMusic: the brain-music programmes the iLs plans play (spec 001 §2,
 * §3 iLs.audioType; issue 18): numbered sessions of the music library's tracks and an audio type,
 * on the same page, form and detail as the music plans.
 */
export const BrainMusicPage = () => {
  const { t, i18n } = useTranslation('content-music');
  const [creating, create] = useMutation(CreateContentBrainMusicDocument);
  const [updating, update] = useMutation(UpdateContentBrainMusicDocument);
  const [detail, setDetail] = useState<Brain | null>(null);
  const labels = useMusicHistoryLabels();
  const about = (brain: Brain) => t(`audio-types.${keyOf(brain.audioType)}`);
  return (
    <ContentListPage
      operations={{
        list: ContentBrainMusicListDocument,
        pageOf: (data: ContentBrainMusicListQuery) => data.contentBrainMusicList,
        move: MoveContentMusicDocument,
        changeStatus: ChangeContentMusicStatusDocument,
        remove: DeleteContentMusicDocument,
        history: ContentMusicHistoryDocument,
        historyOf: (data) => data.contentMusicHistory,
        variables: { kind: 'BrainMusic' as const },
      }}
      words={{
        ...libraryListWords(t, t('menu:manage.items.content-brain-music')),
        total: (count) => t('brain.total', { count }),
        add: t('brain.add'),
        empty: { title: t('brain.empty-title'), description: t('brain.empty-description') },
      }}
      icon="pulse"
      nameOf={musicName}
      renderTable={(items, handlers) => (
        <MusicTable
          items={items}
          handlers={handlers}
          kindColumn={{ title: t('fields.audio-type'), of: about }}
          onDetail={setDetail}
        />
      )}
      renderForm={(brain, close, saved) => (
        <MusicFormDialog
          key={brain?.id ?? 'new'}
          programme={brain ? { name: musicName(brain, i18n.language), values: musicFormValuesOf(brain) } : null}
          plan={false}
          busy={creating.fetching || updating.fetching}
          save={async (values) => {
            const input = brainMusicInputOf(values);
            const result = brain ? await update({ id: brain.id, input }) : await create({ input });
            return !result.error;
          }}
          onClose={close}
          onSaved={saved}
        />
      )}
      {...labels}
    >
      {detail && (
        <MusicDetailDialog
          name={musicName(detail, i18n.language)}
          about={about(detail)}
          sessions={detail.sessions}
          onClose={() => setDetail(null)}
        />
      )}
    </ContentListPage>
  );
};
