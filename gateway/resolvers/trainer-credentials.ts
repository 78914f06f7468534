import type { GatewayContext } from '../context';
import type { Resolvers, TrainerCertificateState } from '../generated/resolvers';
import { rest } from './errors';

// The caller's trainer certificate state before a session (REST trainer-credentials.routes.ts):
// checkCertificateState of the plan's kind, which takes the plan as its siblings do.

type Answer = Pick<TrainerCertificateState, 'certificateStatus' | 'certificate'>;

export const trainerCredentialResolvers: Resolvers<GatewayContext> = {
  Query: {
    trainerCertificateState: (_p, { planKind, planId }, { rest: client, caller }) =>
      rest(async () => {
        const answer = await client.call<Answer>(
          planKind === 'OFFLINE'
            ? {
                method: 'POST',
                path: '/api/rocket/userOfflinePlan/checkCertificateState',
                body: { id: planId },
                caller,
              }
            : {
                method: 'POST',
                path: '/api/rocket/groupTrainingPlan/checkCertificateState',
                body: { groupTrainingPlanId: planId },
                caller,
              },
        );
        return { planKind, planId, certificateStatus: answer.certificateStatus, certificate: answer.certificate };
      }),
  },
};
