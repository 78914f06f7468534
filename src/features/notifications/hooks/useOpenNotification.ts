import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { MarkNotificationReadDocument, type NotificationFieldsFragment } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { NOTIFICATION_CONTEXT } from './notificationContext';
import type { NotificationView } from './useNotificationView';

type Options = {
  /** A system notice with the System icon: show it in the detail modal (it is read when acknowledged). */
  onNotice: (notification: NotificationFieldsFragment) => void;
};

/**
 * A click on a notification (spec 000 §2): marks it read and opens its target in a new tab, or
 * hands a system notice to the detail modal. The tab is opened first, in the click itself, so
 * the browser counts it as the user's doing and does not block it.
 */
export const useOpenNotification = ({ onNotice }: Options) => {
  const { t } = useTranslation('notifications');
  const toasts = useErrorToasts();
  const [, markRead] = useMutation(MarkNotificationReadDocument);

  const markAsRead = useCallback(
    (notification: Pick<NotificationFieldsFragment, 'id' | 'isRead'>) => {
      // A failure is toasted by the console's error handling like any other.
      if (!notification.isRead) void markRead({ id: notification.id }, NOTIFICATION_CONTEXT);
    },
    [markRead],
  );

  const open = useCallback(
    (notification: NotificationFieldsFragment, view: NotificationView) => {
      const { target } = view;
      if (target.kind === 'notice') {
        onNotice(notification);
        return;
      }
      if (target.kind === 'tab' && window.open(target.url, '_blank') === null) {
        toasts.showWarning(t('open.popup-blocked'));
      }
      markAsRead(notification);
    },
    [markAsRead, onNotice, t, toasts],
  );

  return { open, markAsRead };
};
