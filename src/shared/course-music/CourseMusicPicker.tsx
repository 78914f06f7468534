import { Alert, Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, type CombinedError } from 'urql';
import {
  CourseMusicPlanDocument,
  SetCourseMusicPlanDocument,
  type CourseMusicPlanFieldsFragment,
  type CoursePlanKind,
} from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../errors/ErrorHandlingContext';
import { useErrorToasts } from '../errors/useErrorToasts';
import { errorMessage } from '../graphql/errorMessage';
import './course-music.css';

type Programme = NonNullable<CourseMusicPlanFieldsFragment['brainMusic']>;

export type CourseMusicPickerProps = {
  planKind: CoursePlanKind;
  planId: string;
  /** The plan kind's write policy (001 §6 "editing music needs group-plan write"). */
  canWrite: boolean;
};

const IN_USE = 'Business:CourseMusicInUse';

/** BrainAudio → brain-audio: the catalogue's keys are kebab-case. */
const kebab = (value: string) => value.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * A plan's course music (spec 001 §3 "Course-music plan"): the brain-music programme its sessions
 * play, and for staff with the write policy a way to pick another of the library's Public ones. A
 * programme the children already listened to changes only after a confirmation.
 */
export const CourseMusicPicker = ({ planKind, planId, canWrite }: CourseMusicPickerProps) => {
  const { t, i18n } = useTranslation('course-music');
  const zh = i18n.language.startsWith('zh');
  const { showSuccess } = useErrorToasts();
  const [{ data, error }, reexecute] = useQuery({
    query: CourseMusicPlanDocument,
    variables: { planKind, planId },
    context: NO_ERROR_TOAST,
  });
  const [{ fetching: saving }, save] = useMutation(SetCourseMusicPlanDocument);
  const [editing, setEditing] = useState(false);
  const [picked, setPicked] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const nameOf = (programme: Programme) => `${programme.code} · ${zh ? programme.nameZh : programme.nameEn}`;

  if (error && !data)
    return (
      <Callout intent="danger" className="atrium-course-music" title={t('load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  if (!data) return null;
  const plan = data.courseMusicPlan;
  const current = plan.brainMusic;

  const submit = async (confirm: boolean) => {
    setFailure(null);
    const result = await save(
      { input: { planKind, planId, brainMusicId: picked, ...(confirm ? { confirm: true } : {}) } },
      NO_ERROR_TOAST,
    );
    if (result.data) {
      setConfirming(null);
      setEditing(false);
      reexecute({ requestPolicy: 'network-only' });
      showSuccess(t('saved', { name: nameOf(result.data.setCourseMusicPlan.brainMusic ?? (current as Programme)) }));
      return;
    }
    if (result.error) refused(result.error);
  };
  const refused = (failed: CombinedError) => {
    const text = errorMessage(failed, t('common:error.network'));
    if (failed.graphQLErrors[0]?.extensions['code'] === IN_USE) setConfirming(text);
    else setFailure(text);
  };

  const open = () => {
    setPicked(current?.id ?? plan.options[0]?.id ?? '');
    setFailure(null);
    setEditing(true);
  };

  return (
    <div className="atrium-course-music">
      <span className="atrium-course-music-label">{t('label')}</span>
      <span className="atrium-course-music-name">{current ? nameOf(current) : t('none')}</span>
      {current && (
        <span className="bp6-text-muted atrium-course-music-facts">
          {t('facts', {
            count: current.sessionCount,
            type: t(`audio-type.${kebab(current.audioType)}`, current.audioType),
          })}
        </span>
      )}
      {canWrite && !plan.ended && (
        <Button size="small" variant="minimal" icon="edit" text={t('change')} onClick={open} />
      )}
      {editing && (
        <Dialog isOpen title={t('title')} icon="music" onClose={() => setEditing(false)}>
          <DialogBody>
            <FormGroup label={t('programme')} labelFor="course-music-programme">
              <HTMLSelect
                id="course-music-programme"
                fill
                value={picked}
                onChange={(event) => setPicked(event.currentTarget.value)}
                options={plan.options.map((option) => ({ value: option.id, label: nameOf(option) }))}
              />
            </FormGroup>
            <p className="bp6-text-muted">{t('hint')}</p>
            {plan.listened && <Callout intent="warning">{t('listened')}</Callout>}
            {failure && (
              <Callout intent="danger" role="alert">
                {failure}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('cancel')} onClick={() => setEditing(false)} />
                <Button
                  intent="primary"
                  text={t('save')}
                  loading={saving}
                  disabled={!picked || picked === current?.id}
                  onClick={() => void submit(false)}
                />
              </>
            }
          />
        </Dialog>
      )}
      <Alert
        isOpen={confirming !== null}
        intent="warning"
        icon="warning-sign"
        cancelButtonText={t('cancel')}
        confirmButtonText={t('confirm')}
        loading={saving}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void submit(true)}
      >
        <p>{confirming}</p>
      </Alert>
    </div>
  );
};
