import { Button, PopupKind, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationFieldsFragment } from '../../generated/graphql';
import { DeferredPopover } from '../../shared/ui/DeferredPopover';
import { lazyPart } from '../../shared/ui/lazyPart';

// The panel (its tabs, day groups with luxon, its query) and the notice dialog are fetched when
// first opened, not with the top bar on the console's first load (issue 16 item 4).
const NotificationCentrePanel = lazyPart(
  async () => (await import('../../features/notifications/components/NotificationCentrePanel')).NotificationCentrePanel,
);
const SystemNoticeDialog = lazyPart(
  async () => (await import('../../features/notifications/components/SystemNoticeDialog')).SystemNoticeDialog,
);

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
  // Mounted from the first notice on, so that closing it still animates.
  const [noticeOpened, setNoticeOpened] = useState(false);
  const openNotice = (opened: NotificationFieldsFragment) => {
    setNoticeOpened(true);
    setNotice(opened);
  };
  const total = unreadUserCount + unreadSystemCount;
  return (
    <>
      <DeferredPopover
        placement="bottom-end"
        popupKind={PopupKind.DIALOG}
        isOpen={isOpen}
        onInteraction={setOpen}
        onArm={NotificationCentrePanel.preload}
        content={
          <NotificationCentrePanel
            inCentre={inCentre}
            isAdmin={isAdmin}
            unreadUserCount={unreadUserCount}
            unreadSystemCount={unreadSystemCount}
            onClose={() => setOpen(false)}
            onOpenNotice={openNotice}
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
      </DeferredPopover>
      {noticeOpened && <SystemNoticeDialog notice={notice} onClose={() => setNotice(null)} />}
    </>
  );
};
