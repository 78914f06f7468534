import { Button, Callout, Card } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import {
  CloseOfflinePlanDocument,
  OfflinePlanReportDocument,
  WriteOfflinePlanReportDocument,
  type OfflinePlanReportFieldsFragment,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { usePlanStep } from '../hooks/usePlanStep';
import type { PlanDetail } from '../planRules';
import { ConfirmAlert, type Confirmation } from './ConfirmAlert';
import { PlanReportDialog } from './PlanReportDialog';

/** The statuses after a plan has ended, where its report belongs. */
const ENDED = new Set(['Finished', 'ReportedReady', 'Closed']);

/**
 * An ended plan's closing report (issue 19 item 1: Finished, ReportedReady, Closed): the facts the
 * server counts, what the coach wrote for the family, and, for staff who may write, "Write the
 * report" (or edit it) and "Close the plan" after a confirmation. A closed plan only shows.
 */
export const PlanReportPanel = ({
  plan,
  version,
  onChanged,
}: {
  plan: PlanDetail;
  version: number;
  onChanged: () => void;
}) => {
  const { t } = useTranslation('offline-plans');
  const { showSuccess } = useErrorToasts();
  const { run, busy } = usePlanStep();
  const { summary } = plan;
  const [writing, setWriting] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [{ data }, reexecute] = useQuery({
    query: OfflinePlanReportDocument,
    variables: { id: summary.id },
    pause: !ENDED.has(summary.status),
    context: NO_ERROR_TOAST,
    requestPolicy: 'cache-and-network',
  });
  // The plan's own reloads (a step here, another browser's event) ask again.
  useEffect(() => {
    if (version > 0) reexecute({ requestPolicy: 'network-only' });
  }, [version, reexecute]);
  if (!ENDED.has(summary.status) || summary.isDeleted) return null;
  const shown = data?.offlinePlanReport;
  const written = shown?.report ?? null;
  const writable = plan.canWrite && summary.status !== 'Closed';

  const done = (message: string) => (result: unknown) => {
    if (!result) return false;
    showSuccess(message);
    reexecute({ requestPolicy: 'network-only' });
    onChanged();
    return true;
  };

  return (
    <Card className="atrium-plan-report" role="region" aria-labelledby="atrium-plan-report-title">
      <header className="atrium-plan-report-head">
        <h3 id="atrium-plan-report-title" className="bp6-heading">
          {t('report.title')}
        </h3>
        {writable && (
          <>
            <Button
              icon="edit"
              intent={written ? 'none' : 'primary'}
              text={t(written ? 'report.edit' : 'report.write')}
              onClick={() => setWriting(true)}
            />
            <Button
              icon="archive"
              variant="minimal"
              text={t('report.close')}
              loading={busy === 'close'}
              onClick={() =>
                setConfirmation({
                  message: t(written ? 'report.close-confirm' : 'report.close-confirm-unwritten'),
                  intent: 'warning',
                  confirmText: t('report.close'),
                  onConfirm: () =>
                    void run('close', CloseOfflinePlanDocument, { id: summary.id }).then(done(t('report.closed'))),
                })
              }
            />
          </>
        )}
      </header>
      {shown && <Facts facts={shown.facts} />}
      {written ? (
        <>
          <dl className="atrium-plan-report-text">
            {(['summary', 'progress', 'recommendations'] as const)
              .filter((name) => written[name].trim() !== '')
              .map((name) => (
                <div key={name}>
                  <dt>{t(`report.${name}`)}</dt>
                  <dd>{written[name]}</dd>
                </div>
              ))}
          </dl>
          <p className="bp6-text-muted">
            {t('report.written', {
              name: written.writtenBy ?? t('report.someone'),
              time: formatDateTime(written.writtenAt),
            })}
          </p>
        </>
      ) : (
        shown && (
          <Callout icon="document">{t(summary.status === 'Closed' ? 'report.none-closed' : 'report.none-yet')}</Callout>
        )
      )}
      {writing && (
        <PlanReportDialog
          initial={written}
          busy={busy === 'report'}
          onClose={() => setWriting(false)}
          onSubmit={(input) =>
            void run('report', WriteOfflinePlanReportDocument, { id: summary.id, input }).then((d) => {
              if (done(t('report.saved'))(d)) setWriting(false);
            })
          }
        />
      )}
      <ConfirmAlert confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Card>
  );
};

const Facts = ({ facts }: { facts: OfflinePlanReportFieldsFragment['facts'] }) => {
  const { t } = useTranslation('offline-plans');
  return (
    <ul className="atrium-plan-report-facts" aria-label={t('report.facts')}>
      <li>{t('report.sessions', { done: facts.sessionsDelivered, total: facts.totalSessions })}</li>
      <li>{t('report.attendance', { attended: facts.attended, absent: facts.absent })}</li>
      <li>{t('report.levels', { up: facts.levelsUp, down: facts.levelsDown })}</li>
      <li>{t('report.feedback', { count: facts.feedbackCount })}</li>
    </ul>
  );
};
