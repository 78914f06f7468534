import { createContext, useContext } from 'react';
import type { NotificationHub } from './notificationHub';

/** The hub of the current tenant; null without a tenant (or outside NotificationHubProvider). */
export const NotificationHubContext = createContext<NotificationHub | null>(null);

export const useNotificationHub = (): NotificationHub | null => useContext(NotificationHubContext);
