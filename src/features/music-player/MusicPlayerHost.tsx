import { Button, ButtonGroup, Callout } from '@blueprintjs/core';
import { Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  isPlayerRoute,
  musicPlayerStore,
  type MusicPlayerRequest,
  type MusicPlayerStore,
} from '../../shared/music-player/musicPlayerStore';
import type { ListeningApi } from './listeningApi';
import { MusicPlayerDrawer, type PlayerOutcome } from './MusicPlayerDrawer';

type Notice = { outcome: Exclude<PlayerOutcome, { kind: 'closed' }>; request: MusicPlayerRequest };

/**
 * The shell's one music player (spec 001 §2): opened by a feature through the store, closed when
 * the route leaves the player routes. When it ends by itself, a banner says why: the last track
 * finished, or a call failed / the file cannot be played (continue reopens it, resuming from the
 * saved progress; refresh reloads the page).
 */
export const MusicPlayerHost = ({
  api,
  store = musicPlayerStore,
  intervalMs,
}: {
  api: ListeningApi;
  store?: MusicPlayerStore;
  /** The progress interval; 15 s unless a test shortens it. */
  intervalMs?: number;
}) => {
  const request = useSyncExternalStore(store.subscribe, store.get);
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (!isPlayerRoute(pathname)) {
      store.close();
      setNotice(null);
    }
  }, [pathname, store]);

  useEffect(() => {
    if (request) setNotice(null);
  }, [request]);

  const handleEnd = useCallback(
    (outcome: PlayerOutcome) => {
      if (request && outcome.kind !== 'closed') setNotice({ outcome, request });
      store.close();
    },
    [request, store],
  );

  return (
    <Suspense fallback={null}>
      {notice && (
        <PlayerNotice notice={notice} onContinue={() => store.open(notice.request)} onDismiss={() => setNotice(null)} />
      )}
      {request && isPlayerRoute(pathname) && (
        <MusicPlayerDrawer
          key={`${request.planKind}:${request.planId}:${request.num}`}
          request={request}
          api={api}
          onEnd={handleEnd}
          intervalMs={intervalMs}
        />
      )}
    </Suspense>
  );
};

const PlayerNotice = ({
  notice,
  onContinue,
  onDismiss,
}: {
  notice: Notice;
  onContinue: () => void;
  onDismiss: () => void;
}) => {
  const { t } = useTranslation('music-player');
  const { outcome } = notice;
  if (outcome.kind === 'finished') {
    return (
      <Callout intent="success" icon="tick-circle" className="atrium-block atrium-music-player-notice" role="status">
        <p>{t('finished')}</p>
        <Button text={t('dismiss')} variant="minimal" onClick={onDismiss} />
      </Callout>
    );
  }
  return (
    <Callout
      intent="danger"
      title={outcome.failure === 'file' ? t('file-failed') : t('upload-failed')}
      className="atrium-block atrium-music-player-notice"
      role="alert"
    >
      {outcome.failure === 'request' && <p>{outcome.message ?? t('network')}</p>}
      <ButtonGroup>
        <Button text={t('continue')} icon="play" onClick={onContinue} />
        <Button text={t('refresh')} icon="refresh" onClick={() => window.location.reload()} />
      </ButtonGroup>
    </Callout>
  );
};
