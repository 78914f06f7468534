import type { GatewayContext } from '../context';
import type { Group, GroupChildPage, GroupInput, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

const BASE = '/api/rocket/group';

type RestGroup = Omit<Group, 'members' | '__typename'> & { groupLinkUsers: Group['members'] };
type RestGroupPage = { items: RestGroup[]; totalCount: number };

const toGroup = ({ groupLinkUsers, ...group }: RestGroup): Group => ({ ...group, members: groupLinkUsers });

// REST leaves capacity out for OneToN groups rather than taking null.
const restInput = ({ capacity, ...input }: GroupInput) => ({ ...input, ...(capacity == null ? {} : { capacity }) });

// Spec 001 §7 "Group training" (/api/rocket/group).
export const groupResolvers: Resolvers<GatewayContext> = {
  Query: {
    groups: async (_parent, { filter, skipCount, maxResultCount }, { rest: client, caller }) => {
      const page = await rest(() =>
        client.call<RestGroupPage>({
          method: 'POST',
          path: `${BASE}/getList`,
          body: { skipCount, maxResultCount, ...(filter ? { filter } : {}) },
          caller,
        }),
      );
      return { items: page.items.map(toGroup), totalCount: page.totalCount };
    },
    group: async (_parent, { id }, { rest: client, caller }) =>
      toGroup(
        await rest(() => client.call<RestGroup>({ method: 'GET', path: `${BASE}/${encodeURIComponent(id)}`, caller })),
      ),
    groupChildren: (_parent, { groupId }, { rest: client, caller }) =>
      rest(() =>
        client.call<GroupChildPage>({
          method: 'GET',
          path: `${BASE}/childList/${encodeURIComponent(groupId)}`,
          caller,
        }),
      ),
    groupCandidates: (_parent, { ageStage, skipCount, maxResultCount }, { rest: client, caller }) =>
      rest(() =>
        client.call<GroupChildPage>({
          method: 'POST',
          path: `${BASE}/boundChildren`,
          body: { ageStage, status: 'Bind', skipCount, maxResultCount },
          caller,
        }),
      ),
  },
  Mutation: {
    createGroup: async (_parent, { input }, { rest: client, caller }) =>
      toGroup(await rest(() => client.call<RestGroup>({ method: 'POST', path: BASE, body: restInput(input), caller }))),
    updateGroup: async (_parent, { id, input }, { rest: client, caller }) =>
      toGroup(
        await rest(() =>
          client.call<RestGroup>({ method: 'PUT', path: BASE, body: { id, ...restInput(input) }, caller }),
        ),
      ),
    saveGroupChildren: async (_parent, { groupId, childIds }, { rest: client, caller }) =>
      toGroup(
        await rest(() =>
          client.call<RestGroup>({ method: 'PUT', path: `${BASE}/user`, body: { groupId, userIds: childIds }, caller }),
        ),
      ),
  },
};
