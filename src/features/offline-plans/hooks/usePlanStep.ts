import { useState } from 'react';
import { useClient, type AnyVariables, type TypedDocumentNode } from 'urql';
import type { OfflinePlanStepFieldsFragment } from '../../../generated/graphql';

/**
 * Runs one of the plan's steps (a mutation) and answers its data, or null when it failed: the
 * console's error handling shows the server's message (spec 001 §8), so the page only stops.
 */
export const usePlanStep = () => {
  const client = useClient();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async <D, V extends AnyVariables>(
    name: string,
    document: TypedDocumentNode<D, V>,
    variables: V,
  ): Promise<D | null> => {
    setBusy(name);
    try {
      const result = await client.mutation(document, variables).toPromise();
      return result.error || !result.data ? null : result.data;
    } finally {
      setBusy(null);
    }
  };
  return { run, busy };
};

export type StepResult = OfflinePlanStepFieldsFragment;
