import { Button, ButtonGroup, Callout, Drawer, Icon, Slider, Spinner } from '@blueprintjs/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { CombinedError } from 'urql';
import {
  musicPlayerMachine,
  type ListeningReport,
  type PlayerFailure,
  type PlayerTrack,
} from '../../../machines/music-player.machine';
import type { MusicPlayerRequest } from '../../shared/music-player/musicPlayerStore';
import type { CourseMusic, ListeningApi } from './listeningApi';
import './music-player.css';

/** How the player ended, for the shell to say so after the drawer closed. */
export type PlayerOutcome =
  { kind: 'closed' } | { kind: 'finished' } | { kind: 'failed'; failure: PlayerFailure; message: string | null };

type MusicPlayerDrawerProps = {
  request: MusicPlayerRequest;
  api: ListeningApi;
  onEnd: (outcome: PlayerOutcome) => void;
  /** The progress interval; 15 s (spec 001 §9) unless a test shortens it. */
  intervalMs?: number;
};

const WIDTH = 440;

/** mm:ss from ms. */
export const clockTime = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The server's own words for a refused call; null for a network failure (the screen says it in its language). */
const messageOf = (error: unknown): string | null =>
  error instanceof CombinedError ? (error.graphQLErrors.find((e) => e.message.trim())?.message ?? null) : null;

/**
 * The music player drawer (spec 001 §2 screen 1): the session's tracks, a real <audio> element fed
 * the track's signed play URL (the server streams it with Range requests, so seeking works), resume
 * from lastProgress, the bone-conduction volume where the track has one. Playback is the machine's
 * (machines/music-player.machine.ts); this drives the <audio> element from its state.
 */
export const MusicPlayerDrawer = ({ request, api, onEnd, intervalMs }: MusicPlayerDrawerProps) => {
  const { t } = useTranslation('music-player');
  const [course, setCourse] = useState<CourseMusic | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    api.load(request).then(
      (loaded) => live && setCourse(loaded),
      (error: unknown) => live && setLoadError(error ?? new Error('load failed')),
    );
    return () => {
      live = false;
    };
  }, [api, request, attempt]);

  const retry = () => {
    setLoadError(null);
    setAttempt((n) => n + 1);
  };

  return (
    <Drawer
      isOpen
      onClose={() => onEnd({ kind: 'closed' })}
      size={`${WIDTH}px`}
      icon="music"
      title={t('title', { title: request.title, num: request.num })}
      hasBackdrop={false}
      enforceFocus={false}
      canOutsideClickClose={false}
      className="atrium-music-player"
    >
      <div className="bp6-drawer-body atrium-music-player-body">
        {loadError ? (
          <Callout intent="danger" title={t('request-failed')}>
            <p>{messageOf(loadError) ?? t('network')}</p>
            <ButtonGroup>
              <Button text={t('continue')} icon="play" onClick={retry} />
              <Button text={t('refresh')} icon="refresh" onClick={() => window.location.reload()} />
            </ButtonGroup>
          </Callout>
        ) : !course ? (
          <Spinner size={24} aria-label={t('loading')} />
        ) : course.tracks.length === 0 ? (
          <Callout intent="primary">{t('no-tracks')}</Callout>
        ) : !course.canListen ? (
          <Callout intent="warning" title={t('limit-title')} role="alert">
            {course.cannotListenReason || t('limit-default')}
          </Callout>
        ) : (
          <Player request={request} api={api} tracks={course.tracks} onEnd={onEnd} intervalMs={intervalMs} />
        )}
      </div>
    </Drawer>
  );
};

