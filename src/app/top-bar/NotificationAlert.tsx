import { Button, H5, PopoverNext, PopupKind, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export type NotificationAlertProps = {
  unreadUserCount: number;
  unreadSystemCount: number;
};

/**
 * The top bar's notification alert (spec 000 §2): a bell stating the unread counts of user and
 * system messages. The notification centre (issue 4) feeds the counts; until then they are 0.
 */
export const NotificationAlert = ({ unreadUserCount, unreadSystemCount }: NotificationAlertProps) => {
  const { t } = useTranslation('top-bar');
  const total = unreadUserCount + unreadSystemCount;
  return (
    <PopoverNext
      placement="bottom-end"
      popupKind={PopupKind.DIALOG}
      content={
        <div className="atrium-topbar-popover" role="status">
          <H5>{t('notifications.title')}</H5>
          {total === 0 ? (
            <p className="atrium-muted">{t('notifications.no-unread')}</p>
          ) : (
            <ul className="atrium-plain-list">
              <li>{t('notifications.unread-user', { count: unreadUserCount })}</li>
              <li>{t('notifications.unread-system', { count: unreadSystemCount })}</li>
            </ul>
          )}
        </div>
      }
    >
      <Button
        variant="minimal"
        icon="notifications"
        aria-label={
          total === 0
            ? t('notifications.open')
            : `${t('notifications.open')}: ${t('notifications.badge', { count: total })}`
        }
        className="atrium-bell"
      >
        {total > 0 && (
          <Tag round intent="danger" className="atrium-bell-badge">
            {Math.min(total, 99)}
          </Tag>
        )}
      </Button>
    </PopoverNext>
  );
};
