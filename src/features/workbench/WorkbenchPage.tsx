import { Callout } from '@blueprintjs/core';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import {
  WorkbenchCheckInsDocument,
  WorkbenchLiveDocument,
  WorkbenchNotificationsDocument,
  WorkbenchOverviewDocument,
} from '../../generated/graphql';
import { usePermissions } from '../../shared/auth/usePermissions';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../shared/graphql/errorMessage';
import type { CentreEvent } from '../../shared/realtime/centreEvents';
import { LIVE_REFETCH, useCentreEvents } from '../../shared/realtime/useCentreEvents';
import { lazyPart } from '../../shared/ui/lazyPart';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { CheckInsCard } from './components/CheckInsCard';
import { ChildrenCard } from './components/ChildrenCard';
import { CoursesCard } from './components/CoursesCard';
import { InCentreCard } from './components/InCentreCard';
import { ListeningNowCard } from './components/ListeningNowCard';
import { LiveIndicator } from './components/LiveIndicator';
import { NotificationsCard } from './components/NotificationsCard';
import { useCheckOut } from './hooks/useCheckOut';
import { listeningReadBy } from './hooks/useListeningNow';
import { useNewest } from './hooks/useNewest';
import { coursesReadBy } from './hooks/useTodayCourses';
import { centreWallClock } from '../../shared/time/centreZone';
import './workbench.css';
import { PATHS } from '../../shared/routes/paths';

const SUBJECT_LIST_ROUTE = PATHS.subjectList;
// Spec 000 §2: the message centre.
const MESSAGE_CENTRE_ROUTE = PATHS.messageCentre;
const CHECK_IN_EVENTS = new Set<CentreEvent['type']>(['CheckedIn', 'CheckedOut']);
const isCheckInEvent = (event: CentreEvent) => CHECK_IN_EVENTS.has(event.type);
// Sent to its recipients only (server/modules/notifications); marking read refreshes the card
// through urql's document cache (the notification mutations name the notification types).
const isNotificationEvent = (event: CentreEvent) => event.type === 'NotificationCreated';

// The check-out confirmation's Alert (Blueprint's overlay) is fetched when first asked for.
const Alert = lazyPart(async () => (await import('../../shared/ui/alertPart')).Alert, { fallback: null });

/**
 * The supervisor board's parts on the workbench (issue 19 items 7 and 8): its link and the card of
 * the sessions running now, each drawn only for those who may read the board. They belong to the
 * supervisor-board feature; a feature does not import another, so the app hands them in.
 */
export type WorkbenchSupervisorParts = { BoardLink: ComponentType; SessionsNowCard: ComponentType };

