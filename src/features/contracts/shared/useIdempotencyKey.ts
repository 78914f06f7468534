import { useRef } from 'react';

/**
 * One Idempotency-Key per submission (architecture.md "Money"): the same submission sent again
 * (after a failure or a lost answer) reuses its key, so the server moves the money at most once;
 * a changed submission, or one after a success, gets a fresh key.
 */
export const useIdempotencyKey = () => {
  const current = useRef<{ submission: string; key: string } | null>(null);
  return {
    keyFor: (submission: unknown): string => {
      const text = JSON.stringify(submission);
      if (current.current?.submission !== text) current.current = { submission: text, key: crypto.randomUUID() };
      return current.current.key;
    },
    succeeded: () => {
      current.current = null;
    },
  };
};
