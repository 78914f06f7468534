import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { rest } from './errors';

type RestSubject = {
  id: string;
  name: string;
  birthDay: string;
  gender: string;
  outpatientNumber: string | null;
  schoolName: string | null;
  gradeName: string | null;
  remark: string | null;
  status: string;
  isCheckIn: boolean;
  coachNames: string[];
  guardians: { id: string; nickName: string }[];
};

export const subjectResolvers: Resolvers<GatewayContext> = {
  Query: {
    subjects: async (_parent, { skipCount, maxResultCount, filter }, { rest: client, caller }) => {
      const page = await rest(() =>
        client.call<{ items: RestSubject[]; totalCount: number }>({
          method: 'POST',
          path: '/api/business/subject/getList',
          body: { skipCount, maxResultCount, ...(filter ? { filter } : {}) },
          caller,
        }),
      );
      return {
        totalCount: page.totalCount,
        items: page.items.map(({ guardians, isCheckIn, ...subject }) => ({
          ...subject,
          isCheckedIn: isCheckIn,
          guardianNames: guardians.map((g) => g.nickName),
        })),
      };
    },
  },
};