// /system/center/dataPanel/workTable: the centre's live workbench (issue 4, item 7).
export const WorkbenchPage = ({ supervisor }: { supervisor?: WorkbenchSupervisorParts } = {}) => {
  const { t } = useTranslation('workbench');
  const navigate = useNavigate();
  // Failures are shown in place below, so no automatic toast as well.
  const [{ data, fetching, error }] = useQuery({ query: WorkbenchOverviewDocument, context: NO_ERROR_TOAST });
  // The live cards read once the centre's stream is live (deferRead), all in one request
  // (WorkbenchLive) once the permissions say which cards read at all; after that each card reads
  // its own query when its events say so (issue 16 item 4: one query per screen).
  const live = useCentreEvents({
    refetch: () => reexecuteCheckIns(LIVE_REFETCH),
    refetchOn: isCheckInEvent,
    deferRead: true,
  });
  const notificationEvents = useCentreEvents({
    refetch: () => reexecuteNotifications(LIVE_REFETCH),
    refetchOn: isNotificationEvent,
    deferRead: true,
  });
  const permissions = usePermissions();
  const [first] = useQuery({
    query: WorkbenchLiveDocument,
    variables: {
      day: centreWallClock().slice(0, 10),
      courses: coursesReadBy(permissions).reads,
      listening: listeningReadBy(permissions),
    },
    context: NO_ERROR_TOAST,
    pause: !live.ready || !notificationEvents.ready || !permissions.ready,
  });
  // The first read's fields are non-null: one that fails fails them all. Then each card reads its
  // own query, so one card's failure does not blank the others.
  const firstFailed = first.error !== undefined && !first.data;
  const [ownCheckIns, reexecuteCheckIns] = useQuery({
    query: WorkbenchCheckInsDocument,
    context: NO_ERROR_TOAST,
    pause: !firstFailed,
  });
  const reloadCheckIns = () => reexecuteCheckIns({ requestPolicy: 'network-only' });
  const [ownNotifications, reexecuteNotifications] = useQuery({
    query: WorkbenchNotificationsDocument,
    context: NO_ERROR_TOAST,
    pause: !firstFailed,
  });
  const firstData = first.data;
  const checkIns = {
    data: useNewest(ownCheckIns.data, firstData),
    error: ownCheckIns.error,
  };
  const notifications = {
    data: useNewest(ownNotifications.data, firstData),
    error: ownNotifications.error,
  };
  const courses = useMemo(
    () => ({ data: firstData && { userCalendar: firstData.userCalendar ?? [] }, error: first.error }),
    [firstData, first.error],
  );
  const listening = useMemo(
    () => ({ data: firstData && { listeningNow: firstData.listeningNow ?? [] }, error: first.error }),
    [firstData, first.error],
  );
  const checkOut = useCheckOut({ onDone: reloadCheckIns });
  // Mounted from the first check-out on, so that closing still animates.
  const [confirming, setConfirming] = useState(false);
  if (checkOut.open && !confirming) setConfirming(true);

  const day = checkIns.data?.checkIns;
  const inCentre = day?.items.filter((item) => !item.checkOutTime) ?? [];

  return (
    <Page
      title={t('page.title')}
      subtitle={data?.me.currentTenant?.displayName}
      actions={
        <>
          {supervisor && <supervisor.BoardLink />}
          <LiveIndicator status={live.status} lastEventAt={live.lastEventAt} />
        </>
      }
    >
      {fetching && !data ? (
        <LoadingState />
      ) : error && !data ? (
        <Callout intent="danger" title={t('children.error-title')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      ) : data ? (
        <div className="atrium-workbench-grid">
          {day ? (
            <>
              <CheckInsCard checkIns={day} />
              <InCentreCard items={inCentre} onCheckOut={checkOut.request} />
            </>
          ) : checkIns.error ? (
            <Callout intent="danger" title={t('check-ins.error-title')} className="atrium-workbench-wide">
              {errorMessage(checkIns.error, t('common:error.network'))}
            </Callout>
          ) : (
            <LoadingState />
          )}
          {supervisor && <supervisor.SessionsNowCard />}
          <CoursesCard {...(firstFailed ? {} : { first: courses })} />
          <NotificationsCard
            data={notifications.data}
            error={notifications.error}
            onViewAll={() => void navigate(MESSAGE_CENTRE_ROUTE)}
          />
          {/* A row of its own: between two half-width cards it would leave the next row half empty. */}
          <ListeningNowCard {...(firstFailed ? {} : { first: listening })} />
          <ChildrenCard subjects={data.subjects} onViewAll={() => void navigate(SUBJECT_LIST_ROUTE)} />
        </div>
      ) : null}
      {confirming && (
        <Alert
          isOpen={checkOut.open && checkOut.child !== null}
          icon="log-out"
          intent="primary"
          confirmButtonText={t('in-centre.check-out')}
          cancelButtonText={t('in-centre.cancel')}
          loading={checkOut.busy}
          canEscapeKeyCancel={!checkOut.busy}
          onConfirm={() => void checkOut.confirm()}
          onCancel={checkOut.cancel}
        >
          <p>{checkOut.child ? t('in-centre.confirm', { name: checkOut.child.subjectName }) : null}</p>
        </Alert>
      )}
    </Page>
  );
};
