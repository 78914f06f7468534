import { useTranslation } from 'react-i18next';
import {
  ContentBrainMusicListDocument,
  CreateContentBrainMusicDocument,
  UpdateContentBrainMusicDocument,
  type ContentBrainMusicFieldsFragment,
  type ContentBrainMusicListQuery,
} from '../../generated/graphql';
import { libraryListWords } from './components/ContentListPage';
import { keyOf } from './components/contentKeys';
import { MusicListPage } from './music-plans/MusicListPage';
import { brainMusicInputOf } from './music-plans/musicForm';

const MUTATIONS = { create: CreateContentBrainMusicDocument, update: UpdateContentBrainMusicDocument };

/**
 * /system/manage/content/brainMusic: the brain-music programmes the iLs plans play (spec 001 §2,
 * §3 iLs.audioType; issue 18): numbered sessions of the music library's tracks and an audio type,
 * on the same page, form and detail as the music plans.
 */
export const BrainMusicPage = () => {
  const { t } = useTranslation('content-music');
  const about = (brain: ContentBrainMusicFieldsFragment) => t(`audio-types.${keyOf(brain.audioType)}`);
  return (
    <MusicListPage
      kind="BrainMusic"
      list={ContentBrainMusicListDocument}
      pageOf={(data: ContentBrainMusicListQuery) => data.contentBrainMusicList}
      words={{
        ...libraryListWords(t, t('menu:manage.items.content-brain-music')),
        total: (count) => t('brain.total', { count }),
        add: t('brain.add'),
        empty: { title: t('brain.empty-title'), description: t('brain.empty-description') },
      }}
      icon="pulse"
      kindColumn={{ title: t('fields.audio-type'), of: about }}
      detailAbout={about}
      mutations={MUTATIONS}
      inputOf={brainMusicInputOf}
    />
  );
};
