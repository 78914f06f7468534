import { Button, Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { GroupPlanSessionsDocument, type GroupCourseStatus } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { useReloadOnVersion } from '../hooks';
import { AttendanceList } from './AttendanceList';

const STATUS_KEY: Record<GroupCourseStatus, string> = {
  NotStarted: 'session.not-started',
  ClassStarted: 'session.class-started',
  ClassEnded: 'session.class-ended',
};

/** Every session of the plan (groupCourseList) with its attendance counts; a session opens to its children's marks. */
export const SessionList = ({ planId, version }: { planId: string; version: number }) => {
  const { t } = useTranslation('group-plans');
  const [{ data, error }, reexecute] = useQuery({
    query: GroupPlanSessionsDocument,
    variables: { planId },
    context: NO_ERROR_TOAST,
  });
  useReloadOnVersion(version, reexecute);
  const [open, setOpen] = useState<number | null>(null);

  if (error && !data)
    return (
      <Callout intent="danger" title={t('session.load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  if (!data) return <LoadingState />;
  return (
    <HTMLTable compact striped className="group-plans-sessions" aria-label={t('session.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('session.num')}</th>
          <th scope="col">{t('session.status')}</th>
          <th scope="col">{t('session.attended')}</th>
          <th scope="col">{t('session.absent')}</th>
          <th scope="col">{t('session.attendance')}</th>
        </tr>
      </thead>
      <tbody>
        {data.groupCourses.items.map((s) => (
          <Fragment key={s.num}>
            <tr>
              <th scope="row">
                {t('session.name', { num: s.num })}
                {s.isCurrent && (
                  <Tag minimal intent="primary" className="group-plans-current">
                    {t('session.current')}
                  </Tag>
                )}
              </th>
              <td>{t(STATUS_KEY[s.status])}</td>
              <td>{s.attended}</td>
              <td>{s.absent}</td>
              <td>
                <Button
                  size="small"
                  variant="minimal"
                  icon={open === s.num ? 'chevron-up' : 'chevron-down'}
                  text={open === s.num ? t('session.hide') : t('session.show')}
                  aria-expanded={open === s.num}
                  aria-label={t('session.show-named', { num: s.num })}
                  onClick={() => setOpen(open === s.num ? null : s.num)}
                />
              </td>
            </tr>
            {open === s.num && (
              <tr>
                <td colSpan={5}>
                  <AttendanceList planId={planId} num={s.num} editable={false} version={version} />
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </HTMLTable>
  );
};
