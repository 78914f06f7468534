import { AnchorButton, Button, Callout, Dialog, DialogBody, DialogFooter, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  MusicProgrammeProgressDocument,
  SubmitMusicProgrammeDocument,
  type MusicProgrammeFieldsFragment,
} from '../../generated/graphql';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { archivesPath } from '../../shared/routes/paths';
import { LoadingState } from '../../shared/ui/LoadingState';

export type MusicType = 'Fas' | 'CmSmo';

export type MusicProgrammeDialogProps = {
  userId: string;
  /** add: the type is chosen and submitted at once; edit: the type's progress first (two steps). */
  mode: { kind: 'add' } | { kind: 'edit'; musicType: MusicType };
  hasFas: boolean;
  archiveComplete: boolean;
  onClose: () => void;
  onSaved: (programme: MusicProgrammeFieldsFragment) => void;
};

/**
 * Spec 001 screen 8, §4 "Music programme", §5 "Music": add goes straight to submit; edit fetches
 * the current progress (code, count, order), then step 2 offers, when order > 1, to continue the
 * previous progress or start from the first. A FAS programme needs an HFS result ("no HFS"
 * description otherwise); a programme needs both archive questionnaires (a confirmation opens the
 * archives page otherwise).
 */
export const MusicProgrammeDialog = ({
  userId,
  mode,
  hasFas,
  archiveComplete,
  onClose,
  onSaved,
}: MusicProgrammeDialogProps) => {
  const { t } = useTranslation('music-programme');
  if (!archiveComplete) {
    return (
      <Dialog isOpen onClose={onClose} title={t('archive.title')} icon="warning-sign">
        <DialogBody>
          <p>{t('archive.text')}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('cancel')} onClick={onClose} />
              <AnchorButton
                intent="primary"
                text={t('archive.open')}
                href={archivesPath(userId, 'center')}
                target="_blank"
                rel="noopener"
                onClick={onClose}
              />
            </>
          }
        />
      </Dialog>
    );
  }
  return mode.kind === 'add' ? (
    <AddProgramme userId={userId} hasFas={hasFas} onClose={onClose} onSaved={onSaved} />
  ) : (
    <EditProgramme userId={userId} musicType={mode.musicType} onClose={onClose} onSaved={onSaved} />
  );
};

type StepProps = { userId: string; onClose: () => void; onSaved: MusicProgrammeDialogProps['onSaved'] };

const useSubmit = (onSaved: StepProps['onSaved']) => {
  const { t } = useTranslation('music-programme');
  const [{ fetching }, submit] = useMutation(SubmitMusicProgrammeDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (variables: { userId: string; edit: boolean; musicType: MusicType; order: number }) => {
    setFailure(null);
    const result = await submit(variables);
    if (result.error) setFailure(errorMessage(result.error, t('common:error.network')));
    else if (result.data) onSaved(result.data.submitMusicProgramme);
  };
  return { fetching, failure, send };
};

const AddProgramme = ({ userId, hasFas, onClose, onSaved }: StepProps & { hasFas: boolean }) => {
  const { t } = useTranslation('music-programme');
  const [musicType, setMusicType] = useState<MusicType | null>(null);
  const [missing, setMissing] = useState(false);
  const { fetching, failure, send } = useSubmit(onSaved);
  const save = () => {
    if (!musicType) return setMissing(true);
    void send({ userId, edit: false, musicType, order: 1 });
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('add.title')} icon="music">
      <DialogBody>
        <RadioGroup
          label={t('type.label')}
          selectedValue={musicType ?? undefined}
          onChange={(e) => {
            setMissing(false);
            setMusicType(e.currentTarget.value as MusicType);
          }}
        >
          <Radio value="Fas" label={t('type.fas')} disabled={!hasFas} />
          <Radio value="CmSmo" label={t('type.cmsmo')} />
        </RadioGroup>
        {!hasFas && (
          <Callout intent="primary" icon="info-sign">
            {t('no-hfs')}
          </Callout>
        )}
        {missing && (
          <Callout intent="danger" role="alert">
            {t('type.required')}
          </Callout>
        )}
        {failure && (
          <Callout intent="danger" role="alert">
            {failure}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel')} onClick={onClose} />
            <Button intent="primary" text={t('submit')} loading={fetching} onClick={save} />
          </>
        }
      />
    </Dialog>
  );
};

const EditProgramme = ({ userId, musicType, onClose, onSaved }: StepProps & { musicType: MusicType }) => {
  const { t, i18n } = useTranslation('music-programme');
  const [{ data, fetching: loading, error }] = useQuery({
    query: MusicProgrammeProgressDocument,
    variables: { userId, musicType },
    requestPolicy: 'network-only',
  });
  const [choice, setChoice] = useState<'continue' | 'restart' | null>(null);
  const [missing, setMissing] = useState(false);
  const { fetching, failure, send } = useSubmit(onSaved);
  const progress = data?.musicProgrammeProgress;
  const mustChoose = !!progress && progress.order > 1;
  const save = () => {
    if (!progress) return;
    if (mustChoose && !choice) return setMissing(true);
    void send({ userId, edit: true, musicType, order: choice === 'continue' ? progress.order : 1 });
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('edit.title', { type: t(`type.${musicType.toLowerCase()}`) })}
      icon="music"
    >
      <DialogBody>
        {loading && !progress && <LoadingState label={t('edit.loading')} />}
        {error && !progress && (
          <Callout intent="danger" role="alert">
            {errorMessage(error, t('common:error.network'))}
          </Callout>
        )}
        {progress && (
          <>
            <dl className="atrium-music-programme-progress">
              <dt>{t('plan')}</dt>
              <dd>{i18n.language === 'zh-CN' ? progress.planNameZh : progress.planNameEn}</dd>
              <dt>{t('code')}</dt>
              <dd>{progress.code}</dd>
              <dt>{t('progress')}</dt>
              <dd>{t('order', { order: progress.order, total: progress.count })}</dd>
            </dl>
            {mustChoose ? (
              <RadioGroup
                label={t('edit.choose')}
                selectedValue={choice ?? undefined}
                onChange={(e) => {
                  setMissing(false);
                  setChoice(e.currentTarget.value as 'continue' | 'restart');
                }}
              >
                <Radio value="continue" label={t('edit.continue', { order: progress.order })} />
                <Radio value="restart" label={t('edit.restart')} />
              </RadioGroup>
            ) : (
              <p>{t('edit.at-first')}</p>
            )}
            {missing && (
              <Callout intent="danger" role="alert">
                {t('edit.required')}
              </Callout>
            )}
          </>
        )}
        {failure && (
          <Callout intent="danger" role="alert">
            {failure}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel')} onClick={onClose} />
            <Button intent="primary" text={t('submit')} loading={fetching} disabled={!progress} onClick={save} />
          </>
        }
      />
    </Dialog>
  );
};
