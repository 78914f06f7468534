import { Button, Callout, FormGroup, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import {
  GroupMusicRecordDocument,
  GroupPlanAttendanceDocument,
  GroupPlayHistoryDocument,
  type GroupPlanFieldsFragment,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { CourseMusicPicker } from '../../../shared/course-music/CourseMusicPicker';
import { MusicPlayedDetailsDialog } from '../../../shared/music-played-details/MusicPlayedDetailsDialog';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { useReloadOnListening, useReloadOnVersion } from '../hooks';

type TabProps = { plan: GroupPlanFieldsFragment; version: number };

type Titled = { trackCode: string; trackTitleZh: string; trackTitleEn: string };

/** A track's title in the page's language (the code when the history has no title for it). */
const useTrackTitle = () => {
  const { i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  return (track: Titled) => (zh ? track.trackTitleZh : track.trackTitleEn) || track.trackCode;
};

/**
 * Spec 001 §2 screen 4 "HFS music record" (§3 "Music record: userAudioPunch list of {num,
 * listenedList}"): one child of the class at a time (the member picker), a row per session with
 * the tracks listened to.
 */
export const GroupMusicRecordTab = ({ plan, version }: TabProps) => {
  const { t } = useTranslation('group-plans');
  const title = useTrackTitle();
  const [{ data: children, error: childrenError }, reexecuteChildren] = useQuery({
    query: GroupPlanAttendanceDocument,
    variables: { planId: plan.id },
    context: NO_ERROR_TOAST,
  });
  useReloadOnVersion(version, reexecuteChildren);
  const members = children?.groupPlanChildren.items ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const subjectId = picked ?? members[0]?.id ?? null;
  const [{ data, error }, reexecute] = useQuery({
    query: GroupMusicRecordDocument,
    variables: { planId: plan.id, subjectId: subjectId ?? '' },
    pause: subjectId === null,
    context: NO_ERROR_TOAST,
  });
  useReloadOnVersion(version, reexecute);
  useReloadOnListening(plan.id, reexecute);
  const { t: td } = useTranslation('music-played-details');
  /** The session whose played details are open (idtMusicPlayedDetails: the plan's id with num). */
  const [details, setDetails] = useState<number | null>(null);

  const failure = error ?? childrenError;
  if (failure && !data)
    return (
      <Callout intent="danger" title={t('music.load-failed')}>
        {errorMessage(failure, t('common:error.network'))}
      </Callout>
    );
  if (!children) return <LoadingState />;
  if (members.length === 0) return <EmptyState icon="music" title={t('music.no-members')} />;

  const titles = new Map((data?.listeningHistory ?? []).map((h) => [`${h.num}:${h.trackCode}`, title(h)]));
  const sessions = (data?.audioPunches ?? []).filter((p) => p.listenedList.length > 0);
  return (
    <>
      <CourseMusicPicker planKind="GROUP" planId={plan.id} canWrite={plan.canWrite} />
      <FormGroup label={t('feedback.member')} labelFor="group-music-member" inline>
        <HTMLSelect
          id="group-music-member"
          value={subjectId ?? ''}
          onChange={(event) => setPicked(event.currentTarget.value)}
          options={members.map((child) => ({ value: child.id, label: child.userName }))}
        />
      </FormGroup>
      {!data ? (
        <LoadingState />
      ) : sessions.length === 0 ? (
        <EmptyState icon="music" title={t('music.empty')} />
      ) : (
        <HTMLTable compact striped className="group-plans-music" aria-label={t('drawer.music')}>
          <thead>
            <tr>
              <th scope="col">{t('session.num')}</th>
              <th scope="col">{t('music.listened')}</th>
              <th scope="col">{td('title')}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.num}>
                <th scope="row">{t('session.name', { num: session.num })}</th>
                <td>
                  {session.listenedList.map((code, index) => (
                    <Tag key={`${code}-${index}`} minimal className="group-plans-track">
                      {titles.get(`${session.num}:${code}`) ?? code}
                    </Tag>
                  ))}
                </td>
                <td>
                  <Button
                    size="small"
                    variant="minimal"
                    icon="list-detail-view"
                    text={td('open')}
                    aria-label={td('open-session', { num: session.num })}
                    onClick={() => setDetails(session.num)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {details !== null && subjectId && (
        <MusicPlayedDetailsDialog
          userPlanItemId={plan.id}
          num={details}
          subjectId={subjectId}
          onClose={() => setDetails(null)}
        />
      )}
    </>
  );
};

/**
 * Spec 001 §2 screen 4 "play history with the note that only the first listening is recorded":
 * every child of the class, the first listening of each track in each session.
 */
export const GroupPlayHistoryTab = ({ plan, version }: TabProps) => {
  const { t } = useTranslation('group-plans');
  const title = useTrackTitle();
  const [{ data, error }, reexecute] = useQuery({
    query: GroupPlayHistoryDocument,
    variables: { planId: plan.id },
    context: NO_ERROR_TOAST,
  });
  useReloadOnVersion(version, reexecute);
  useReloadOnListening(plan.id, reexecute);
  const note = (
    <Callout icon="info-sign" className="group-plans-history-note">
      {t('music.first-only')}
    </Callout>
  );
  return (
    <>
      {note}
      {error && !data ? (
        <Callout intent="danger" title={t('music.load-failed')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      ) : !data ? (
        <LoadingState />
      ) : data.listeningHistory.length === 0 ? (
        <EmptyState icon="history" title={t('music.no-history')} />
      ) : (
        <HTMLTable compact striped className="group-plans-history" aria-label={t('drawer.history')}>
          <thead>
            <tr>
              <th scope="col">{t('music.child')}</th>
              <th scope="col">{t('session.num')}</th>
              <th scope="col">{t('music.track')}</th>
              <th scope="col">{t('music.started')}</th>
              <th scope="col">{t('music.finished')}</th>
            </tr>
          </thead>
          <tbody>
            {data.listeningHistory.map((row) => (
              <tr key={`${row.subjectId}-${row.num}-${row.trackCode}`}>
                <td>{row.subjectName}</td>
                <td>{t('session.name', { num: row.num })}</td>
                <td>{title(row)}</td>
                <td>{formatDateTime(row.startedAt)}</td>
                <td>{row.finishedAt ? formatDateTime(row.finishedAt) : t('music.not-finished')}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </>
  );
};
