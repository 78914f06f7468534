import { Button, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ActivateTrainingPlanDocument, type ExerciseType, type TrainingPlanType } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { kindKey } from '../trainingPlanKinds';

type Row = { key: number; type: ExerciseType; name: string; minutes: string };

const REMARK_MAX = 500;
const NAME_MAX = 100;
const MINUTES = /^\d{1,3}$/;

const minutesProblem = (minutes: string) => {
  const n = Number(minutes.trim());
  return MINUTES.test(minutes.trim()) && n >= 1 && n <= 600 ? null : 'problem-minutes';
};

type Props = {
  subjectId: string;
  subjectName: string;
  type: TrainingPlanType;
  onClose: () => void;
  onActivated: () => void;
};

/**
 * Activate a sleep, nutrition or exercise plan: what the family is asked to do and, for an
 * exercise plan, its exercises (online ones make the online exercise list), at least one.
 */
export const ActivatePlanDialog = ({ subjectId, subjectName, type, onClose, onActivated }: Props) => {
  const { t } = useTranslation('training-plans');
  const toasts = useErrorToasts();
  const [{ fetching }, activate] = useMutation(ActivateTrainingPlanDocument);
  const [remark, setRemark] = useState('');
  const [rows, setRows] = useState<Row[]>(
    type === 'Exercise' ? [{ key: 0, type: 'Online', name: '', minutes: '15' }] : [],
  );
  const [showProblems, setShowProblems] = useState(false);
  const kind = t(`kind.${kindKey(type)}`);

  const update = (key: number, change: Partial<Row>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const problems = rows.map((row) => ({
    name: row.name.trim() ? null : 'problem-name',
    minutes: minutesProblem(row.minutes),
  }));
  const invalid = problems.some((p) => p.name || p.minutes) || (type === 'Exercise' && rows.length === 0);

  const handleSubmit = async () => {
    setShowProblems(true);
    if (invalid) return;
    const result = await activate({
      input: {
        subjectId,
        type,
        remark: remark.trim() || null,
        exercises:
          type === 'Exercise'
            ? rows.map((row) => ({ type: row.type, name: row.name.trim(), minutes: Number(row.minutes.trim()) }))
            : null,
      },
    });
    if (result.error) return;
    toasts.showSuccess(t('activate.done', { kind, name: subjectName }));
    onActivated();
  };

  return (
    <FormDialog
      title={t('activate.title', { kind, name: subjectName })}
      icon="play"
      busy={fetching}
      saveText={t('activate.save')}
      onClose={onClose}
      onSubmit={handleSubmit}
      className="atrium-training-plan-dialog"
    >
      <FormGroup label={t('activate.remark')} labelFor="atrium-training-plan-remark">
        <TextArea
          id="atrium-training-plan-remark"
          fill
          rows={3}
          maxLength={REMARK_MAX}
          placeholder={t(`activate.remark-placeholder-${kindKey(type)}`)}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
        />
      </FormGroup>
      {type === 'Exercise' && (
        <fieldset className="atrium-training-plan-exercise-rows">
          <legend>{t('exercises.title')}</legend>
          {rows.map((row, index) => {
            const number = index + 1;
            const problem = showProblems ? problems[index] : undefined;
            return (
              <div
                key={row.key}
                className="atrium-training-plan-exercise-row"
                role="group"
                aria-label={t('activate.exercise-number', { number })}
              >
                <FormGroup
                  label={t('activate.exercise-name')}
                  labelFor={`atrium-exercise-name-${row.key}`}
                  intent={problem?.name ? 'danger' : 'none'}
                  helperText={problem?.name ? t(`activate.${problem.name}`) : undefined}
                >
                  <InputGroup
                    id={`atrium-exercise-name-${row.key}`}
                    maxLength={NAME_MAX}
                    value={row.name}
                    intent={problem?.name ? 'danger' : 'none'}
                    onValueChange={(name) => update(row.key, { name })}
                  />
                </FormGroup>
                <FormGroup label={t('activate.exercise-type')} labelFor={`atrium-exercise-type-${row.key}`}>
                  <HTMLSelect
                    id={`atrium-exercise-type-${row.key}`}
                    value={row.type}
                    onChange={(event) => update(row.key, { type: event.target.value as ExerciseType })}
                    options={[
                      { value: 'Online', label: t('exercises.type.online') },
                      { value: 'Offline', label: t('exercises.type.offline') },
                    ]}
                  />
                </FormGroup>
                <FormGroup
                  label={t('activate.exercise-minutes')}
                  labelFor={`atrium-exercise-minutes-${row.key}`}
                  intent={problem?.minutes ? 'danger' : 'none'}
                  helperText={problem?.minutes ? t(`activate.${problem.minutes}`) : undefined}
                >
                  <InputGroup
                    id={`atrium-exercise-minutes-${row.key}`}
                    inputMode="numeric"
                    maxLength={3}
                    value={row.minutes}
                    intent={problem?.minutes ? 'danger' : 'none'}
                    onValueChange={(minutes) => update(row.key, { minutes })}
                  />
                </FormGroup>
                <Button
                  variant="minimal"
                  icon="trash"
                  aria-label={t('activate.remove-exercise', { number })}
                  onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                />
              </div>
            );
          })}
          {showProblems && rows.length === 0 && <p className="bp6-text-danger">{t('activate.problem-none')}</p>}
          <Button
            icon="add"
            text={t('activate.add-exercise')}
            disabled={rows.length >= 20}
            onClick={() =>
              setRows([
                ...rows,
                { key: Math.max(0, ...rows.map((r) => r.key)) + 1, type: 'Online', name: '', minutes: '15' },
              ])
            }
          />
        </fieldset>
      )}
    </FormDialog>
  );
};
