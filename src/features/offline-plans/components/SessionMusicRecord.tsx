import { Button, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { OfflinePlanMusicRecordDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { MusicPlayedDetailsDialog } from '../../../shared/music-played-details/MusicPlayedDetailsDialog';
import { useListeningEvents } from '../../../shared/realtime/useListeningEvents';

type SessionMusicRecordProps = {
  planId: string;
  subjectId: string;
  num: number;
  /** The card's sections are h4; the session's own page heads its parts with h2. */
  level?: 2 | 4;
};

/**
 * The session card's music record (spec 001 §2 screens 2 and 3, §3 "Music record: userAudioPunch
 * list of {num, listenedList}"): the tracks the child listened to in this session, in order, titled
 * in the page's language where the play history knows the title; otherwise the empty-data state.
 * One query for the whole plan: paging between sessions reads the same cached answer; a listening
 * event of this plan (started, progress, finished, stopped) reads it again.
 */
export const SessionMusicRecord = ({ planId, subjectId, num, level = 4 }: SessionMusicRecordProps) => {
  const Heading = level === 2 ? 'h2' : 'h4';
  const { t, i18n } = useTranslation('offline-plans');
  const { t: td } = useTranslation('music-played-details');
  const [details, setDetails] = useState(false);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: OfflinePlanMusicRecordDocument,
    variables: { planId, subjectId },
    context: NO_ERROR_TOAST,
  });
  // Issue 21: the record follows the child's listening live, in any browser (throttled re-reads).
  useListeningEvents('OFFLINE', planId, reexecute);
  const zh = i18n.language.startsWith('zh');
  const titles = new Map(
    (data?.listeningHistory ?? [])
      .filter((h) => h.num === num)
      .map((h) => [h.trackCode, (zh ? h.trackTitleZh : h.trackTitleEn) || h.trackCode]),
  );
  const listened = data?.audioPunches.find((p) => p.num === num)?.listenedList ?? [];
  return (
    <section className="atrium-session-music" aria-labelledby={`atrium-music-record-${num}`}>
      <Heading id={`atrium-music-record-${num}`} className="bp6-heading">
        {t('music-record.title')}
      </Heading>
      <Button
        size="small"
        variant="minimal"
        icon="list-detail-view"
        text={td('open')}
        aria-label={td('open-session', { num })}
        onClick={() => setDetails(true)}
      />
      {error && !data ? (
        <p className="bp6-text-muted" role="alert">
          {t('music-record.load-failed')}: {errorMessage(error, t('common:error.network'))}
        </p>
      ) : !data && fetching ? (
        <p className="bp6-text-muted">{t('music-record.loading')}</p>
      ) : listened.length === 0 ? (
        <p className="bp6-text-muted">{t('music-record.empty')}</p>
      ) : (
        <ol className="atrium-session-music-tracks" aria-label={t('music-record.list', { num })}>
          {listened.map((code, index) => (
            <li key={`${code}-${index}`}>
              <Tag minimal icon="music">
                {titles.get(code) ?? code}
              </Tag>
            </li>
          ))}
        </ol>
      )}
      {/* idtMusicPlayedDetails: the plan's id with the session (an offline plan has one child). */}
      {details && <MusicPlayedDetailsDialog userPlanItemId={planId} num={num} onClose={() => setDetails(false)} />}
    </section>
  );
};
