import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { MusicPlayedDetailsDocument, type MusicPlayedDetailsQuery } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../errors/ErrorHandlingContext';
import { formatDateTime } from '../i18n/formatDate';
import { EmptyState } from '../ui/EmptyState';
import { LoadingState } from '../ui/LoadingState';
import './music-played-details.css';
import { LoadFailed } from '../ui/LoadFailed';

type Detail = MusicPlayedDetailsQuery['musicPlayedDetails']['items'][number];

export type MusicPlayedDetailsDialogProps = {
  /** A plan item's id, or a plan's id with `num` (the music record knows the plan and session). */
  userPlanItemId: string;
  num?: number;
  /** One child of a group plan; every child of the class without it. */
  subjectId?: string;
  onClose: () => void;
};

/** m:ss of a number of milliseconds. */
const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * Spec 001 §7 idtMusicPlayedDetails: how a session's course music was played, per child and track
 * (times played, first and last listening, progress, finished), opened from a session's music record.
 */
export const MusicPlayedDetailsDialog = ({
  userPlanItemId,
  num,
  subjectId,
  onClose,
}: MusicPlayedDetailsDialogProps) => {
  const { t, i18n } = useTranslation('music-played-details');
  const zh = i18n.language.startsWith('zh');
  const [{ data, error }, reexecute] = useQuery({
    query: MusicPlayedDetailsDocument,
    variables: { userPlanItemId, ...(num !== undefined ? { num } : {}), ...(subjectId ? { subjectId } : {}) },
    requestPolicy: 'cache-and-network',
    context: NO_ERROR_TOAST,
  });
  const details = data?.musicPlayedDetails;
  const manyChildren = new Set(details?.items.map((item) => item.subjectId)).size > 1;
  const title = (item: Detail) => (zh ? item.titleZh : item.titleEn) || item.code;

  const body = () => {
    if (error && !details)
      return (
        <LoadFailed
          title={t('load-failed')}
          error={error}
          retryText={t('retry')}
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        />
      );
    if (!details) return <LoadingState label={t('loading')} />;
    if (details.items.length === 0)
      return <EmptyState icon="music" title={t('empty.title')} description={t('empty.description')} />;
    return (
      <HTMLTable compact striped className="music-played-details" aria-label={t('table', { num: details.num })}>
        <thead>
          <tr>
            {manyChildren && <th scope="col">{t('child')}</th>}
            <th scope="col">{t('track')}</th>
            <th scope="col">{t('times-played')}</th>
            <th scope="col">{t('first-listening')}</th>
            <th scope="col">{t('last-listening')}</th>
            <th scope="col">{t('progress')}</th>
            <th scope="col">{t('state')}</th>
          </tr>
        </thead>
        <tbody>
          {details.items.map((item) => (
            <tr key={`${item.subjectId}-${item.code}`}>
              {manyChildren && <td>{item.subjectName}</td>}
              <th scope="row">
                <span className="music-played-details-title">{title(item)}</span>
                <span className="music-played-details-code">{item.code}</span>
                {!item.inSession && (
                  <Tag minimal className="music-played-details-left">
                    {t('not-in-session')}
                  </Tag>
                )}
              </th>
              <td>{item.timesPlayed}</td>
              <td>{item.firstListeningTime ? formatDateTime(item.firstListeningTime) : t('never')}</td>
              <td>{item.lastListeningTime ? formatDateTime(item.lastListeningTime) : t('never')}</td>
              <td>{item.durationMs ? `${clock(item.progress)} / ${clock(item.durationMs)}` : clock(item.progress)}</td>
              <td>
                {item.isFinished ? (
                  <Tag intent="success" minimal>
                    {t('finished')}
                  </Tag>
                ) : item.timesPlayed > 0 ? (
                  <Tag intent="warning" minimal>
                    {t('unfinished')}
                  </Tag>
                ) : (
                  <Tag minimal>{t('not-played')}</Tag>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      icon="music"
      title={details ? t('title-num', { num: details.num }) : t('title')}
      className="music-played-details-dialog"
    >
      <DialogBody>{body()}</DialogBody>
      <DialogFooter actions={<Button text={t('close')} onClick={onClose} />} />
    </Dialog>
  );
};
