import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import type { Tx } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy';
import { centreDay } from '../../platform/time';
import type { ContractCall, UnlockProof } from './contract.types';
import { UNLOCK_HEADER } from './lock/contract-unlock-token.service';

/** What the request carries about the verification lock (spec 002 §4). */
export const unlockProofOf = (request: FastifyRequest): UnlockProof => ({
  key: request.server.contractUnlockKey,
  header: request.headers[UNLOCK_HEADER],
});

/**
 * Runs a contract service in the request's tenant transaction with a plain ContractCall: every
 * contract route plugin builds its calls here, so the services never see the request.
 */
export const contractCallRunner =
  (deps: Pick<AppDeps, 'timeZone' | 'clock' | 'messenger'>) =>
  <T>(request: FastifyRequest, work: (call: ContractCall) => Promise<T>): Promise<T> =>
    request.inTenantTx((tx: Tx, ctx: RequestContext) =>
      work({
        tx,
        ctx,
        today: centreDay(deps.timeZone, deps.clock()),
        unlock: unlockProofOf(request),
        messenger: deps.messenger,
      }),
    );
