import { Button, Callout, Dialog, DialogBody, DialogFooter, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { SubmitAssessmentAnswersDocument, UserAssessmentAnsweringDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { errorMessage } from '../../../shared/graphql/errorMessage';

/**
 * The questionnaire filled in with the guardian at the centre (spec 001 §4 "Parent interview
 * questionnaire"): one page per questionnaire; "next" saves the page (isComplete false,
 * finishedPage), the last page submits (isComplete true) and shows "submitted"; the server then
 * makes the report. It opens at the page after the last one finished.
 */
export const AssessmentAnswerDialog = ({
  userAssessmentId,
  onClose,
  onChanged,
}: {
  userAssessmentId: string;
  onClose: () => void;
  onChanged: () => void;
}) => {
  const { t } = useTranslation('assessments');
  const toasts = useErrorToasts();
  const [{ data, fetching, error }] = useQuery({
    query: UserAssessmentAnsweringDocument,
    variables: { id: userAssessmentId },
    requestPolicy: 'network-only',
    context: NO_ERROR_TOAST,
  });
  const [submitting, submit] = useMutation(SubmitAssessmentAnswersDocument);
  const [chosen, setChosen] = useState<Record<string, string> | null>(null);
  const [page, setPage] = useState<number | null>(null);
  const detail = data?.userAssessment;
  const saved = detail ? (JSON.parse(detail.answers) as Record<string, string>) : {};
  const answers = chosen ?? saved;
  const pages = detail?.questionnaires ?? [];
  const current = page ?? Math.min(detail?.assessment.finishedPage ?? 0, Math.max(0, pages.length - 1));
  const questionnaire = pages[current];
  const last = current === pages.length - 1;
  const pageDone = questionnaire?.questions.every((q) => answers[q.id] !== undefined) ?? false;

  const send = async () => {
    if (!questionnaire) return;
    const result = await submit(
      {
        id: userAssessmentId,
        answers: questionnaire.questions.map((q) => ({ questionId: q.id, optionId: answers[q.id]! })),
        isComplete: last,
        finishedPage: current + 1,
      },
      NO_ERROR_TOAST,
    );
    if (result.error) {
      toasts.showError(result.error);
      return;
    }
    onChanged();
    if (last) {
      toasts.showSuccess(t('answer.submitted'));
      onClose();
    } else {
      setPage(current + 1);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={detail?.assessment.assessment.title ?? t('answer.title')}
      style={{ width: 720 }}
    >
      <DialogBody>
        {error && <Callout intent="danger">{errorMessage(error, t('common:error.network'))}</Callout>}
        {fetching && !detail && <Spinner />}
        {questionnaire && (
          <section aria-label={questionnaire.title}>
            <p>{t('answer.page', { page: current + 1, count: pages.length, title: questionnaire.title })}</p>
            {questionnaire.questions.map((question, i) => (
              <RadioGroup
                key={question.id}
                label={`${i + 1}. ${question.text}`}
                inline
                selectedValue={answers[question.id] ?? ''}
                onChange={(event) => setChosen({ ...answers, [question.id]: event.currentTarget.value })}
              >
                {question.options.map((option) => (
                  <Radio key={option.id} value={option.id} label={option.text} />
                ))}
              </RadioGroup>
            ))}
          </section>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {current > 0 && <Button text={t('answer.previous')} onClick={() => setPage(current - 1)} />}
            <Button
              intent="primary"
              text={last ? t('answer.submit') : t('answer.next')}
              disabled={!pageDone}
              loading={submitting.fetching}
              onClick={() => void send()}
            />
          </>
        }
      />
    </Dialog>
  );
};
