import { Callout, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SubjectClassSessionsDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatDate } from '../../../shared/i18n/formatDate';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { Pager } from '../../../shared/ui/Pager';
import { SectionTitle } from '../../../shared/ui/SectionTitle';

/** Reading a class's sessions and attendance is the group plan read policy's (the server asks it too). */
export const CLASS_SESSIONS_POLICY = 'RocketSystem.GroupTrainingPlan';

const PAGE_SIZES = [10, 20, 50] as const;

/**
 * Issue 20 item 1: the class sessions a child was marked at on the child's own page (class, plan,
 * session, date, attendance), the newest first, a page at a time (GET userCourseRecord).
 */
export const ClassSessionsCard = ({ subjectId }: { subjectId: string }) => {
  const { t, i18n } = useTranslation('group-plan-checks');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [{ data, fetching, error }] = useQuery({
    query: SubjectClassSessionsDocument,
    variables: { subjectId, skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
    // The failure is shown in the card; a toast would say it twice.
    context: NO_ERROR_TOAST,
  });
  const result = data?.subjectClassSessions;

  const body = () => {
    if (error && !result) return <Callout intent="danger">{errorMessage(error, t('sessions.failed'))}</Callout>;
    if (!result) return <LoadingState label={t('sessions.loading')} />;
    if (result.totalCount === 0)
      return <EmptyState icon="inbox" title={t('sessions.empty')} description={t('sessions.empty-description')} />;
    return (
      <>
        <HTMLTable compact striped className="atrium-class-sessions" aria-busy={fetching}>
          <thead>
            <tr>
              <th>{t('sessions.class')}</th>
              <th>{t('sessions.plan')}</th>
              <th>{t('sessions.session')}</th>
              <th>{t('sessions.date')}</th>
              <th>{t('sessions.attendance')}</th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((s) => (
              <tr key={`${s.groupTrainingPlanId}:${s.num}`}>
                <td>{s.groupName}</td>
                <td>{s.planName}</td>
                <td>{t('sessions.session-of', { num: s.num, total: s.totalNum })}</td>
                <td>
                  {formatDate(s.startedAt, i18n.language)}
                  {s.endedAt === null && ` ${t('sessions.running')}`}
                </td>
                <td>
                  <Tag minimal intent={s.attendance === 'Attend' ? 'success' : 'warning'}>
                    {t(s.attendance === 'Attend' ? 'sessions.attend' : 'sessions.absent')}
                  </Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {result.totalCount > PAGE_SIZES[0] && (
          <Pager
            page={page}
            pageSize={pageSize}
            totalCount={result.totalCount}
            pageSizes={PAGE_SIZES}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        )}
      </>
    );
  };

  return (
    <Card className="atrium-subject-card" role="region" aria-labelledby="atrium-class-sessions-title">
      <SectionTitle id="atrium-class-sessions-title">
        {t('sessions.title')}
        {result && result.totalCount > 0 && ` · ${t('sessions.count', { count: result.totalCount })}`}
      </SectionTitle>
      {body()}
    </Card>
  );
};

/**
 * The card in its own Suspense: its words (group-plan-checks) load on demand, and waiting for them
 * shows a spinner in the card's place rather than replacing the whole subject page.
 */
export const ClassSessionsSection = ({ subjectId }: { subjectId: string }) => (
  <Suspense fallback={<LoadingState />}>
    <ClassSessionsCard subjectId={subjectId} />
  </Suspense>
);
