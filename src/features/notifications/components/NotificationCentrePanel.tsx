import { Button, Callout, H5, SegmentedControl, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import {
  NotificationListDocument,
  type NotificationFieldsFragment,
  type NotificationType,
} from '../../../generated/graphql';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { BACKGROUND_REFETCH, QUIET_NOTIFICATION_CONTEXT } from '../hooks/notificationContext';
import { useNotificationView } from '../hooks/useNotificationView';
import { useOpenNotification } from '../hooks/useOpenNotification';
import { MESSAGE_CENTRE_PATH, SYSTEM_NOTICE_PATH } from '../paths';
import { NotificationGroups } from './NotificationGroups';
import '../notifications.css';
import { EmptyState } from '../../../shared/ui/EmptyState';

/** How many notifications the panel lists; the message centre has them all. */
export const PANEL_SIZE = 30;

type Filter = 'unread' | 'all';

export type NotificationCentrePanelProps = {
  /** False in management mode or before a centre is chosen: notifications belong to a centre. */
  inCentre: boolean;
  /** The role named admin may publish system notices (from management mode). */
  isAdmin: boolean;
  unreadUserCount: number;
  unreadSystemCount: number;
  /** Closes the popover the panel lives in. */
  onClose: () => void;
  /** A system notice to show in the detail modal (which outlives the panel). */
  onOpenNotice: (notice: NotificationFieldsFragment) => void;
};

/** The notification centre (spec 000 §2) that opens from the top bar's bell. */
export const NotificationCentrePanel = (props: NotificationCentrePanelProps) => {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const go = (path: string) => {
    props.onClose();
    void navigate(path);
  };
  return (
    <div className="atrium-notice-panel" role="region" aria-label={t('panel.title')}>
      <H5>{t('panel.title')}</H5>
      {props.inCentre ? <CentreNotifications {...props} /> : <p className="atrium-muted">{t('panel.no-centre')}</p>}
      <div className="atrium-notice-footer">
        {props.inCentre && (
          <Button
            variant="minimal"
            endIcon="arrow-right"
            text={t('panel.view-all')}
            onClick={() => go(MESSAGE_CENTRE_PATH)}
          />
        )}
        {props.isAdmin && !props.inCentre && (
          <Button
            variant="minimal"
            icon="annotation"
            text={t('panel.publish')}
            onClick={() => go(SYSTEM_NOTICE_PATH)}
          />
        )}
      </div>
    </div>
  );
};

const CentreNotifications = ({
  unreadUserCount,
  unreadSystemCount,
  onClose,
  onOpenNotice,
}: NotificationCentrePanelProps) => {
  const { t } = useTranslation('notifications');
  const [type, setType] = useState<NotificationType>('User');
  const [filter, setFilter] = useState<Filter>('unread');
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: NotificationListDocument,
    variables: { skipCount: 0, maxResultCount: PANEL_SIZE, type, isRead: filter === 'unread' ? false : null },
    context: QUIET_NOTIFICATION_CONTEXT,
    requestPolicy: 'cache-and-network',
  });
  // The counts follow the hub's pushes: when they move, the open list follows them.
  const seen = useRef({ unreadUserCount, unreadSystemCount });
  useEffect(() => {
    const last = seen.current;
    if (last.unreadUserCount === unreadUserCount && last.unreadSystemCount === unreadSystemCount) return;
    seen.current = { unreadUserCount, unreadSystemCount };
    reexecute(BACKGROUND_REFETCH);
  }, [unreadUserCount, unreadSystemCount, reexecute]);

  const view = useNotificationView();
  const { open, markAsRead } = useOpenNotification({
    onNotice: (notice) => {
      onClose();
      onOpenNotice(notice);
    },
  });
  const items = data?.notifications.items;

  const tabTitle = (label: string, count: number) => (
    <>
      {label}
      {count > 0 && (
        <Tag
          round
          minimal
          intent="danger"
          className="atrium-notice-count"
          aria-label={t('panel.unread-count', { count })}
        >
          {Math.min(count, 99)}
        </Tag>
      )}
    </>
  );

  return (
    <>
      <Tabs
        id="atrium-notification-types"
        selectedTabId={type}
        onChange={(next) => setType(next as NotificationType)}
        aria-label={t('panel.tabs')}
      >
        <Tab id="User" title={tabTitle(t('panel.user'), unreadUserCount)} />
        <Tab id="System" title={tabTitle(t('panel.system'), unreadSystemCount)} />
      </Tabs>
      <SegmentedControl
        className="atrium-notice-filter"
        size="small"
        aria-label={t('panel.filter')}
        value={filter}
        onValueChange={(next) => setFilter(next as Filter)}
        options={[
          { value: 'unread', label: t('panel.unread') },
          { value: 'all', label: t('panel.all') },
        ]}
      />
      <div className="atrium-notice-scroll" aria-busy={fetching}>
        {error && !items ? (
          <Callout intent="danger" compact>
            {errorMessage(error, t('panel.load-failed'))}
          </Callout>
        ) : !items ? (
          <Spinner size={24} className="atrium-notice-spinner" />
        ) : items.length === 0 ? (
          <EmptyState
            icon="notifications"
            title={filter === 'unread' ? t('panel.empty-unread') : t('panel.empty-all')}
            className="atrium-notice-empty"
          />
        ) : (
          <NotificationGroups
            notifications={items}
            view={view}
            onOpen={(notification, shown) => {
              if (shown.target.kind !== 'notice') onClose();
              open(notification, shown);
            }}
            onMarkRead={markAsRead}
          />
        )}
      </div>
    </>
  );
};
