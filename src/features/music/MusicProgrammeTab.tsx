import { Button, Callout, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SubjectFasPlanDetailDocument } from '../../generated/graphql';
import { usePermissions } from '../../shared/auth/usePermissions';
import { openMusicPlayer } from '../../shared/music-player/musicPlayerStore';
import type { CentreEvent } from '../../shared/realtime/centreEvents';
import { LIVE_REFETCH, useCentreEvents } from '../../shared/realtime/useCentreEvents';
import { useErrorToasts } from '../../shared/errors/useErrorToasts';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { LoadingState } from '../../shared/ui/LoadingState';
import { MusicProgrammeDialog, type MusicProgrammeDialogProps, type MusicType } from './MusicProgrammeDialog';

/** Spec 000 §6 "Editing music needs group-plan write permission". */
export const GROUP_PLAN_WRITE = 'RocketSystem.GroupTrainingPlan.Write';

const TYPES: MusicType[] = ['Fas', 'CmSmo'];

/**
 * The subject detail's music programmes (spec 000 §2 music tabs, 001 screen 8): the child's FAS
 * and CMSMO programmes with their session, add and edit. Centre view only (the admin detail has
 * its own tabs); handed to the subject detail by the app like the offline plan tab.
 */
export const MusicProgrammeTab = ({ subjectId }: { subjectId: string }) => {
  const { t, i18n } = useTranslation('music-programme');
  const permissions = usePermissions();
  const toasts = useErrorToasts();
  const [{ data, fetching, error }, reload] = useQuery({
    query: SubjectFasPlanDetailDocument,
    variables: { userId: subjectId },
    requestPolicy: 'cache-and-network',
  });
  const [dialog, setDialog] = useState<MusicProgrammeDialogProps['mode'] | null>(null);
  useCentreEvents({ refetch: () => reload(LIVE_REFETCH), refetchOn: (event) => movesProgramme(event, subjectId) });

  if (error && !data) {
    return (
      <Callout intent="danger" title={t('load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  }
  if (!data) return <LoadingState label={t('loading')} />;
  const detail = data.subjectFasPlanDetail;
  const canWrite = permissions.granted(GROUP_PLAN_WRITE);
  const byType = new Map(detail.items.map((p) => [p.musicType, p]));
  const missingTypes = TYPES.filter((type) => !byType.has(type));

  return (
    <section className="atrium-music-programmes" aria-label={t('title')} aria-busy={fetching}>
      {canWrite && missingTypes.length > 0 && (
        <Button icon="add" intent="primary" text={t('add.button')} onClick={() => setDialog({ kind: 'add' })} />
      )}
      {detail.items.length === 0 ? (
        <NonIdealState icon="music" title={t('empty')} />
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{t('type.label')}</th>
              <th>{t('plan')}</th>
              <th>{t('code')}</th>
              <th>{t('progress')}</th>
              <th>{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.items.map((p) => (
              <tr key={p.id}>
                <td>{t(`type.${p.musicType.toLowerCase()}`)}</td>
                <td>{i18n.language === 'zh-CN' ? p.planNameZh : p.planNameEn}</td>
                <td>{p.code}</td>
                <td>{t('order', { order: p.order, total: p.count })}</td>
                <td>
                  <Button
                    small
                    minimal
                    icon="play"
                    text={t('play.button', { order: p.order })}
                    aria-label={t('play.label', { type: t(`type.${p.musicType.toLowerCase()}`), order: p.order })}
                    onClick={() =>
                      openMusicPlayer({
                        planKind: 'PROGRAMME',
                        planId: p.id,
                        num: p.order,
                        subjectId,
                        // The drawer's title adds the session: "Music · {plan} · session {num}".
                        title: i18n.language === 'zh-CN' ? p.planNameZh : p.planNameEn,
                      })
                    }
                  />
                  {canWrite && (
                    <Button
                      small
                      minimal
                      icon="edit"
                      text={t('edit.button')}
                      aria-label={t('edit.title', { type: t(`type.${p.musicType.toLowerCase()}`) })}
                      onClick={() => setDialog({ kind: 'edit', musicType: p.musicType as MusicType })}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {dialog && (
        <MusicProgrammeDialog
          userId={subjectId}
          mode={dialog}
          hasFas={detail.fas.hasFas}
          archiveComplete={detail.archiveComplete}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            toasts.showSuccess(t('saved'));
            reload({ requestPolicy: 'network-only' });
          }}
        />
      )}
    </section>
  );
};

/**
 * A finished track of one of this child's programmes may move the programme to its next session
 * (the server's rule): the table reads the sessions again, in this browser and any other.
 */
export const movesProgramme = (event: CentreEvent, subjectId: string) =>
  event.type === 'ListeningFinished' &&
  event.payload['planKind'] === 'PROGRAMME' &&
  event.payload['subjectId'] === subjectId;
