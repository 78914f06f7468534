import { useTranslation } from 'react-i18next';
import {
  ContentMusicPlanListDocument,
  CreateContentMusicPlanDocument,
  UpdateContentMusicPlanDocument,
  type ContentMusicPlanFieldsFragment,
  type ContentMusicPlanListQuery,
} from '../../generated/graphql';
import { libraryListWords } from './components/ContentListPage';
import { keyOf } from './components/contentKeys';
import { MusicListPage } from './music-plans/MusicListPage';
import { musicName, musicPlanInputOf } from './music-plans/musicForm';

const MUTATIONS = { create: CreateContentMusicPlanDocument, update: UpdateContentMusicPlanDocument };

/**
 * /system/manage/content/musicPlan: the music plans (idtMusicPlan; spec 001 §2, §3; issue 18), in
 * the library's order, searched by code or name, 6 to 24 a page; an editor builds a plan's sessions
 * from the music library's tracks of its type, files it under a category with tags, plays its
 * tracks, and moves, changes the status of, reads the history of and deletes it.
 */
export const MusicPlanPage = () => {
  const { t, i18n } = useTranslation('content-music');
  const about = (plan: ContentMusicPlanFieldsFragment) =>
    `${t(`music-types.${keyOf(plan.musicType)}`)} · ${t(`categories.${keyOf(plan.category)}`)}`;
  return (
    <MusicListPage
      kind="MusicPlan"
      list={ContentMusicPlanListDocument}
      pageOf={(data: ContentMusicPlanListQuery) => data.contentMusicPlans}
      words={libraryListWords(t, t('menu:manage.items.content-music-plan'))}
      icon="music"
      kindColumn={{ title: t('list.type-category'), of: about }}
      detailAbout={(plan) =>
        `${about(plan)} · ${plan.tags.map((tag) => musicName(tag, i18n.language)).join(t('list.separator'))}`
      }
      mutations={MUTATIONS}
      inputOf={musicPlanInputOf}
    />
  );
};
