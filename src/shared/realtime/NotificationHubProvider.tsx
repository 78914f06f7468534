import { useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SessionContext } from '../auth/SessionContext';
import { tenantStore } from '../auth/tenantStore';
import { NotificationHubContext } from './NotificationHubContext';
import { createNotificationHub, type NotificationHub, type NotificationHubDeps } from './notificationHub';

export const NOTIFICATION_HUB_PATH = '/signalr-hubs/messages';

type NotificationHubProviderProps = {
  children: ReactNode;
  /** For tests. */
  createHub?: (deps: NotificationHubDeps) => NotificationHub;
};

/**
 * One hub per tenant: the connection carries the tenant in its address, so a centre switch
 * closes it and makes a new one. The hub connects only while someone listens to it.
 */
export const NotificationHubProvider = ({
  children,
  createHub = createNotificationHub,
}: NotificationHubProviderProps) => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('NotificationHubProvider must be used inside AuthProvider');
  const tenant = useSyncExternalStore(tenantStore.subscribe, tenantStore.get);
  const [hub, setHub] = useState<NotificationHub | null>(null);

  // Made in an effect, not a memo, so that whatever is made is also disposed (StrictMode runs
  // effects twice in development).
  useEffect(() => {
    if (!tenant) {
      setHub(null);
      return;
    }
    const next = createHub({
      url: `${window.location.origin}${NOTIFICATION_HUB_PATH}`,
      accessToken: session.accessToken,
      tenantId: tenant,
    });
    setHub(next);
    return () => next.dispose();
  }, [session, tenant, createHub]);

  return <NotificationHubContext.Provider value={hub}>{children}</NotificationHubContext.Provider>;
};
