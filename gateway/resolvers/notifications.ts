import type { GatewayContext } from '../context';
import type { Notification, NotificationUnreadCount, Resolvers, SystemNoticePublished } from '../generated/resolvers';
import { rest } from './errors';

// The message endpoints of spec 000 §7 ("Messages"), for the caller in the current centre.
const MESSAGE = '/api/business/message';

export const notificationResolvers: Resolvers<GatewayContext> = {
  Query: {
    notificationUnreadCount: (_parent, _args, { rest: client, caller }) =>
      rest(() => client.call<NotificationUnreadCount>({ method: 'GET', path: `${MESSAGE}/unreadCount`, caller })),
    notifications: (_parent, { skipCount, maxResultCount, isRead, type }, { rest: client, caller }) =>
      rest(() =>
        client.call<{ items: Notification[]; totalCount: number }>({
          method: 'GET',
          path: MESSAGE,
          // null and undefined both mean "not narrowed"; the query string leaves them out.
          query: { skipCount, maxResultCount, isRead: isRead ?? undefined, type: type ?? undefined },
          caller,
        }),
      ),
  },
  Mutation: {
    markNotificationRead: async (_parent, { id }, { rest: client, caller }) => {
      await rest(() => client.call({ method: 'POST', path: `${MESSAGE}/read`, body: { id }, caller }));
      return true;
    },
    markAllNotificationsRead: async (_parent, { type }, { rest: client, caller }) => {
      const { count } = await rest(() =>
        client.call<{ count: number }>({
          method: 'POST',
          path: `${MESSAGE}/readAll`,
          body: type ? { type } : {},
          caller,
        }),
      );
      return count;
    },
    publishSystemNotice: (_parent, { title, summary, icon, tenantIds }, { rest: client, caller }) =>
      rest(() =>
        client.call<SystemNoticePublished>({
          method: 'POST',
          path: `${MESSAGE}/systemNotice`,
          body: { title, summary, icon, ...(tenantIds ? { tenantIds } : {}) },
          caller,
        }),
      ),
  },
};
