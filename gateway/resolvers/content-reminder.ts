import type { GatewayContext } from '../context';
import type { ContentReminderTemplate, ContentReminderTemplatePage, Resolvers } from '../generated/resolvers';
import { contentHistory, contentItemPath, contentPageQuery } from './content-rest';
import { rest } from './errors';

// Reminder templates (issue 18, spec 002 §7) through the content library's generic endpoints.
const REMINDER = '/api/rocket/reminderTemplate';
const at = (id: string, tail = '') => contentItemPath(REMINDER, id, tail);

export const contentReminderResolvers: Resolvers<GatewayContext> = {
  Query: {
    contentReminderTemplates: (_p, args, { rest: client, caller }) =>
      rest(() =>
        client.call<ContentReminderTemplatePage>({
          method: 'GET',
          path: REMINDER,
          query: contentPageQuery(args),
          caller,
        }),
      ),
    contentReminderTemplate: (_p, { id }, { rest: client, caller }) =>
      rest(() => client.call<ContentReminderTemplate>({ method: 'GET', path: at(id), caller })),
    contentReminderTemplateHistory: (_p, { id }, context) => contentHistory(context, REMINDER, id),
  },
  Mutation: {
    createContentReminderTemplate: (_p, { input }, { rest: client, caller }) =>
      rest(() => client.call<ContentReminderTemplate>({ method: 'POST', path: REMINDER, body: input, caller })),
    updateContentReminderTemplate: (_p, { id, input }, { rest: client, caller }) =>
      rest(() => client.call<ContentReminderTemplate>({ method: 'PUT', path: at(id), body: input, caller })),
    changeContentReminderTemplateStatus: (_p, { id, contentStatus }, { rest: client, caller }) =>
      rest(() =>
        client.call<ContentReminderTemplate>({
          method: 'PUT',
          path: `${REMINDER}/contentStatus`,
          body: { id, contentStatus },
          caller,
        }),
      ),
    moveContentReminderTemplate: (_p, { id, newSortOrder }, { rest: client, caller }) =>
      rest(() =>
        client.call<ContentReminderTemplate>({
          method: 'PUT',
          path: `${REMINDER}/move/${encodeURIComponent(id)}`,
          query: { newSortOrder },
          caller,
        }),
      ),
    deleteContentReminderTemplate: async (_p, { id }, { rest: client, caller }) => {
      await rest(() => client.call<null>({ method: 'DELETE', path: at(id), caller }));
      return true;
    },
  },
};
