import type { GatewayContext } from '../context';
import { rest } from './errors';

// What every content kind's resolvers share: the generic endpoints' paths, list query and history
// (spec 001 §7 "Generic resource endpoints"; server/modules/content).

type RestHistory = {
  items: {
    id: string;
    action: 'Created' | 'Updated' | 'StatusChanged' | 'Moved' | 'Deleted';
    changes: { field: string; from: unknown; to: unknown }[];
    userId: string | null;
    userName: string | null;
    time: string;
  }[];
};

/** One item's path under its kind's segment, with an optional tail ('/history'). */
export const contentItemPath = (segment: string, id: string, tail = '') =>
  `${segment}/${encodeURIComponent(id)}${tail}`;

/** A list's query: the page, and the search and status only when asked for. */
export const contentPageQuery = (args: {
  search?: string | null;
  contentStatus?: string | null;
  skipCount: number;
  maxResultCount: number;
}) => ({
  skipCount: args.skipCount,
  maxResultCount: args.maxResultCount,
  ...(args.search ? { search: args.search } : {}),
  ...(args.contentStatus ? { contentStatus: args.contentStatus } : {}),
});

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** An item's history, each change's values as JSON text (GraphQL has no JSON scalar here). */
export const contentHistory = async ({ rest: client, caller }: GatewayContext, segment: string, id: string) => {
  const history = await rest(() =>
    client.call<RestHistory>({ method: 'GET', path: contentItemPath(segment, id, '/history'), caller }),
  );
  return history.items.map((entry) => ({
    ...entry,
    changes: entry.changes.map((c) => ({ field: c.field, from: jsonOrNull(c.from), to: jsonOrNull(c.to) })),
  }));
};

/** PUT /{resource}/contentStatus: the status-change dialog's choice; true once done. */
export const contentChangeStatus = async (
  { rest: client, caller }: GatewayContext,
  segment: string,
  id: string,
  contentStatus: string,
) => {
  await rest(() =>
    client.call<unknown>({ method: 'PUT', path: `${segment}/contentStatus`, body: { id, contentStatus }, caller }),
  );
  return true;
};

/** PUT /{resource}/move/{id}: the item at place newSortOrder; true once done. */
export const contentMove = async (
  { rest: client, caller }: GatewayContext,
  segment: string,
  id: string,
  newSortOrder: number,
) => {
  await rest(() =>
    client.call<unknown>({
      method: 'PUT',
      path: contentItemPath(`${segment}/move`, id),
      query: { newSortOrder },
      caller,
    }),
  );
  return true;
};

/** DELETE /{resource}/{id}; true once done. */
export const contentDelete = async ({ rest: client, caller }: GatewayContext, segment: string, id: string) => {
  await rest(() => client.call<null>({ method: 'DELETE', path: contentItemPath(segment, id), caller }));
  return true;
};
