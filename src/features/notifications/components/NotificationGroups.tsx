import { Button, Icon, Tooltip } from '@blueprintjs/core';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import type { NotificationFieldsFragment } from '../../../generated/graphql';
import { formatNotificationTime, groupByDay } from '../groupByDay';
import type { NotificationView } from '../hooks/useNotificationView';
import { NotificationAvatar } from './NotificationAvatar';

type NotificationGroupsProps = {
  notifications: readonly NotificationFieldsFragment[];
  view: (notification: NotificationFieldsFragment) => NotificationView;
  onOpen: (notification: NotificationFieldsFragment, view: NotificationView) => void;
  onMarkRead: (notification: NotificationFieldsFragment) => void;
  /** For tests; the clock by default. */
  now?: DateTime;
};

/** The panel's list (spec 000 §2): today, yesterday, two days ago and earlier. */
export const NotificationGroups = ({ notifications, view, onOpen, onMarkRead, now }: NotificationGroupsProps) => {
  const { t } = useTranslation('notifications');
  const clock = now ?? DateTime.now();
  return (
    <div className="atrium-notice-groups">
      {groupByDay(notifications, clock).map(({ group, items }) => (
        <section key={group} aria-label={t(`group.${group}`)}>
          <h6 className="atrium-notice-group">{t(`group.${group}`)}</h6>
          <ul className="atrium-notice-list">
            {items.map((notification) => {
              const shown = view(notification);
              return (
                <li key={notification.id} className={`atrium-notice-item${notification.isRead ? '' : ' is-unread'}`}>
                  <button type="button" className="atrium-notice-open" onClick={() => onOpen(notification, shown)}>
                    <NotificationAvatar notification={notification} />
                    <span className="atrium-notice-text">
                      <span className="atrium-notice-title">{shown.title}</span>
                      {shown.detail && <span className="atrium-notice-detail">{shown.detail}</span>}
                    </span>
                    <time className="atrium-notice-time" dateTime={notification.creationTime}>
                      {formatNotificationTime(notification.creationTime, group, clock.zone)}
                    </time>
                  </button>
                  {notification.isRead ? (
                    <Icon icon="tick" className="atrium-notice-read" title={t('panel.read')} />
                  ) : (
                    <Tooltip content={t('panel.mark-read')} placement="left">
                      <Button
                        icon="tick"
                        variant="minimal"
                        size="small"
                        aria-label={`${t('panel.mark-read')}: ${shown.title}`}
                        onClick={() => onMarkRead(notification)}
                      />
                    </Tooltip>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
};
