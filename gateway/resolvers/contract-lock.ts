import type { GatewayContext } from '../context';
import type { ContractLine, ContractProfile, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

const BASES: Readonly<Record<ContractLine, string>> = {
  hfs: '/api/rocket/tenantContract',
  vrat: '/api/vrclassroom/tenantContract',
};

// REST: GET /api/rocket/tenantContract/profile (server/modules/contracts/unlock.routes.ts).
type RestProfile = {
  profile: string | null;
  rules: {
    priceLabel: string;
    seesBalanceAndStopTime: boolean;
    needsVerification: boolean;
    mayDeductHfs: boolean;
    reloadsParentPage: boolean;
  } | null;
  unlockPeriodSeconds: number;
  resendSeconds: number;
};

const toProfile = (answer: RestProfile): ContractProfile => ({
  profile: answer.profile,
  priceLabel: answer.rules?.priceLabel ?? null,
  seesBalanceAndStopTime: answer.rules?.seesBalanceAndStopTime ?? false,
  needsVerification: answer.rules?.needsVerification ?? false,
  mayDeductHfs: answer.rules?.mayDeductHfs ?? false,
  reloadsParentPage: answer.rules?.reloadsParentPage ?? false,
  unlockPeriodSeconds: answer.unlockPeriodSeconds,
  resendSeconds: answer.resendSeconds,
});

/** The contract verification lock (spec 002 §4, §7): the caller's profile, send a code, check it. */
export const contractLockResolvers: Resolvers<GatewayContext> = {
  Query: {
    contractProfile: async (_parent, _args, { rest: client, caller }) =>
      toProfile(await rest(() => client.call<RestProfile>({ method: 'GET', path: `${BASES.hfs}/profile`, caller }))),
    contractUnlockCheck: async (_parent, { line }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ unlocked: boolean }>({ method: 'GET', path: `${BASES.hfs}/unlockCheck/${line}`, caller }),
        )
      ).unlocked,
  },
  Mutation: {
    sendContractCode: (_parent, { line }, { rest: client, caller }) =>
      rest(() =>
        client.call<{ secondsUntilResend: number; channel: string }>({
          method: 'POST',
          path: `${BASES[line]}/sendMessage`,
          body: {},
          caller,
        }),
      ),
    checkContractCode: (_parent, { line, code }, { rest: client, caller }) =>
      rest(() =>
        client.call<{ value: string }>({ method: 'POST', path: `${BASES[line]}/checkCode`, body: { code }, caller }),
      ),
  },
};
