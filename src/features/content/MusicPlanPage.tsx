import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  ChangeContentMusicStatusDocument,
  ContentMusicHistoryDocument,
  ContentMusicPlanListDocument,
  CreateContentMusicPlanDocument,
  DeleteContentMusicDocument,
  MoveContentMusicDocument,
  UpdateContentMusicPlanDocument,
  type ContentMusicPlanFieldsFragment,
  type ContentMusicPlanListQuery,
} from '../../generated/graphql';
import { ContentListPage, libraryListWords } from './components/ContentListPage';
import { keyOf } from './components/contentKeys';
import { MusicDetailDialog } from './music-plans/MusicDetailDialog';
import { MusicFormDialog } from './music-plans/MusicFormDialog';
import { MusicTable } from './music-plans/MusicTable';
import { musicFormValuesOf, musicName, musicPlanInputOf } from './music-plans/musicForm';
import { useMusicHistoryLabels } from './music-plans/useMusicHistoryLabels';

type Plan = ContentMusicPlanFieldsFragment;

/**
 * /system/manage/content/musicPlan: the music plans (idtMusicPlan; spec 001 §2, §3; issue 18), in
 * the library's order, searched by code or name, 6 to 24 a page; an editor builds a plan's sessions
 * from the music library's tracks of its type, files it under a category with tags, plays its
 * tracks, and moves, changes the status of, reads the history of and deletes it.
 */
export const MusicPlanPage = () => {
  const { t, i18n } = useTranslation('content-music');
  const [creating, create] = useMutation(CreateContentMusicPlanDocument);
  const [updating, update] = useMutation(UpdateContentMusicPlanDocument);
  const [detail, setDetail] = useState<Plan | null>(null);
  const labels = useMusicHistoryLabels();
  const about = (plan: Plan) =>
    `${t(`music-types.${keyOf(plan.musicType)}`)} · ${t(`categories.${keyOf(plan.category)}`)}`;
  return (
    <ContentListPage
      operations={{
        list: ContentMusicPlanListDocument,
        pageOf: (data: ContentMusicPlanListQuery) => data.contentMusicPlans,
        move: MoveContentMusicDocument,
        changeStatus: ChangeContentMusicStatusDocument,
        remove: DeleteContentMusicDocument,
        history: ContentMusicHistoryDocument,
        historyOf: (data) => data.contentMusicHistory,
        variables: { kind: 'MusicPlan' as const },
      }}
      words={libraryListWords(t, t('menu:manage.items.content-music-plan'))}
      icon="music"
      nameOf={musicName}
      renderTable={(items, handlers) => (
        <MusicTable
          items={items}
          handlers={handlers}
          kindColumn={{ title: t('list.type-category'), of: about }}
          onDetail={setDetail}
        />
      )}
      renderForm={(plan, close, saved) => (
        <MusicFormDialog
          key={plan?.id ?? 'new'}
          programme={plan ? { name: musicName(plan, i18n.language), values: musicFormValuesOf(plan) } : null}
          plan
          busy={creating.fetching || updating.fetching}
          save={async (values) => {
            const input = musicPlanInputOf(values);
            const result = plan ? await update({ id: plan.id, input }) : await create({ input });
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
          about={`${about(detail)} · ${detail.tags.map((tag) => musicName(tag, i18n.language)).join(t('list.separator'))}`}
          sessions={detail.sessions}
          onClose={() => setDetail(null)}
        />
      )}
    </ContentListPage>
  );
};
