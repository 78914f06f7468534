import { Button, Tag, type Intent } from '@blueprintjs/core';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  ChildAssessmentsDocument,
  ObtainAssessmentReportDocument,
  SendUserAssessmentsDocument,
  type UserAssessmentFieldsFragment,
  type UserAssessmentStatus,
} from '../../generated/graphql';
import { userAssessmentAllows } from '../../../machines/user-assessment.machine';
import { tenantStore } from '../../shared/auth/tenantStore';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../shared/errors/useErrorToasts';
import { formatDateTime } from '../../shared/i18n/formatDate';
import { AddButton } from '../../shared/ui/AddButton';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ListTable } from '../../shared/ui/ListTable';
import { PagedListView } from '../../shared/ui/PagedListView';
import { usePagingState } from '../../shared/ui/usePagingState';
import { AssessmentAnswerDialog } from './components/AssessmentAnswerDialog';
import { AssessmentQrDialog } from './components/AssessmentQrDialog';
import { AssessmentReportDialog } from './components/AssessmentReportDialog';
import { AssessmentTransferDialog } from './components/AssessmentTransferDialog';
import './assessments.css';

const STATUS_INTENT: Record<UserAssessmentStatus, Intent> = {
  Created: 'none',
  SentToGuardian: 'primary',
  Answering: 'warning',
  ReportedReady: 'success',
};

// Catalogue keys are kebab-case (src/locales/catalogues.test.ts); the server's statuses are not.
const STATUS_KEY: Record<UserAssessmentStatus, string> = {
  Created: 'status.created',
  SentToGuardian: 'status.sent-to-guardian',
  Answering: 'status.answering',
  ReportedReady: 'status.reported-ready',
};

type Open = { kind: 'create' } | { kind: 'qr' | 'report' | 'answer'; id: string } | null;

/**
 * Spec 001 §2 screen 12, the subject detail's assessment tab: the child's assessments (subjectId,
 * skipCount, maxResultCount), creating from the library, sending to the guardian, the QR code,
 * and the report: "obtain report" while a ready report needs paying for, "view report" for a
 * report of the current centre, else only title and time (§4).
 */
export const AssessmentTab = ({ subjectId }: { subjectId: string }) => {
  const { t } = useTranslation('assessments');
  const toasts = useErrorToasts();
  const tenant = useSyncExternalStore(tenantStore.subscribe, tenantStore.get);
  const paging = usePagingState(6);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ChildAssessmentsDocument,
    variables: { subjectId, skipCount: paging.skipCount, maxResultCount: paging.maxResultCount },
    context: NO_ERROR_TOAST,
  });
  const [, send] = useMutation(SendUserAssessmentsDocument);
  const [obtaining, obtain] = useMutation(ObtainAssessmentReportDocument);
  const [open, setOpen] = useState<Open>(null);
  const reload = () => reexecute({ requestPolicy: 'network-only' });

  const sendToGuardian = async (id: string) => {
    const result = await send({ userAssessmentIds: [id], send: true }, NO_ERROR_TOAST);
    if (result.error) toasts.showError(t('send.failed'));
    else toasts.showSuccess(t('send.success'));
  };
  const obtainReport = async (id: string) => {
    const result = await obtain({ userAssessmentId: id }, NO_ERROR_TOAST);
    if (result.error) toasts.showError(result.error);
  };

  const actions = (row: UserAssessmentFieldsFragment) => {
    const ours = row.tenantId === tenant;
    if (!ours) return null;
    return (
      <div className="atrium-assessment-actions">
        {userAssessmentAllows(row.status, { type: 'guardian.send' }) && (
          <Button
            small
            minimal
            icon="send-message"
            text={t('actions.send')}
            onClick={() => void sendToGuardian(row.id)}
          />
        )}
        {userAssessmentAllows(row.status, { type: 'answers.complete' }) && (
          <Button
            small
            minimal
            icon="edit"
            text={t('actions.answer')}
            onClick={() => setOpen({ kind: 'answer', id: row.id })}
          />
        )}
        {row.status !== 'ReportedReady' && (
          <Button
            small
            minimal
            icon="barcode"
            text={t('actions.qr-code')}
            onClick={() => setOpen({ kind: 'qr', id: row.id })}
          />
        )}
        {userAssessmentAllows(row.status, { type: 'report.obtain', needPay: row.needPay }) && (
          <Button
            small
            intent="primary"
            icon="unlock"
            text={t('actions.obtain-report')}
            loading={obtaining.fetching}
            onClick={() => void obtainReport(row.id)}
          />
        )}
        {row.status === 'ReportedReady' && !row.needPay && (
          <Button
            small
            minimal
            icon="document-open"
            text={t('actions.view-report')}
            onClick={() => setOpen({ kind: 'report', id: row.id })}
          />
        )}
      </div>
    );
  };

  return (
    <div className="atrium-assessment-tab">
      <div className="atrium-assessment-toolbar">
        <AddButton text={t('tab.create')} onClick={() => setOpen({ kind: 'create' })} />
      </div>
      <PagedListView
        list={data?.childAssessments}
        fetching={fetching}
        error={error}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={paging.update}
        loadFailedTitle={t('tab.load-failed')}
        empty={<EmptyState icon="clipboard" title={t('tab.empty-title')} description={t('tab.empty-description')} />}
        renderTable={(rows) => (
          <ListTable
            columns={[
              t('columns.title'),
              t('columns.status'),
              t('columns.created'),
              t('columns.finished'),
              t('columns.actions'),
            ]}
          >
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.assessment.title}</th>
                <td>
                  <Tag minimal intent={STATUS_INTENT[row.status]}>
                    {t(STATUS_KEY[row.status])}
                  </Tag>
                </td>
                <td>{formatDateTime(row.creationTime)}</td>
                <td>{row.finishTime ? formatDateTime(row.finishTime) : '—'}</td>
                <td>{actions(row)}</td>
              </tr>
            ))}
          </ListTable>
        )}
      />
      {open?.kind === 'create' && (
        <AssessmentTransferDialog subjectId={subjectId} onClose={() => setOpen(null)} onCreated={reload} />
      )}
      {open?.kind === 'qr' && (
        <AssessmentQrDialog userAssessmentId={open.id} subjectId={subjectId} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'report' && <AssessmentReportDialog userAssessmentId={open.id} onClose={() => setOpen(null)} />}
      {open?.kind === 'answer' && (
        <AssessmentAnswerDialog userAssessmentId={open.id} onClose={() => setOpen(null)} onChanged={reload} />
      )}
    </div>
  );
};
