import { AnchorButton, Button, Callout, Dialog, DialogBody, DialogFooter, ProgressBar, Tag } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { musicPagePath } from '../../../machines/music-start.machine';
import { useErrorToasts } from '../../shared/errors/useErrorToasts';
import { useMusicStart } from './hooks/useMusicStart';
import './music.css';

export type MusicSubject = { id: string; name: string; outpatientNumber?: string | null; musicPlanId: string | null };

export type StartMusicDialogProps = {
  /** The child to start music for; null when nothing is under way. */
  subject: MusicSubject | null;
  onClose: () => void;
};

/**
 * "Start music" from the subject list (spec 000 §4, §5, §8): the checks, the confirmation, the
 * progress screen and the new tab. Handed to the subject list by the app shell.
 */
export const StartMusicDialog = ({ subject, onClose }: StartMusicDialogProps) =>
  // A new flow per child: the machine starts with the row's plan id.
  subject ? <StartMusicFlow key={subject.id} subject={subject} onClose={onClose} /> : null;

/** The machine's final states: the dialog goes, with a message for some. */
const ENDINGS = new Set(['noPlan', 'fasInvalid', 'failed', 'done', 'cancelled', 'closed']);

const StartMusicFlow = ({ subject, onClose }: { subject: MusicSubject; onClose: () => void }) => {
  const { t } = useTranslation('music');
  const toasts = useErrorToasts();
  const { actor, phase, context } = useMusicStart(subject);
  const name = subject.name || subject.outpatientNumber || '';

  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !ENDINGS.has(phase)) return;
    handled.current = true;
    // Spec 000 §5, §8: the fixed texts; a failed call shows the server's message.
    if (phase === 'noPlan') toasts.showWarning(t('start.no-plan'));
    else if (phase === 'fasInvalid') toasts.showWarning(t('start.fas-invalid'));
    else if (phase === 'failed') toasts.showError(context.error);
    onClose();
  }, [phase, context.error, t, toasts, onClose]);

  const open = ['confirming', 'generating', 'progress', 'popupBlocked'].includes(phase);
  const busy = phase === 'generating' || phase === 'progress';
  const cancel = () => actor.send({ type: phase === 'popupBlocked' ? 'dialog.close' : 'start.cancel' });

  return (
    <Dialog
      isOpen={open}
      onClose={busy ? undefined : cancel}
      isCloseButtonShown={!busy}
      title={phase === 'progress' ? t('start.progress-title', { name }) : t('start.title', { name })}
      icon="music"
    >
      <DialogBody>
        {(phase === 'confirming' || phase === 'generating') && (
          <>
            <p>{t('start.confirm-text', { name })}</p>
            <dl className="atrium-music-facts">
              <dt>{t('start.tags')}</dt>
              <dd>
                {context.tagNames.length === 0
                  ? t('start.no-tags')
                  : context.tagNames.map((tag) => (
                      <Tag key={tag} minimal className="atrium-music-tag">
                        {tag}
                      </Tag>
                    ))}
              </dd>
              <dt>{t('start.played-time')}</dt>
              <dd>{context.playedTime}</dd>
            </dl>
          </>
        )}
        {phase === 'progress' && (
          <div className="atrium-music-progress">
            <ProgressBar
              intent="primary"
              value={context.progress / 100}
              aria-label={t('start.progress-label')}
              animate
              stripes
            />
            <span aria-hidden="true">{t('start.progress-value', { progress: context.progress })}</span>
          </div>
        )}
        {phase === 'popupBlocked' && (
          <Callout intent="primary" icon="info-sign">
            {t('start.popup-blocked')}
          </Callout>
        )}
      </DialogBody>
      {phase === 'popupBlocked' && (
        <DialogFooter
          actions={
            <>
              <Button text={t('start.close')} onClick={cancel} />
              <AnchorButton
                intent="primary"
                icon="share"
                text={t('start.open-page')}
                href={musicPagePath(context.planId ?? '', context.subjectId)}
                target="_blank"
                rel="noopener"
                onClick={cancel}
              />
            </>
          }
        />
      )}
      {(phase === 'confirming' || phase === 'generating') && (
        <DialogFooter
          actions={
            <>
              <Button text={t('start.cancel')} disabled={busy} onClick={cancel} />
              <Button
                intent="primary"
                text={t('start.confirm')}
                loading={busy}
                onClick={() => actor.send({ type: 'start.confirm' })}
              />
            </>
          }
        />
      )}
    </Dialog>
  );
};
