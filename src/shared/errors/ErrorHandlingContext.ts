import { createContext } from 'react';
import type { CombinedError, Operation } from 'urql';
import type { ToastAction } from './createErrorHandling';

/** What the urql client calls for every operation (src/shared/graphql/createGraphqlClient.ts). */
export type OperationErrorHandling = {
  onOperation: (operation: Operation) => void;
  onError: (error: CombinedError, operation: Operation) => void;
};

/** For pages: show a failure or a warning the way the console shows all of them. */
export type ErrorToasts = {
  /** The server's message (or the fallback) for any failure: CombinedError, REST body, string. */
  showError: (error: unknown, fallback?: string) => void;
  /** A warning toast, with a button when given one; warnings last 3 seconds (spec 000 §9). */
  showWarning: (message: string, action?: ToastAction) => void;
  showSuccess: (message: string) => void;
};

export type ErrorHandlingValue = OperationErrorHandling & ErrorToasts;

export const ErrorHandlingContext = createContext<ErrorHandlingValue | null>(null);

/**
 * Put this in an operation's context to keep the automatic toast away, for a page that shows the
 * failure in place; 401, forced logouts and reports still happen.
 */
export const NO_ERROR_TOAST = { errorToast: false } as const;

/**
 * Put this in the context of an operation the console makes by itself (a poll, a refetch after a
 * push): it does not count as activity for the idle timeout (spec 000 §4).
 */
export const BACKGROUND_OPERATION = { background: true } as const;
