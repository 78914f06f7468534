import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationFieldsFragment } from '../../../generated/graphql';
import { notificationDetail } from '../notificationDetail';
import { kindTitleCatalogue, recogniseKind, type UserNotificationKind } from '../notificationKind';
import { targetOf, type NotificationTarget } from '../notificationTarget';
import { htmlToText } from '../safeHtml';

export type NotificationView = {
  kind: UserNotificationKind | null;
  target: NotificationTarget;
  /** The title as one line of text (a system notice's HTML title is read as text in lists). */
  title: string;
  detail: string;
};

/** What the lists show of a notification, and where a click on it leads. */
export const useNotificationView = () => {
  const { t, i18n } = useTranslation('notifications');
  // Both languages' titles, whatever the console speaks (spec 000 §2).
  const catalogue = useMemo(() => kindTitleCatalogue(i18n), [i18n]);
  return useCallback(
    (notification: NotificationFieldsFragment): NotificationView => {
      const system = notification.type === 'System';
      const kind = system ? null : recogniseKind(notification.title, catalogue);
      return {
        kind,
        target: targetOf(notification, kind),
        title: system ? htmlToText(notification.title) : notification.title,
        detail: notificationDetail(notification, kind, t),
      };
    },
    [catalogue, t],
  );
};
