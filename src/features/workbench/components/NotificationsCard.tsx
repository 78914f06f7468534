import { Button, Callout, Card, Classes, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import type { WorkbenchNotificationsQuery } from '../../../generated/graphql';
import { formatRecentTime } from '../../../shared/i18n/formatDate';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { plainText } from './plainText';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { EmptyState } from '../../../shared/ui/EmptyState';

type NotificationsCardProps = {
  data: WorkbenchNotificationsQuery | undefined;
  error: CombinedError | undefined;
  onViewAll: () => void;
};

/** The newest unread notifications and the unread counts, user and system. */
export const NotificationsCard = ({ data, error, onViewAll }: NotificationsCardProps) => {
  const { t } = useTranslation('workbench');
  const counts = data?.notificationUnreadCount;
  const total = counts ? counts.unreadUserCount + counts.unreadSystemCount : 0;
  return (
    <Card className="atrium-card" aria-labelledby="workbench-notifications-title">
      <div className="atrium-card-header">
        <SectionTitle id="workbench-notifications-title">{t('notifications.title')}</SectionTitle>
        <Button variant="minimal" endIcon="arrow-right" text={t('notifications.view-all')} onClick={onViewAll} />
      </div>
      {!data ? (
        error ? (
          <Callout intent="danger" title={t('notifications.error-title')}>
            {errorMessage(error, t('common:error.network'))}
          </Callout>
        ) : null
      ) : (
        <>
          <div className="atrium-stat">
            <span className="atrium-workbench-stat-value" data-testid="unread-count">
              {total}
            </span>
            <span className="atrium-stat-label">
              {t('notifications.count-label', {
                user: counts?.unreadUserCount ?? 0,
                system: counts?.unreadSystemCount ?? 0,
              })}
            </span>
          </div>
          {data.notifications.items.length === 0 ? (
            <EmptyState icon="notifications" title={t('notifications.empty-title')} />
          ) : (
            <ul className="atrium-workbench-list" aria-labelledby="workbench-notifications-title">
              {data.notifications.items.map((item) => (
                <li key={item.id}>
                  <Tag minimal intent={item.type === 'System' ? 'warning' : 'primary'}>
                    {t(item.type === 'System' ? 'notifications.system' : 'notifications.user')}
                  </Tag>
                  <span className="atrium-workbench-list-title">
                    {plainText(item.title)}
                    {item.extraProperties.subjectName?.length ? (
                      <span className={Classes.TEXT_MUTED}>
                        {t('notifications.about', { names: item.extraProperties.subjectName.join(', ') })}
                      </span>
                    ) : null}
                  </span>
                  <span className={Classes.TEXT_MUTED}>{formatRecentTime(item.creationTime)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
};
