import { Callout, Card, H2, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { MusicPlaylistDocument } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { formatDate, formatDateTime } from '../../shared/i18n/formatDate';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import './music.css';
import { EmptyState } from '../../shared/ui/EmptyState';
import { MusicProgrammeTab } from './MusicProgrammeTab';

const STATE_KEYS: Record<string, string> = {
  NotStarted: 'page.state-not-started',
  Started: 'page.state-started',
  Finished: 'page.state-finished',
};

/**
 * /system/center/detail/musicRehab?id={planId}&subjectId={childId} (spec 001 §2): opened in a
 * new tab once a playlist is generated. It shows that playlist's record and the child's music
 * programmes, played here in the shell's player (this page is one of the player's routes).
 */
export const MusicRehabPage = () => {
  const { t, i18n } = useTranslation('music');
  const [params] = useSearchParams();
  const planId = params.get('id') ?? '';
  const subjectId = params.get('subjectId') ?? '';
  const [{ data, error, fetching }] = useQuery({
    query: MusicPlaylistDocument,
    variables: { planId, subjectId },
    pause: !planId || !subjectId,
    context: NO_ERROR_TOAST,
  });
  const playlist = data?.musicPlaylist;

  const body = () => {
    if (!planId || !subjectId) return <EmptyState icon="music" description={t('page.missing')} />;
    if (error) {
      return (
        <Callout intent="danger" title={t('page.load-failed')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      );
    }
    if (fetching || !playlist) return <LoadingState />;
    const none = t('common:value.none');
    const facts: [string, ReactNode][] = [
      [t('page.child'), [playlist.subjectName, playlist.outpatientNumber].filter(Boolean).join(' · ') || none],
      [t('page.plan'), playlist.planName],
      [t('page.plan-code'), playlist.planCode],
      [t('page.courses'), playlist.courseCount],
      [t('page.state'), t(STATE_KEYS[playlist.state] ?? 'page.state-started')],
      [t('page.played-time'), playlist.playedTime],
      [
        t('page.tags'),
        playlist.tagNames.length === 0
          ? none
          : playlist.tagNames.map((tag) => (
              <Tag key={tag} minimal className="atrium-music-tag">
                {tag}
              </Tag>
            )),
      ],
      [t('page.fas-reported'), formatDate(playlist.fasReportedAt, i18n.language)],
      [t('page.generated-at'), formatDateTime(playlist.creationTime)],
      [t('page.generated-by'), playlist.startedByName || none],
    ];
    return (
      <>
        <Card className="atrium-music-record">
          <dl className="atrium-music-facts">
            {facts.map(([label, value]) => (
              <div key={label} className="atrium-music-fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <section className="atrium-music-playback" aria-labelledby="music-rehab-programmes">
          <H2 id="music-rehab-programmes">{t('page.programmes')}</H2>
          <MusicProgrammeTab subjectId={subjectId} />
        </section>
      </>
    );
  };

  return (
    <Page title={t('page.title')} subtitle={playlist ? `${playlist.subjectName} · ${playlist.planName}` : undefined}>
      {body()}
    </Page>
  );
};
