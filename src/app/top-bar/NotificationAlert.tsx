import { Button, PopoverNext, PopupKind, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationCentrePanel } from '../../features/notifications/components/NotificationCentrePanel';
import { SystemNoticeDialog } from '../../features/notifications/components/SystemNoticeDialog';
import type { NotificationFieldsFragment } from '../../generated/graphql';

export type NotificationAlertProps = {
  unreadUserCount: number;
  unreadSystemCount: number;
  /** Notifications belong to a centre: without one the panel says so. */
  inCentre: boolean;
  isAdmin: boolean;
};

/**
 * The top bar's notification alert (spec 000 §2): a bell with the unread count of user and
 * system messages, opening the notification centre. A system notice opened from the panel is
 * shown in a modal that stays when the panel closes.
 */
export const NotificationAlert = ({
  unreadUserCount,
  unreadSystemCount,
  inCentre,
  isAdmin,
}: NotificationAlertProps) => {
  const { t } = useTranslation('top-bar');
  const [isOpen, setOpen] = useState(false);
  const [notice, setNotice] = useState<NotificationFieldsFragment | null>(null);
  const total = unreadUserCount + unreadSystemCount;
  return (
    <>
      <PopoverNext
        placement="bottom-end"
        popupKind={PopupKind.DIALOG}
        isOpen={isOpen}
        onInteraction={setOpen}
        content={
          <NotificationCentrePanel
            inCentre={inCentre}
            isAdmin={isAdmin}
            unreadUserCount={unreadUserCount}
            unreadSystemCount={unreadSystemCount}
            onClose={() => setOpen(false)}
            onOpenNotice={setNotice}
          />
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
          title={
            total === 0
              ? undefined
              : `${t('notifications.unread-user', { count: unreadUserCount })} · ${t('notifications.unread-system', { count: unreadSystemCount })}`
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
      <SystemNoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </>
  );
};
