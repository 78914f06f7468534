import type { GatewayContext } from '../context';
import type { ContractFileRecordPage, Deposit, DepositPage, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

const MONEY = '/api/business/tenant/earnestMoney';
const CONTRACT = '/api/business/tenant/contract';

// Spec 002 §7 "Deposits and contract files". Uploads go to REST directly (multipart).
export const depositResolvers: Resolvers<GatewayContext> = {
  Query: {
    deposits: (_parent, { tenantId, skipCount, maxResultCount }, { rest: client, caller }) =>
      rest(() =>
        client.call<DepositPage>({
          method: 'GET',
          path: MONEY,
          query: { tenantId, skipCount, maxResultCount },
          caller,
        }),
      ),
    contractFiles: (_parent, { tenantId, skipCount, maxResultCount }, { rest: client, caller }) =>
      rest(() =>
        client.call<ContractFileRecordPage>({
          method: 'GET',
          path: CONTRACT,
          query: { tenantId, skipCount, maxResultCount },
          caller,
        }),
      ),
  },
  Mutation: {
    createDeposits: (_parent, { tenantId, earnestMonies }, { rest: client, caller }) =>
      rest(() => client.call<Deposit[]>({ method: 'POST', path: MONEY, body: { tenantId, earnestMonies }, caller })),
    updateDeposit: (_parent, { id, tenantId, input }, { rest: client, caller }) =>
      rest(() =>
        client.call<Deposit>({
          method: 'PUT',
          path: `${MONEY}/${encodeURIComponent(id)}`,
          body: { tenantId, ...input },
          caller,
        }),
      ),
    deleteDeposit: async (_parent, { id, tenantId }, { rest: client, caller }) => {
      await rest(() =>
        client.call<null>({
          method: 'DELETE',
          path: `${MONEY}/${encodeURIComponent(id)}`,
          query: { tenantId },
          caller,
        }),
      );
      return true;
    },
    deleteContractFiles: async (_parent, { id, tenantId }, { rest: client, caller }) => {
      await rest(() =>
        client.call<null>({
          method: 'DELETE',
          path: `${CONTRACT}/${encodeURIComponent(id)}`,
          query: { tenantId },
          caller,
        }),
      );
      return true;
    },
  },
};
