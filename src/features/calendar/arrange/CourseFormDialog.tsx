import {
  Callout,
  Checkbox,
  Classes,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NumericInput,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, type CombinedError } from 'urql';
import {
  ArrangeCourseDocument,
  EditCourseDocument,
  type CalendarCourseFieldsFragment,
  type CalendarCourseType,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { describeFailure, messageOf } from '../../../shared/errors/readServerError';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { DateField } from '../../../shared/ui/DateField';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { useFormValues } from '../../../shared/ui/useFormValues';
import {
  arrangeInputOf,
  centreNow,
  COURSE_TYPES,
  courseProblems,
  editInputOf,
  emptyCourse,
  endTimeOf,
  fieldOfMember,
  formValuesOf,
  MAX_COURSE_COUNT,
  REPEAT_KEYS,
  TIME_SLOTS,
  type CourseProblems,
  type CoursePlan,
  type Repeat,
} from './courseForm';
import { TrainerPicker } from './TrainerPicker';
import { useTrainers } from './useTrainers';

type CourseFormDialogProps = {
  plan: CoursePlan;
  /** The course to edit; null to arrange one. */
  course: CalendarCourseFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
};

type Field = keyof CourseProblems;
const id = (name: string) => `atrium-course-${name}`;

/**
 * Spec 001 §2 screen 1, §5 "Arrange course": the add/edit modal of the arrange-course drawer.
 * Every rule is checked here first; what the server still refuses shows by its field (a
 * validation error) or above the form (a conflict, with the server's message). Mount it to open it.
 */
export const CourseFormDialog = ({ plan, course, onClose, onSaved }: CourseFormDialogProps) => {
  const { t } = useTranslation('calendar');
  const toasts = useErrorToasts();
  const editing = course !== null;
  const { trainers, me, loading } = useTrainers();
  const { values, set, setValues, showProblems, revealProblems } = useFormValues(() =>
    course ? formValuesOf(course) : emptyCourse(''),
  );
  const [dateInvalid, setDateInvalid] = useState(false);
  const [serverProblems, setServerProblems] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [arranged, arrange] = useMutation(ArrangeCourseDocument);
  const [edited, edit] = useMutation(EditCourseDocument);
  const busy = arranged.fetching || edited.fetching;

  // Oneself first when one may be the trainer (a new course only; an edit keeps its trainer).
  if (!editing && values.executorId === '' && me && trainers.some((tr) => tr.id === me))
    setValues((v) => (v.executorId === '' ? { ...v, executorId: me } : v));
  const choices =
    course && !trainers.some((tr) => tr.id === course.executorId)
      ? [{ id: course.executorId, name: course.executorName }, ...trainers]
      : trainers;

  const problems = courseProblems(values, { editing, now: centreNow(), dateInvalid });
  const problem = (field: Field) => {
    const own = showProblems ? problems[field] : undefined;
    if (own) return t(`arrange.problems.${own}`, { max: MAX_COURSE_COUNT });
    return serverProblems[field];
  };
  const change = <K extends keyof typeof values>(field: K, value: (typeof values)[K], server?: Field) => {
    set(field, value);
    if (server) setServerProblems(({ [server]: _gone, ...rest }) => rest);
  };

  const refused = (error: CombinedError) => {
    const failure = describeFailure(error);
    if (failure.kind !== 'refused') return toasts.showError(error, t('arrange.form.refused'));
    const byField: Partial<Record<Field, string>> = {};
    for (const v of failure.error.validationErrors) {
      const field = v.members.map(fieldOfMember).find((f) => f !== null);
      if (field && !byField[field]) byField[field] = v.message;
    }
    setServerProblems(byField);
    // A conflict (409) or anything not tied to a field: the server's own words above the form.
    setRefusal(Object.keys(byField).length > 0 ? null : messageOf(failure.error, t('arrange.form.refused')));
  };

  const handleSubmit = async () => {
    revealProblems();
    setRefusal(null);
    if (Object.keys(problems).length > 0) return;
    if (course) {
      const result = await edit({ input: editInputOf(values, course.id) }, NO_ERROR_TOAST);
      if (result.error) return refused(result.error);
      toasts.showSuccess(t('arrange.form.saved-edit'));
    } else {
      const result = await arrange({ input: arrangeInputOf(values, plan) }, NO_ERROR_TOAST);
      if (result.error || !result.data) return result.error && refused(result.error);
      toasts.showSuccess(t('arrange.form.saved-arrange', { count: result.data.arrangeCourse.length }));
    }
    onSaved();
    onClose();
  };

  const repeating = values.repeat !== '' && values.repeat !== 'never';
  const timeProblem = problem('time');
  return (
    <FormDialog
      title={editing ? t('arrange.form.edit-title') : t('arrange.form.add-title')}
      icon="calendar"
      busy={busy}
      onClose={onClose}
      onSubmit={handleSubmit}
      className="atrium-course-dialog"
    >
      {refusal && (
        <Callout intent="danger" className="atrium-course-refusal">
          {refusal}
        </Callout>
      )}
      <div className="atrium-course-start">
        <FormGroup
          label={t('arrange.form.date')}
          labelFor={id('date')}
          labelInfo={t('arrange.form.required')}
          intent={problem('date') ? 'danger' : 'none'}
          helperText={problem('date')}
        >
          <DateField
            id={id('date')}
            value={values.date}
            onChange={(s) => {
              setDateInvalid(s.problem === 'invalid');
              change('date', s.iso, 'time');
            }}
          />
        </FormGroup>
        <FormGroup
          label={t('arrange.form.start')}
          labelFor={id('time')}
          labelInfo={t('arrange.form.required')}
          intent={timeProblem ? 'danger' : 'none'}
          helperText={timeProblem}
        >
          <HTMLSelect
            id={id('time')}
            value={values.time}
            onChange={(event) => change('time', event.currentTarget.value, 'time')}
          >
            {values.time === '' && <option value="">{t('arrange.form.choose')}</option>}
            {TIME_SLOTS.map((slot) => (
              <option key={slot.value} value={slot.value} disabled={slot.disabled}>
                {slot.disabled ? t('arrange.form.closed', { time: slot.value }) : slot.value}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('arrange.form.end')} labelFor={id('end')} helperText={t('arrange.form.end-hint')}>
          <InputGroup id={id('end')} value={endTimeOf(values)} readOnly disabled />
        </FormGroup>
      </div>
      <TrainerPicker
        id={id('trainer')}
        trainers={choices}
        value={values.executorId}
        loading={loading}
        problem={problem('executorId')}
        onChange={(v) => change('executorId', v, 'executorId')}
      />
      <FormGroup intent={problem('courseType') ? 'danger' : 'none'} helperText={problem('courseType')}>
        <RadioGroup
          label={
            <>
              {t('arrange.form.course-type')} <span className={Classes.TEXT_MUTED}>{t('arrange.form.required')}</span>
            </>
          }
          inline
          selectedValue={values.courseType}
          onChange={(event) => change('courseType', event.currentTarget.value as CalendarCourseType, 'courseType')}
        >
          {COURSE_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(`arrange.course-type.${type.toLowerCase()}`)} />
          ))}
        </RadioGroup>
      </FormGroup>
      {editing ? (
        <Callout icon="info-sign" className="atrium-course-series">
          {t('arrange.form.series-note')}
        </Callout>
      ) : (
        <div className="atrium-course-repeat">
          <FormGroup
            label={t('arrange.form.repeat')}
            labelFor={id('repeat')}
            labelInfo={t('arrange.form.required')}
            intent={problem('repeat') ? 'danger' : 'none'}
            helperText={problem('repeat')}
          >
            <HTMLSelect
              id={id('repeat')}
              value={values.repeat}
              onChange={(event) => change('repeat', event.currentTarget.value as Repeat, 'repeat')}
              options={REPEAT_KEYS.map((key) => ({ value: key, label: t(`arrange.repeat.${key}`) }))}
            />
          </FormGroup>
          {repeating && (
            <FormGroup
              label={t('arrange.form.course-count')}
              labelFor={id('count')}
              labelInfo={t('arrange.form.required')}
              intent={problem('courseCount') ? 'danger' : 'none'}
              helperText={problem('courseCount')}
            >
              <NumericInput
                id={id('count')}
                // Blueprint's step buttons point aria-controls at an id of their own, not the one given
                // here (axe aria-valid-attr-value) and are labelled in English: the arrow keys step.
                buttonPosition="none"
                min={1}
                max={MAX_COURSE_COUNT}
                stepSize={1}
                minorStepSize={null}
                majorStepSize={null}
                allowNumericCharactersOnly
                value={values.courseCount}
                onValueChange={(_n, text) => change('courseCount', text, 'courseCount')}
              />
            </FormGroup>
          )}
        </div>
      )}
      <FormGroup label={t('arrange.form.sms')} helperText={t('arrange.form.sms-hint')}>
        <Checkbox
          inline
          label={t('arrange.form.sms-trainer')}
          checked={values.trainerSMS}
          onChange={(event) => set('trainerSMS', event.currentTarget.checked)}
        />
        <Checkbox
          inline
          label={t('arrange.form.sms-parent')}
          checked={values.parentSMS}
          onChange={(event) => set('parentSMS', event.currentTarget.checked)}
        />
      </FormGroup>
    </FormDialog>
  );
};
