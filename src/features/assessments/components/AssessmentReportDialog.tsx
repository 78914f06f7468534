import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AssessmentReportViewDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatDateTime } from '../../../shared/i18n/formatDate';

/** Spec 001 §2 screen 12: the report view, each questionnaire's score and the total. */
export const AssessmentReportDialog = ({
  userAssessmentId,
  onClose,
}: {
  userAssessmentId: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation('assessments');
  const [{ data, fetching, error }] = useQuery({
    query: AssessmentReportViewDocument,
    variables: { userAssessmentId },
    context: NO_ERROR_TOAST,
  });
  const report = data?.assessmentReport;
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('report.title', { title: report?.assessment.assessment.title ?? '' })}
      style={{ width: 700 }}
    >
      <DialogBody>
        {error && <Callout intent="danger">{errorMessage(error, t('common:error.network'))}</Callout>}
        {fetching && !report && <Spinner />}
        {report && (
          <>
            {report.assessment.finishTime && (
              <p>{t('report.finished', { time: formatDateTime(report.assessment.finishTime) })}</p>
            )}
            <HTMLTable compact striped className="atrium-assessment-report">
              <thead>
                <tr>
                  <th scope="col">{t('report.questionnaire')}</th>
                  <th scope="col">{t('report.score')}</th>
                </tr>
              </thead>
              <tbody>
                {report.questionnaires.map((q) => (
                  <tr key={q.id}>
                    <th scope="row">{q.title}</th>
                    <td>
                      {q.score} / {q.maxScore}
                    </td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('report.total')}</th>
                  <td>
                    <strong>
                      {report.totalScore} / {report.maxScore}
                    </strong>
                  </td>
                </tr>
              </tbody>
            </HTMLTable>
          </>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t('report.close')} onClick={onClose} />} />
    </Dialog>
  );
};
