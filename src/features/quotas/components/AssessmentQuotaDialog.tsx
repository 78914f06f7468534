import { Radio, RadioGroup } from '@blueprintjs/core';
import { RequiredSelect } from './RequiredSelect';
import { RemarkField } from './RemarkField';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { AddAssessmentQuotaDocument, QuotaAssessmentsDocument } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { TextField } from '../../../shared/ui/TextField';
import { useFormValues } from '../../../shared/ui/useFormValues';
import { assessmentProblems, assessmentTimesOf, EMPTY_ASSESSMENT_QUOTA } from '../assessmentForm';
import { ChildPicker } from './ChildPicker';

type AssessmentQuotaDialogProps = {
  /** A child chosen already (the subject's page): no child picker. */
  child?: { id: string; name: string };
  onClose: () => void;
  onSaved: () => void;
};

const id = (name: string) => `atrium-assessment-quota-${name}`;

/** Spec 001 §2 screen 6, §5 "Add assessment count": child, assessment, amount ≥ 0, add or reduce. */
export const AssessmentQuotaDialog = ({ child, onClose, onSaved }: AssessmentQuotaDialogProps) => {
  const { t } = useTranslation('quotas');
  const toasts = useErrorToasts();
  const [{ data }] = useQuery({ query: QuotaAssessmentsDocument });
  const [{ fetching }, add] = useMutation(AddAssessmentQuotaDocument);
  const { values, set, setValues, showProblems, revealProblems } = useFormValues(() => ({
    ...EMPTY_ASSESSMENT_QUOTA,
    childId: child?.id ?? '',
    childName: child?.name ?? '',
  }));
  const problems = assessmentProblems(values);
  const problem = (field: keyof typeof problems) =>
    showProblems && problems[field] ? t(`problems.${problems[field]}`) : undefined;
  const assessments = data?.quotaAssessments ?? [];

  const handleSubmit = async () => {
    revealProblems();
    if (Object.keys(problems).length > 0) return;
    const result = await add({
      input: {
        childId: values.childId,
        tagId: values.tagId,
        times: assessmentTimesOf(values),
        remark: values.remark.trim(),
      },
    });
    if (result.error) return;
    toasts.showSuccess(t('assessment-form.saved', { name: values.childName }));
    onSaved();
    onClose();
  };

  return (
    <FormDialog
      title={t('assessment-form.title')}
      icon="clipboard"
      busy={fetching}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      {!child && (
        <ChildPicker
          id={id('child')}
          childId={values.childId}
          childName={values.childName}
          problem={problem('childId')}
          onChange={(picked) => setValues((v) => ({ ...v, childId: picked.id, childName: picked.name }))}
        />
      )}
      <RequiredSelect
        id={id('assessment')}
        label={t('fields.assessment')}
        requiredLabel={t('form.required')}
        problem={problem('tagId')}
        value={values.tagId}
        onChange={(v) => set('tagId', v)}
        options={[
          { value: '', label: t('form.choose') },
          ...assessments.map((a) => ({ value: a.tagId, label: a.name })),
        ]}
      />
      <RadioGroup
        label={t('fields.sign')}
        inline
        selectedValue={values.sign}
        onChange={(event) => set('sign', event.currentTarget.value as 'add' | 'reduce')}
      >
        <Radio value="add" label={t('assessment-form.add')} />
        <Radio value="reduce" label={t('assessment-form.reduce')} />
      </RadioGroup>
      <TextField
        id={id('amount')}
        label={t('fields.amount')}
        requiredLabel={t('form.required')}
        problem={problem('amount')}
        maxLength={6}
        value={values.amount}
        onChange={(v) => set('amount', v)}
      />
      <RemarkField
        id={id('remark')}
        label={t('fields.remark')}
        value={values.remark}
        onChange={(v) => set('remark', v)}
      />
    </FormDialog>
  );
};
