import type { GatewayContext } from '../context';
import type { AccountActivation, AccountLink, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

// The link pages (spec 000 §4): called before sign-in; REST takes the token as the credential.
export const activationResolvers: Resolvers<GatewayContext> = {
  Query: {
    accountLink: (_parent, { token }, { rest: client, caller }) =>
      rest(() =>
        client.call<AccountLink>({
          method: 'GET',
          path: '/api/business/user/checkTokenAndUser',
          query: { token },
          caller,
        }),
      ),
  },
  Mutation: {
    activateAccount: (_parent, { token, userName, password }, { rest: client, caller }) =>
      rest(() =>
        client.call<AccountActivation>({
          method: 'POST',
          path: '/api/business/user/activateAccount',
          body: { token, ...(userName ? { userName } : {}), ...(password ? { password } : {}) },
          caller,
        }),
      ),
    activateNewEmail: async (_parent, { token }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ email: string }>({
            method: 'POST',
            path: '/api/business/user/activateNewEmail',
            body: { token },
            caller,
          }),
        )
      ).email,
  },
};
