import type { Client, CombinedError } from 'urql';
import type { LinkAccount } from '../../../machines/account-activation.machine';
import type { EmailLink } from '../../../machines/email-update.machine';
import type { LinkFailure } from '../../../machines/link-outcome';
import {
  AccountLinkDocument,
  ActivateAccountDocument,
  ActivateNewEmailDocument,
  type AccountLinkQuery,
} from '../../generated/graphql';

// The pages show every refusal in place, and nobody is signed in: no toast, and no touch of
// the idle timeout (module constant: urql compares contexts by identity).
const LINK_CONTEXT = { errorToast: false, background: true } as const;

/** A failed call as the link machines read it: the spec's code and the server's message. */
export const linkFailureOf = (error: CombinedError, networkText: string): LinkFailure => {
  const first = error.graphQLErrors[0];
  const code = first?.extensions['code'];
  return {
    code: typeof code === 'string' ? code : null,
    message: first?.message.trim() || networkText,
  };
};

type Link = AccountLinkQuery['accountLink'];

const readLink = async (client: Client, token: string, networkText: string): Promise<Link> => {
  const result = await client
    .query(AccountLinkDocument, { token }, { ...LINK_CONTEXT, requestPolicy: 'network-only' })
    .toPromise();
  if (result.error || !result.data) throw linkFailureOf(result.error as CombinedError, networkText);
  return result.data.accountLink;
};

export const createLinkCalls = (client: Client, networkText: string) => ({
  checkActivation: async (token: string): Promise<LinkAccount> => {
    const link = await readLink(client, token, networkText);
    // An e-mail link opened on the activation page is not an invitation.
    if (link.purpose !== 'activate-account') throw { code: 'ErrorActiveLink', message: '' } satisfies LinkFailure;
    return { ...link, tenantName: link.tenantName ?? null };
  },
  checkEmail: async (token: string): Promise<EmailLink> => {
    const link = await readLink(client, token, networkText);
    if (link.purpose !== 'update-email') throw { code: 'ErrorActiveLink', message: '' } satisfies LinkFailure;
    return link;
  },
  activate: async (input: { token: string; userName?: string; password?: string }) => {
    const result = await client.mutation(ActivateAccountDocument, input, LINK_CONTEXT).toPromise();
    if (result.error || !result.data) throw linkFailureOf(result.error as CombinedError, networkText);
    return result.data.activateAccount;
  },
  confirmEmail: async (token: string) => {
    const result = await client.mutation(ActivateNewEmailDocument, { token }, LINK_CONTEXT).toPromise();
    if (result.error || !result.data) throw linkFailureOf(result.error as CombinedError, networkText);
    return result.data.activateNewEmail;
  },
});
