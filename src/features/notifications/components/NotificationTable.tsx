import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { NotificationFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import type { NotificationView } from '../hooks/useNotificationView';
import { NotificationAvatar } from './NotificationAvatar';

type NotificationTableProps = {
  notifications: readonly NotificationFieldsFragment[];
  view: (notification: NotificationFieldsFragment) => NotificationView;
  onOpen: (notification: NotificationFieldsFragment, view: NotificationView) => void;
  onMarkRead: (notification: NotificationFieldsFragment) => void;
};

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const ROW_HEADER = { ...NO_WRAP, fontWeight: 'normal' } as const;

/** The message centre's table: every notification, newest first, with the same click targets as the panel. */
export const NotificationTable = ({ notifications, view, onOpen, onMarkRead }: NotificationTableProps) => {
  const { t } = useTranslation('notifications');
  return (
    <HTMLTable striped compact className="atrium-table atrium-notification-table">
      <caption className="atrium-visually-hidden">{t('page.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" style={NO_WRAP}>
            {t('page.column-time')}
          </th>
          <th scope="col">{t('page.column-message')}</th>
          <th scope="col" style={NO_WRAP}>
            {t('page.column-type')}
          </th>
          <th scope="col" style={NO_WRAP}>
            {t('page.column-status')}
          </th>
          <th scope="col" style={NO_WRAP}>
            {t('page.column-actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {notifications.map((notification) => {
          const shown = view(notification);
          return (
            <tr key={notification.id} className={notification.isRead ? undefined : 'is-unread'}>
              <th scope="row" style={ROW_HEADER}>
                {formatDateTime(notification.creationTime)}
              </th>
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
      </tbody>
    </HTMLTable>
  );
};
