import type { GatewayContext } from '../context';
import type { ArchiveEntry, ArchiveSection, Resolvers, SubjectArchive } from '../generated/resolvers';
import { rest } from './errors';

// A child's archives (issue 19 item 1): the page's first load is one query, which reads the
// counts and the chosen section's entries from REST.
const BASE = '/api/rocket/subjectArchive';

type RestEntry = Omit<ArchiveEntry, '__typename' | 'section'> & { section: ArchiveSection };
type RestSummary = {
  subjectId: string;
  subjectName: string;
  canWrite: boolean;
  counts: Record<ArchiveSection, number>;
};

export const archiveResolvers: Resolvers<GatewayContext> = {
  Query: {
    subjectArchive: async (_p, { subjectId, section, from }, { rest: client, caller }): Promise<SubjectArchive> => {
      const source = from === 'Admin' ? 'admin' : 'center';
      const summary = await rest(() =>
        client.call<RestSummary>({
          method: 'GET',
          path: `${BASE}/summary/${encodeURIComponent(subjectId)}`,
          query: { from: source },
          caller,
        }),
      );
      const list = await rest(() =>
        client.call<{ items: RestEntry[] }>({
          method: 'GET',
          path: BASE,
          query: { subjectId, section, from: source },
          caller,
        }),
      );
      return {
        subjectId: summary.subjectId,
        subjectName: summary.subjectName,
        canWrite: summary.canWrite,
        counts: (Object.entries(summary.counts) as [ArchiveSection, number][]).map(([name, count]) => ({
          section: name,
          count,
        })),
        section,
        entries: list.items,
      };
    },
  },
  Mutation: {
    addArchiveEntry: (_p, { input }, { rest: client, caller }) =>
      rest(() => client.call<RestEntry>({ method: 'POST', path: BASE, body: input, caller })),
    updateArchiveEntry: (_p, { id, input }, { rest: client, caller }) =>
      rest(() =>
        client.call<RestEntry>({ method: 'PUT', path: `${BASE}/${encodeURIComponent(id)}`, body: input, caller }),
      ),
    deleteArchiveEntry: async (_p, { id }, { rest: client, caller }) => {
      await rest(() => client.call({ method: 'DELETE', path: `${BASE}/${encodeURIComponent(id)}`, caller }));
      return true;
    },
  },
};
