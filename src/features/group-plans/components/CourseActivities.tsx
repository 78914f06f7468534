import { Callout, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { GroupCourseActivitiesDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { useReloadOnVersion } from '../hooks';

/** The current session's training activities at the group's levels (groupTrainingPlanCourseDetail). */
export const CourseActivities = ({ planId, version }: { planId: string; version: number }) => {
  const { t } = useTranslation('group-plans');
  const [{ data, error }, reexecute] = useQuery({
    query: GroupCourseActivitiesDocument,
    variables: { planId },
    context: NO_ERROR_TOAST,
  });
  useReloadOnVersion(version, reexecute);
  if (error && !data)
    return (
      <Callout intent="danger" title={t('activities.load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  if (!data) return <LoadingState />;
  const detail = data.groupCourseDetail;
  if (detail.items.length === 0) return <p className="bp6-text-muted">{t('activities.empty')}</p>;
  return (
    <HTMLTable compact striped aria-label={t('activities.caption', { num: detail.num })}>
      <thead>
        <tr>
          <th scope="col">{t('activities.code')}</th>
          <th scope="col">{t('activities.title')}</th>
          <th scope="col">{t('activities.level')}</th>
        </tr>
      </thead>
      <tbody>
        {detail.items.map((item) => (
          <tr key={item.id}>
            <td>{item.trainingProgram.code}</td>
            <th scope="row">{item.trainingProgram.title}</th>
            <td>{t('level', { level: item.difficulty })}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
