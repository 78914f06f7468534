import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  NumericInput,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyOf } from '../planRules';
import { CheckInNote } from './CheckInNote';
import type { OfflinePlanAttendance, OfflinePlanCourseAdjustment } from '../../../generated/graphql';

type Base = { isOpen: boolean; busy: boolean; onClose: () => void };

/** Ending a class asks for the child's attendance (an absent child uses no session of the quota). */
export const FinishDialog = ({
  isOpen,
  busy,
  onClose,
  num,
  planId,
  childName,
  onSubmit,
}: Base & {
  num: number;
  planId: string;
  childName: string;
  onSubmit: (attendance: OfflinePlanAttendance) => void;
}) => {
  const { t } = useTranslation('offline-plans');
  const [attendance, setAttendance] = useState<OfflinePlanAttendance>('Attend');
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('finish.title', { num })} icon="tick-circle">
      <DialogBody>
        <CheckInNote planId={planId} childName={childName} />
        <RadioGroup
          label={t('finish.attendance')}
          selectedValue={attendance}
          onChange={(event) => setAttendance(event.currentTarget.value as OfflinePlanAttendance)}
        >
          <Radio value="Attend" label={t('view.attendance.attend')} />
          <Radio value="Absent" label={t('view.attendance.absent')} />
        </RadioGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('action.cancel')} onClick={onClose} />
            <Button intent="primary" loading={busy} text={t('finish.submit')} onClick={() => onSubmit(attendance)} />
          </>
        }
      />
    </Dialog>
  );
};

/** Extend classes (spec 001 §2 screen 6, add-training-sessions): how many more sessions. */
export const ExtendDialog = ({
  isOpen,
  busy,
  onClose,
  max,
  onSubmit,
}: Base & { max: number; onSubmit: (count: number) => void }) => {
  const { t } = useTranslation('offline-plans');
  const id = useId();
  const [count, setCount] = useState(1);
  const valid = Number.isInteger(count) && count >= 1 && count <= max;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('extend.title')} icon="add">
      <DialogBody>
        <FormGroup label={t('extend.count')} labelFor={id} helperText={t('extend.help', { max })}>
          <NumericInput
            id={id}
            min={1}
            max={max}
            stepSize={1}
            minorStepSize={null}
            value={count}
            onValueChange={(value) => setCount(value)}
            intent={valid ? 'none' : 'danger'}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('action.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              loading={busy}
              disabled={!valid}
              text={t('extend.submit')}
              onClick={() => onSubmit(count)}
            />
          </>
        }
      />
    </Dialog>
  );
};

/** Course adjustment (spec 001 §4): repeat the last one or two sessions (not for V4), or a calming lesson. */
export const AdjustCourseDialog = ({
  isOpen,
  busy,
  onClose,
  kinds,
  onSubmit,
}: Base & {
  kinds: OfflinePlanCourseAdjustment[];
  onSubmit: (kind: OfflinePlanCourseAdjustment, programCode: string | null) => void;
}) => {
  const { t } = useTranslation('offline-plans');
  const codeId = useId();
  const [kind, setKind] = useState<OfflinePlanCourseAdjustment | undefined>(kinds[0]);
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const codeMissing = kind === 'Calming' && code.trim() === '';
  const submit = () => {
    setTried(true);
    if (!kind || codeMissing) return;
    onSubmit(kind, kind === 'Calming' ? code.trim() : null);
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('adjust.title')} icon="swap-horizontal">
      <DialogBody>
        <RadioGroup
          label={t('adjust.kind')}
          selectedValue={kind}
          onChange={(event) => setKind(event.currentTarget.value as OfflinePlanCourseAdjustment)}
        >
          {kinds.map((k) => (
            <Radio key={k} value={k} label={t(`adjust.${keyOf(k)}`)} />
          ))}
        </RadioGroup>
        {kind === 'Calming' && (
          <FormGroup
            label={t('adjust.program-code')}
            labelFor={codeId}
            intent={tried && codeMissing ? 'danger' : 'none'}
            helperText={tried && codeMissing ? t('adjust.program-code-required') : undefined}
          >
            <InputGroup id={codeId} value={code} onValueChange={setCode} />
          </FormGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('action.cancel')} onClick={onClose} />
            <Button intent="primary" loading={busy} text={t('adjust.submit')} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
};
