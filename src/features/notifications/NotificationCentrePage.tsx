import { Alert, Button, Classes, HTMLSelect, Label } from '@blueprintjs/core';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import {
  MarkAllNotificationsReadDocument,
  NotificationListDocument,
  type NotificationFieldsFragment,
  type NotificationType,
} from '../../generated/graphql';
import { useErrorToasts } from '../../shared/errors/useErrorToasts';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../shared/ui/PagedList';
import { RefreshButton } from '../../shared/ui/RefreshButton';
import { parsePagedListParams, writePagedListParams, type PagedListParams } from '../../shared/ui/usePagedListParams';
import { NotificationTable } from './components/NotificationTable';
import { SystemNoticeDialog } from './components/SystemNoticeDialog';
import { BACKGROUND_REFETCH, NOTIFICATION_CONTEXT, QUIET_NOTIFICATION_CONTEXT } from './hooks/notificationContext';
import { useNotificationPushes } from './hooks/useNotificationPushes';
import { useNotificationView } from './hooks/useNotificationView';
import { useOpenNotification } from './hooks/useOpenNotification';
import './notifications.css';

type Status = 'unread' | 'read';
type Filters = { type: NotificationType | null; status: Status | null };

const parseFilters = (params: URLSearchParams): Filters => {
  const type = params.get('type');
  const status = params.get('status');
  return {
    type: type === 'User' || type === 'System' ? type : null,
    status: status === 'unread' || status === 'read' ? status : null,
  };
};

/** Page, size and filters in the address, so a link or a reload reopens the same view. */
const useMessageCentreParams = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const paging = parsePagedListParams(searchParams);
  const filters = parseFilters(searchParams);
  const update = (next: Partial<PagedListParams & Filters>) => {
    const merged = { ...paging, ...filters, ...next };
    const search = writePagedListParams(new URLSearchParams(), merged);
    if (merged.type) search.set('type', merged.type);
    if (merged.status) search.set('status', merged.status);
    setSearchParams(search);
  };
  return { ...paging, ...filters, update };
};

/** The message centre (spec 000 §2, /system/center/menu/notification): every notification, paged. */
export const NotificationCentrePage = () => {
  const { t } = useTranslation('notifications');
  const toasts = useErrorToasts();
  const typeId = useId();
  const statusId = useId();
  const { page, pageSize, type, status, update } = useMessageCentreParams();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: NotificationListDocument,
    variables: {
      skipCount: (page - 1) * pageSize,
      maxResultCount: pageSize,
      type,
      isRead: status === null ? null : status === 'read',
    },
    context: QUIET_NOTIFICATION_CONTEXT,
    requestPolicy: 'cache-and-network',
  });
  const list = data?.notifications;
  useNotificationPushes(useCallback(() => reexecute(BACKGROUND_REFETCH), [reexecute]));

  const [notice, setNotice] = useState<NotificationFieldsFragment | null>(null);
  const view = useNotificationView();
  const { open, markAsRead } = useOpenNotification({ onNotice: setNotice });

  const [confirmingReadAll, setConfirmingReadAll] = useState(false);
  const [readingAll, markAllRead] = useMutation(MarkAllNotificationsReadDocument);
  const handleReadAll = async () => {
    setConfirmingReadAll(false);
    const result = await markAllRead({ type }, NOTIFICATION_CONTEXT);
    // A failure is toasted by the console's error handling.
    if (result.data) {
      const count = result.data.markAllNotificationsRead;
      toasts.showSuccess(count > 0 ? t('page.read-all-done', { count }) : t('page.read-all-none'));
    }
  };
  const readAllQuestion =
    type === 'System'
      ? t('page.read-all-confirm-system')
      : type === 'User'
        ? t('page.read-all-confirm-user')
        : t('page.read-all-confirm-any');

  return (
    <Page
      title={t('page.title')}
      subtitle={list ? t('page.total', { total: list.totalCount }) : undefined}
      actions={
        <>
          <RefreshButton text={t('page.refresh')} refreshing={fetching && list !== undefined} reexecute={reexecute} />
          <Button
            icon="tick-circle"
            text={t('page.read-all')}
            loading={readingAll.fetching}
            onClick={() => setConfirmingReadAll(true)}
          />
        </>
      }
    >
      <div className="atrium-toolbar">
        <Label className={Classes.INLINE} htmlFor={typeId}>
          {t('page.type')}
        </Label>
        <HTMLSelect
          id={typeId}
          value={type ?? ''}
          onChange={(event) =>
            update({ type: (event.currentTarget.value || null) as NotificationType | null, page: 1 })
          }
          options={[
            { value: '', label: t('page.type-all') },
            { value: 'User', label: t('panel.user') },
            { value: 'System', label: t('panel.system') },
          ]}
        />
        <Label className={Classes.INLINE} htmlFor={statusId}>
          {t('page.status')}
        </Label>
        <HTMLSelect
          id={statusId}
          value={status ?? ''}
          onChange={(event) => update({ status: (event.currentTarget.value || null) as Status | null, page: 1 })}
          options={[
            { value: '', label: t('page.status-all') },
            { value: 'unread', label: t('page.status-unread') },
            { value: 'read', label: t('page.status-read') },
          ]}
        />
      </div>
      <PagedList
        query={{ list, fetching, error }}
        paging={{ page, pageSize, update }}
        loadFailedTitle={t('page.load-failed')}
        empty={{
          icon: 'notifications',
          title: status === 'unread' ? t('page.empty-unread-title') : t('page.empty-title'),
          description: t('page.empty-description'),
        }}
        renderTable={(items) => (
          <NotificationTable notifications={items} view={view} onOpen={open} onMarkRead={markAsRead} />
        )}
      />
      <Alert
        isOpen={confirmingReadAll}
        icon="tick-circle"
        intent="primary"
        confirmButtonText={t('page.confirm')}
        cancelButtonText={t('page.cancel')}
        onConfirm={() => void handleReadAll()}
        onCancel={() => setConfirmingReadAll(false)}
      >
        <p>{readAllQuestion}</p>
      </Alert>
      <SystemNoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </Page>
  );
};
