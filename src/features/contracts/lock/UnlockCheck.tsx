import { useQuery } from 'urql';
import type { LockLine } from '../../../../machines/verification-lock.machine';
import { ContractUnlockCheckDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';

const CONTEXT = { ...NO_ERROR_TOAST };

/**
 * Asks the server whether the stored token still unlocks the line when the area opens: a token
 * of another user, or one the server no longer accepts, answers 412 and the client relocks.
 */
export const UnlockCheck = ({ line }: { line: LockLine }) => {
  useQuery({
    query: ContractUnlockCheckDocument,
    variables: { line },
    requestPolicy: 'network-only',
    context: CONTEXT,
  });
  return null;
};
