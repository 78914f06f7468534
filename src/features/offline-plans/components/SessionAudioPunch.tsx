import { Button, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { OfflinePlanAudioPunchDocument, PunchOfflinePlanAudioDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { useListeningEvents } from '../../../shared/realtime/useListeningEvents';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { usePlanStep } from '../hooks/usePlanStep';

type SessionAudioPunchProps = {
  planId: string;
  num: number;
  /** The caller may punch: write policy, bound child, a session the plan has reached. */
  canPunch: boolean;
  level?: 2 | 4;
};

/**
 * The v1 session card's sound-therapy record (spec 001 §2 screen 2, §3 iLs tracks with isPunched,
 * numPunchOutput.audioRecordPunch; §4 "v1 also needs the audio punch if present"): the session's
 * course-music tracks, each heard or not and punched or not, the audio punch's state and the punch
 * action, offered once every track is heard to the end. Reads again on this plan's listening
 * events, so a track finished in the music player (this browser or another) shows at once.
 */
export const SessionAudioPunch = ({ planId, num, canPunch, level = 4 }: SessionAudioPunchProps) => {
  const Heading = level === 2 ? 'h2' : 'h4';
  const { t, i18n } = useTranslation('offline-plans');
  const zh = i18n.language.startsWith('zh');
  const { showSuccess } = useErrorToasts();
  const { run, busy } = usePlanStep();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: OfflinePlanAudioPunchDocument,
    variables: { id: planId, num },
    context: NO_ERROR_TOAST,
  });
  useListeningEvents('OFFLINE', planId, reexecute);
  const punch = data?.offlinePlanAudioPunch;
  const heading = `atrium-audio-punch-${num}`;

  const doPunch = async () => {
    const done = await run('audioPunch', PunchOfflinePlanAudioDocument, { id: planId, num });
    if (!done) return;
    showSuccess(t('audio-punch.success', { num }));
    reexecute({ requestPolicy: 'network-only' });
  };

  return (
    <section className="atrium-session-audio-punch" aria-labelledby={heading}>
      <Heading id={heading} className="bp6-heading">
        {t('audio-punch.title')}{' '}
        {punch && punch.tracks.length > 0 && (
          <Tag minimal intent={punch.punched ? 'success' : 'warning'} icon={punch.punched ? 'tick' : 'time'}>
            {t(punch.punched ? 'audio-punch.punched' : 'audio-punch.pending')}
          </Tag>
        )}
      </Heading>
      {error && !data ? (
        <p className="bp6-text-muted" role="alert">
          {t('audio-punch.load-failed')}: {errorMessage(error, t('common:error.network'))}
        </p>
      ) : !punch && fetching ? (
        <p className="bp6-text-muted">{t('audio-punch.loading')}</p>
      ) : !punch || punch.tracks.length === 0 ? (
        <p className="bp6-text-muted">{t('audio-punch.no-music')}</p>
      ) : (
        <>
          <ol className="atrium-audio-punch-tracks" aria-label={t('audio-punch.list', { num })}>
            {punch.tracks.map((track) => (
              <li key={track.code}>
                <Tag minimal icon="music" title={track.code}>
                  {(zh ? track.titleZh : track.titleEn) || track.code}
                </Tag>{' '}
                <Tag
                  minimal
                  intent={track.isPunched ? 'success' : track.listened ? 'primary' : 'none'}
                  aria-label={t('audio-punch.track-state', {
                    code: (zh ? track.titleZh : track.titleEn) || track.code,
                    state: t(
                      track.isPunched
                        ? 'audio-punch.track.punched'
                        : track.listened
                          ? 'audio-punch.track.heard'
                          : 'audio-punch.track.not-heard',
                    ),
                  })}
                >
                  {t(
                    track.isPunched
                      ? 'audio-punch.track.punched'
                      : track.listened
                        ? 'audio-punch.track.heard'
                        : 'audio-punch.track.not-heard',
                  )}
                </Tag>
              </li>
            ))}
          </ol>
          {!punch.punched && canPunch && (
            <p>
              <Button
                size="small"
                intent="primary"
                icon="endorsed"
                text={t('audio-punch.action')}
                disabled={!punch.canPunch || busy !== null}
                loading={busy === 'audioPunch'}
                onClick={() => void doPunch()}
              />{' '}
              {!punch.canPunch && (
                <span className="bp6-text-muted">
                  {t('audio-punch.hear-first', {
                    count: punch.tracks.filter((track) => !track.listened).length,
                  })}
                </span>
              )}
            </p>
          )}
        </>
      )}
    </section>
  );
};
