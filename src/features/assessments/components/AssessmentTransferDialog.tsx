import {
  Alert,
  Button,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  ArrangePlanAssessmentDocument,
  AssessmentTransferListDocument,
  CreateUserAssessmentsDocument,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { errorMessage } from '../../../shared/graphql/errorMessage';

export type AssessmentTransferDialogProps = {
  subjectId: string;
  /** From the offline plan page's "arrange assessment": made for the plan (mediumAssessment). */
  planId?: string | undefined;
  title?: string | undefined;
  onClose: () => void;
  onCreated: () => void;
};

/**
 * Spec 001 §2 screen 12: the two-pane transfer dialog (800 wide, panes 350 by 400, §9) for choosing
 * assessments from the library (transfer list: maxResultCount 100). An assessment with no remaining
 * times cannot be chosen (the check before the quota is used); a list failure is the "reminder"
 * warning with "know" (§8); creating shows a loading message, a failure an error toast.
 */
export const AssessmentTransferDialog = ({
  subjectId,
  planId,
  title,
  onClose,
  onCreated,
}: AssessmentTransferDialogProps) => {
  const { t } = useTranslation('assessments');
  const toasts = useErrorToasts();
  const [{ data, fetching, error }] = useQuery({
    query: AssessmentTransferListDocument,
    variables: { subjectId },
    requestPolicy: 'network-only',
    context: NO_ERROR_TOAST,
  });
  const [createMutation, create] = useMutation(CreateUserAssessmentsDocument);
  const [arrangeMutation, arrange] = useMutation(ArrangePlanAssessmentDocument);
  const [chosen, setChosen] = useState<string[]>([]);
  const [warned, setWarned] = useState(false);
  const busy = createMutation.fetching || arrangeMutation.fetching;
  const items = data?.assessments.items ?? [];
  const left = items.filter((i) => !chosen.includes(i.id));
  const right = chosen.map((id) => items.find((i) => i.id === id)).filter((i) => i !== undefined);

  const submit = async () => {
    const result = planId
      ? await arrange({ planId, assessmentIds: chosen }, NO_ERROR_TOAST)
      : await create({ subjectId, assessmentIds: chosen }, NO_ERROR_TOAST);
    if (result.error) {
      toasts.showError(result.error);
      return;
    }
    toasts.showSuccess(t('transfer.created', { count: chosen.length }));
    onCreated();
    onClose();
  };

  return (
    <>
      <Dialog isOpen onClose={onClose} title={title ?? t('transfer.title')} style={{ width: 800 }}>
        <DialogBody>
          {fetching && !data ? (
            <Spinner />
          ) : (
            <div className="atrium-assessment-transfer">
              <section aria-label={t('transfer.available')} className="atrium-assessment-pane">
                <h4 className={Classes.HEADING}>{t('transfer.available')}</h4>
                <ul>
                  {left.map((item) => {
                    const usedUp = (item.remainingTimes ?? 0) < 1;
                    return (
                      <li key={item.id}>
                        <Button
                          minimal
                          fill
                          alignText="left"
                          disabled={usedUp || busy}
                          icon="add"
                          text={item.title}
                          onClick={() => setChosen([...chosen, item.id])}
                          endIcon={
                            <Tag minimal intent={usedUp ? 'danger' : 'none'}>
                              {usedUp
                                ? t('transfer.used-up')
                                : t('transfer.remaining', { count: item.remainingTimes ?? 0 })}
                            </Tag>
                          }
                        />
                      </li>
                    );
                  })}
                </ul>
              </section>
              <section aria-label={t('transfer.chosen')} className="atrium-assessment-pane">
                <h4 className={Classes.HEADING}>{t('transfer.chosen')}</h4>
                {right.length === 0 ? (
                  <NonIdealState description={t('transfer.none-chosen')} />
                ) : (
                  <ul>
                    {right.map((item) => (
                      <li key={item.id}>
                        <Button
                          minimal
                          fill
                          alignText="left"
                          icon="remove"
                          disabled={busy}
                          text={item.title}
                          onClick={() => setChosen(chosen.filter((id) => id !== item.id))}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          )}
          {busy && (
            <p role="status" className="atrium-assessment-making">
              <Spinner size={16} /> {t('transfer.making')}
            </p>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('transfer.cancel')} onClick={onClose} disabled={busy} />
              <Button
                intent="primary"
                text={t('transfer.submit')}
                disabled={chosen.length === 0}
                loading={busy}
                onClick={() => void submit()}
              />
            </>
          }
        />
      </Dialog>
      <Alert
        isOpen={error !== undefined && !warned}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={t('transfer.know')}
        onConfirm={() => {
          setWarned(true);
          onClose();
        }}
      >
        <h4 className={Classes.HEADING}>{t('transfer.reminder')}</h4>
        <p>{error ? errorMessage(error, t('transfer.load-failed')) : null}</p>
      </Alert>
    </>
  );
};
