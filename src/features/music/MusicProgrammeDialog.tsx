import { AnchorButton, Button, Callout, Dialog, DialogBody, DialogFooter, Radio, RadioGroup } from '@blueprintjs/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CombinedError } from 'urql';
import { mustChoose, type MusicProgrammeInput, type MusicType } from '../../../machines/music-programme.machine';
import type { MusicProgrammeFieldsFragment } from '../../generated/graphql';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { archivesPath } from '../../shared/routes/paths';
import { LoadingState } from '../../shared/ui/LoadingState';
import { useMusicProgramme } from './hooks/useMusicProgramme';
import './music.css';

export type { MusicType };

export type MusicProgrammeDialogProps = MusicProgrammeInput & {
  onClose: () => void;
  onSaved: (programme: MusicProgrammeFieldsFragment) => void;
};

/**
 * Spec 001 screen 8, §4 "Music programme", §5 "Music" (the flow is machines/music-programme.machine.ts):
 * add goes straight to submit; edit fetches the current progress (code, count, order), then step 2
 * offers, when order > 1, to continue the previous progress or start from the first. A FAS
 * programme needs an HFS result ("no HFS" description otherwise); a programme needs both archive
 * questionnaires (a confirmation opens the archives page otherwise).
 */
export const MusicProgrammeDialog = ({ onClose, onSaved, ...input }: MusicProgrammeDialogProps) => {
  const { t, i18n } = useTranslation('music-programme');
  const { actor, state, context, saved } = useMusicProgramme(input);
  // Once: the parent's callbacks are new on each of its renders.
  const ended = useRef(false);
  useEffect(() => {
    if (ended.current || (!saved && state !== 'closed')) return;
    ended.current = true;
    if (saved) onSaved(saved);
    else onClose();
  }, [saved, state, onSaved, onClose]);

  const close = () => actor.send({ type: 'dialog.close' });
  // The server's message for a refusal; the network text for anything else.
  const failureText = (e: unknown) =>
    e instanceof CombinedError ? errorMessage(e, t('common:error.network')) : t('common:error.network');
  const submitting = state === 'submitting';

  if (state === 'archiveMissing') {
    return (
      <Dialog isOpen onClose={close} title={t('archive.title')} icon="warning-sign">
        <DialogBody>
          <p>{t('archive.text')}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('cancel')} onClick={close} />
              <AnchorButton
                intent="primary"
                text={t('archive.open')}
                href={archivesPath(input.userId, 'center')}
                target="_blank"
                rel="noopener"
                onClick={close}
              />
            </>
          }
        />
      </Dialog>
    );
  }

  const { progress, error, missing, musicType } = context;
  const title = context.edit
    ? t('edit.title', { type: t(`type.${(musicType ?? 'CmSmo').toLowerCase()}`) })
    : t('add.title');
  let body: ReactNode;
  if (!context.edit) {
    body = (
      <>
        <RadioGroup
          label={t('type.label')}
          selectedValue={musicType ?? undefined}
          onChange={(e) => actor.send({ type: 'type.select', musicType: e.currentTarget.value as MusicType })}
        >
          <Radio value="Fas" label={t('type.fas')} disabled={!context.hasFas} />
          <Radio value="CmSmo" label={t('type.cmsmo')} />
        </RadioGroup>
        {!context.hasFas && (
          <Callout intent="primary" icon="info-sign">
            {t('no-hfs')}
          </Callout>
        )}
        {missing && <Problem>{t('type.required')}</Problem>}
      </>
    );
  } else if (!progress) {
    body =
      state === 'loadFailed' ? (
        <Problem action={<Button small text={t('edit.retry')} onClick={() => actor.send({ type: 'retry' })} />}>
          {failureText(error)}
        </Problem>
      ) : (
        <LoadingState label={t('edit.loading')} />
      );
  } else {
    body = (
      <>
        <dl className="atrium-music-facts">
          <dt>{t('plan')}</dt>
          <dd>{i18n.language === 'zh-CN' ? progress.planNameZh : progress.planNameEn}</dd>
          <dt>{t('code')}</dt>
          <dd>{progress.code}</dd>
          <dt>{t('progress')}</dt>
          <dd>{t('order', { order: progress.order, total: progress.count })}</dd>
        </dl>
        {mustChoose(progress) ? (
          <RadioGroup
            label={t('edit.choose')}
            selectedValue={context.choice ?? undefined}
            onChange={(e) =>
              actor.send({ type: 'start.select', choice: e.currentTarget.value as 'continue' | 'restart' })
            }
          >
            <Radio value="continue" label={t('edit.continue', { order: progress.order })} />
            <Radio value="restart" label={t('edit.restart')} />
          </RadioGroup>
        ) : (
          <p>{t('edit.at-first')}</p>
        )}
        {missing && <Problem>{t('edit.required')}</Problem>}
      </>
    );
  }
  const submitFailed = error !== null && state !== 'loadFailed';

  return (
    <Dialog isOpen onClose={submitting ? undefined : close} isCloseButtonShown={!submitting} title={title} icon="music">
      <DialogBody>
        {body}
        {submitFailed && <Problem>{failureText(error)}</Problem>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel')} onClick={close} disabled={submitting} />
            <Button
              intent="primary"
              text={t('submit')}
              loading={submitting}
              disabled={context.edit && !progress}
              onClick={() => actor.send({ type: 'submit' })}
            />
          </>
        }
      />
    </Dialog>
  );
};

const Problem = ({ children, action }: { children: ReactNode; action?: ReactNode }) => (
  <Callout intent="danger" role="alert">
    {children}
    {action && <div>{action}</div>}
  </Callout>
);
