import { Button, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { NotificationFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { ListTable, NO_WRAP, TimeRowHeader } from '../../../shared/ui/ListTable';
import type { NotificationView } from '../hooks/useNotificationView';
import { NotificationAvatar } from './NotificationAvatar';

type NotificationTableProps = {
  notifications: readonly NotificationFieldsFragment[];
  view: (notification: NotificationFieldsFragment) => NotificationView;
  onOpen: (notification: NotificationFieldsFragment, view: NotificationView) => void;
  onMarkRead: (notification: NotificationFieldsFragment) => void;
};

/** The message centre's table: every notification, newest first, with the same click targets as the panel. */
export const NotificationTable = ({ notifications, view, onOpen, onMarkRead }: NotificationTableProps) => {
  const { t } = useTranslation('notifications');
  const columns = [
    { title: t('page.column-time'), noWrap: true },
    t('page.column-message'),
    { title: t('page.column-type'), noWrap: true },
    { title: t('page.column-status'), noWrap: true },
    { title: t('page.column-actions'), noWrap: true },
  ];
  return (
    <ListTable columns={columns} caption={t('page.caption')} className="atrium-table atrium-notification-table">
      {notifications.map((notification) => {
        const shown = view(notification);
        return (
          <tr key={notification.id} className={notification.isRead ? undefined : 'is-unread'}>
            <TimeRowHeader>{formatDateTime(notification.creationTime)}</TimeRowHeader>
            <td>
              <button
                type="button"
                className="atrium-notice-open atrium-notification-message"
                onClick={() => onOpen(notification, shown)}
              >
                <NotificationAvatar notification={notification} />
                <span className="atrium-notice-text">
                  <span className="atrium-notice-title">{shown.title}</span>
                  {shown.detail && <span className="atrium-notice-detail">{shown.detail}</span>}
                </span>
              </button>
            </td>
            <td style={NO_WRAP}>
              <Tag minimal intent={notification.type === 'System' ? 'primary' : 'none'}>
                {notification.type === 'System' ? t('panel.system') : t('panel.user')}
              </Tag>
            </td>
            <td style={NO_WRAP}>
              <Tag minimal intent={notification.isRead ? 'none' : 'danger'}>
                {notification.isRead ? t('page.status-read') : t('page.status-unread')}
              </Tag>
            </td>
            <td style={NO_WRAP}>
              {!notification.isRead && (
                <Button
                  icon="tick"
                  variant="minimal"
                  size="small"
                  text={t('panel.mark-read')}
                  aria-label={`${t('panel.mark-read')}: ${shown.title}`}
                  onClick={() => onMarkRead(notification)}
                />
              )}
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
};