const Player = ({
  request,
  api,
  tracks,
  onEnd,
  intervalMs,
}: {
  request: MusicPlayerRequest;
  api: ListeningApi;
  tracks: PlayerTrack[];
  onEnd: (outcome: PlayerOutcome) => void;
  intervalMs?: number;
}) => {
  const { t } = useTranslation('music-player');
  const audio = useRef<HTMLAudioElement>(null);
  const actor = useActorRef(
    musicPlayerMachine.provide({
      actors: {
        report: fromPromise(({ input }: { input: ListeningReport }) => api.report(request, input)),
      },
    }),
    { input: { tracks, intervalMs } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const track = context.tracks[context.index];
  const playing = snapshot.matches('playing');
  const paused = snapshot.matches('paused');
  const loading = snapshot.matches('loading') || snapshot.matches('ending');

  // The element follows the machine: it plays in `playing` (from the machine's position on
  // entering it: lastProgress, or where the user sought), and is silent everywhere else.
  const wasPlaying = useRef(false);
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    if (playing && !wasPlaying.current) {
      const target = context.position / 1000;
      if (Math.abs(element.currentTime - target) > 0.5) element.currentTime = target;
      const started = element.play() as Promise<void> | undefined;
      // The browser may refuse to play without a user's gesture: that is a pause, not a broken file.
      started?.catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError') actor.send({ type: 'PAUSE' });
      });
    } else if (!playing && wasPlaying.current) {
      element.pause();
    }
    wasPlaying.current = playing;
  }, [playing, context.position, actor]);

  useEffect(() => {
    const element = audio.current;
    if (element && track) element.volume = track.boneConductionVolume === null ? 1 : track.boneConductionVolume / 100;
  }, [track]);

  // Ends: the last track finished, a call failed or the file cannot be played (the drawer closes
  // and the shell says why).
  const status = snapshot.status;
  const value = snapshot.value;
  useEffect(() => {
    if (status !== 'done') return;
    audio.current?.pause();
    if (value === 'finished') onEnd({ kind: 'finished' });
    else if (value === 'failed') {
      onEnd({ kind: 'failed', failure: context.failure ?? 'request', message: messageOf(context.error) });
    }
  }, [status, value, context.failure, context.error, onEnd]);

  // Closing while a play session is live: a stop call, so the server does not count it as listening.
  // Not after the machine ended: finished and failed submit nothing more.
  const session = useRef<string | null>(null);
  session.current = snapshot.status === 'done' ? null : context.playSessionId;
  const position = useRef(0);
  position.current = context.position;
  const code = track?.code ?? '';
  // Leaving or reloading the page unmounts nothing: the stop goes out on pagehide, as a keepalive
  // request, or the server would refuse the reloaded page's player ("listening on another page")
  // until the session's heartbeat expired.
  useEffect(() => {
    const stop = (keepalive: boolean) => {
      if (!session.current) return;
      const playSessionId = session.current;
      session.current = null;
      void api
        .report(
          request,
          { operate: 'STOP', trackCode: code, progress: Math.round(position.current), playSessionId },
          keepalive ? { keepalive } : undefined,
        )
        .catch(() => undefined);
    };
    const onPageHide = () => stop(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      stop(false);
    };
  }, [api, request, code]);

  const seek = (ms: number) => {
    if (audio.current) audio.current.currentTime = ms / 1000;
    actor.send({ type: 'SEEK', position: ms });
  };

  const duration = track?.durationMs ?? 0;
  const stopped = snapshot.matches('stopped');

  return (
    <div className="atrium-music-player-main">
      {track && (
        <audio
          ref={audio}
          src={track.playUrl}
          preload="metadata"
          data-testid="music-player-audio"
          onTimeUpdate={(e) => {
            if (playing) actor.send({ type: 'TIME', position: e.currentTarget.currentTime * 1000 });
          }}
          onEnded={() => actor.send({ type: 'TRACK_ENDED' })}
          onError={() => actor.send({ type: 'AUDIO_ERROR' })}
        />
      )}
      <h4 className="bp6-heading atrium-music-player-now">
        <Icon icon="music" /> {track?.title}
      </h4>
      <p className="bp6-text-muted">
        {t('track-of', { index: context.index + 1, total: context.tracks.length })}
        {track?.boneConductionVolume != null && <> · {t('bone-volume', { volume: track.boneConductionVolume })}</>}
      </p>
      {stopped && context.reason !== null && (
        <Callout intent="warning" title={t('limit-title')} role="alert" className="atrium-block">
          {context.reason || t('limit-default')}
        </Callout>
      )}
      {paused && (
        <Callout intent="primary" className="atrium-block" role="status">
          <p>{t('paused-banner')}</p>
          <ButtonGroup>
            <Button text={t('continue')} icon="play" onClick={() => actor.send({ type: 'PLAY' })} />
            <Button text={t('refresh')} icon="refresh" onClick={() => window.location.reload()} />
          </ButtonGroup>
        </Callout>
      )}
      <div className="atrium-music-player-progress">
        <span aria-label={t('position')}>{clockTime(context.position)}</span>
        <Slider
          min={0}
          max={Math.max(1, duration)}
          stepSize={1000}
          labelRenderer={false}
          value={Math.min(context.position, Math.max(1, duration))}
          disabled={!(playing || paused)}
          onChange={(ms) => seek(ms)}
          handleHtmlProps={{ 'aria-label': t('seek') }}
        />
        <span aria-label={t('duration')}>{clockTime(duration)}</span>
      </div>
      <ButtonGroup className="atrium-music-player-controls">
        {playing ? (
          <Button icon="pause" text={t('pause')} onClick={() => actor.send({ type: 'PAUSE' })} />
        ) : (
          <Button
            icon="play"
            intent="primary"
            text={t('play')}
            loading={loading}
            onClick={() => actor.send({ type: 'PLAY' })}
          />
        )}
        <Button
          icon="stop"
          text={t('stop')}
          disabled={!(playing || paused)}
          onClick={() => actor.send({ type: 'STOP' })}
        />
      </ButtonGroup>
      <h5 className="bp6-heading">{t('tracks')}</h5>
      <ol className="atrium-music-player-tracks">
        {context.tracks.map((item, index) => (
          <li key={item.code} className={index === context.index ? 'atrium-music-player-current' : undefined}>
            <Button
              variant="minimal"
              alignText="start"
              fill
              icon={item.isFinished ? 'tick-circle' : index === context.index ? 'volume-up' : 'music'}
              text={item.title}
              endIcon={undefined}
              aria-current={index === context.index ? 'true' : undefined}
              onClick={() => actor.send({ type: 'SELECT', index })}
            />
            <span className="bp6-text-muted">{item.isFinished ? t('finished-tag') : clockTime(item.durationMs)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
};
