import type { CombinedError } from 'urql';

/**
 * The server's own message for a failed operation (spec 000 §8), or the given text for a network
 * failure, without urql's "[GraphQL]" / "[Network]" prefixes.
 */
export const errorMessage = (error: CombinedError, networkFailureText: string): string => {
  const serverMessage = error.graphQLErrors.find((e) => e.message.trim())?.message;
  if (serverMessage) return serverMessage;
  return networkFailureText;
};
