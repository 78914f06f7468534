import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { TrainingPlanPunchesDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatDate, formatDateTime } from '../../../shared/i18n/formatDate';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { PAGE_SIZE } from '../trainingPlanKinds';

/**
 * A plan's clock-in records, newest day first, 10 a page (spec 001 §7 clock-in lists, §9). Read
 * again from the server when the plan's count changes (`version`): a clock-in moves the first page.
 */
export const ClockInRecords = ({
  subjectId,
  planId,
  version,
}: {
  subjectId: string;
  planId: string;
  version: number;
}) => {
  const { t, i18n } = useTranslation('training-plans');
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: TrainingPlanPunchesDocument,
    variables: { subjectId, userTrainingPlanId: planId, skipCount: (page - 1) * PAGE_SIZE, maxResultCount: PAGE_SIZE },
    context: NO_ERROR_TOAST,
  });
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    setPage(1);
    reexecute({ requestPolicy: 'network-only' });
  }, [version, reexecute]);

  const body = () => {
    if (error && !data) return <Callout intent="danger">{errorMessage(error, t('common:error.network'))}</Callout>;
    if (!data) return <LoadingState />;
    const { items, totalCount } = data.trainingPlanPunches;
    if (items.length === 0) return <p className="bp6-text-muted">{t('records.empty')}</p>;
    const pages = Math.max(1, Math.ceil(totalCount / PAGE_SIZE));
    return (
      <>
        <HTMLTable compact striped className="atrium-training-plan-records">
          <thead>
            <tr>
              <th scope="col">{t('records.day')}</th>
              <th scope="col">{t('records.remark')}</th>
              <th scope="col">{t('records.recorded-by')}</th>
              <th scope="col">{t('records.recorded-at')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((record) => (
              <tr key={record.id}>
                <td>{formatDate(record.day, i18n.language)}</td>
                <td>{record.remark || t('records.no-remark')}</td>
                <td>{record.recordedByName ?? t('records.unknown')}</td>
                <td>{formatDateTime(record.creationTime)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {pages > 1 && (
          <nav className="atrium-pager" aria-label={t('records.page', { page, pages })}>
            <Button
              icon="chevron-left"
              variant="minimal"
              aria-label={t('records.previous')}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            />
            <span>{t('records.page', { page, pages })}</span>
            <Button
              icon="chevron-right"
              variant="minimal"
              aria-label={t('records.next')}
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            />
          </nav>
        )}
      </>
    );
  };

  return (
    <section className="atrium-training-plan-section" aria-busy={fetching} aria-labelledby={`records-${planId}`}>
      <div className="atrium-training-plan-section-head">
        <h2 className="bp6-heading" id={`records-${planId}`}>
          {t('records.title')}
        </h2>
        {data && (
          <span className="bp6-text-muted">{t('records.total', { count: data.trainingPlanPunches.totalCount })}</span>
        )}
      </div>
      {body()}
    </section>
  );
};
