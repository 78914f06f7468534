import { CombinedError, getOperationName, type Operation } from 'urql';
import type { ForcedLogoutCode } from '../../../machines/forced-logout.machine';
import type { ErrorHandlingValue } from './ErrorHandlingContext';
import { describeFailure, messageOf, readServerError, type ServerError } from './readServerError';
import type { ErrorReporter } from './reportClientError';
import type { SessionExpiry } from './sessionExpiry';

/** Spec 000 §9: warnings last 3 seconds. */
export const WARNING_TIMEOUT_MS = 3_000;
/** Errors stay a little longer: they usually need reading. */
export const ERROR_TIMEOUT_MS = 5_000;

export type ToastRequest = {
  intent: 'success' | 'warning' | 'danger';
  message: string;
  timeout: number;
  /** Toasts with the same key replace each other: three failed queries, one toast. */
  key: string;
  action?: ToastAction;
};

/** A toast's one button (a quota warning's "Settings"). */
export type ToastAction = { text: string; onClick: () => void };

/** The words the handler needs, already in the user's language. */
export type ErrorTexts = {
  network: () => string;
  unexpected: () => string;
};

export type ErrorHandlingDeps = {
  toast: (toast: ToastRequest) => void;
  texts: ErrorTexts;
  /** Sends the failure to the forced-logout machine (it announces and signs out, once). */
  forceLogout: (code: ForcedLogoutCode, message: string) => void;
  /** 401: a new sign-in round trip back to the same page. */
  signInAgain: () => void;
  /** The idle timeout passed: sign out. */
  signOut: () => void;
  report: ErrorReporter;
  expiry: SessionExpiry;
  /** The page the user is on (path and search), for reports. */
  location: () => string;
  userAgent: () => string | null;
};

/** The context flag of an operation the console makes by itself (see BACKGROUND_OPERATION). */
const BACKGROUND = 'background';

const wantsToast = (operation: Operation | null): boolean => operation?.context['errorToast'] !== false;

const detailsOf = (error: ServerError, operation: Operation | null, combined: CombinedError | null) => {
  const details: Record<string, unknown> = {};
  if (operation) details['kind'] = operation.kind;
  if (error.details) details['details'] = error.details;
  if (error.validationErrors.length) details['validationErrors'] = error.validationErrors;
  const path = combined?.graphQLErrors[0]?.path;
  if (path) details['path'] = path;
  return Object.keys(details).length ? JSON.stringify(details) : null;
};

/**
 * The console's one answer to a failed call (spec 000 §4 and §8), for the urql client and for
 * pages alike. React-free, so it is tested with plain fakes; ErrorHandlingProvider wires it up.
 */
export const createErrorHandling = (deps: ErrorHandlingDeps): ErrorHandlingValue => {
  const showDanger = (message: string) =>
    deps.toast({ intent: 'danger', message, timeout: ERROR_TIMEOUT_MS, key: `danger:${message}` });
  const showWarning = (message: string, action?: ToastAction) =>
    deps.toast({
      intent: 'warning',
      message,
      timeout: WARNING_TIMEOUT_MS,
      key: `warning:${message}`,
      ...(action ? { action } : {}),
    });

  const handle = (failure: CombinedError, operation: Operation | null, fallback?: string) => {
    const described = describeFailure(failure);
    switch (described.kind) {
      case 'unauthenticated':
        deps.signInAgain();
        return;
      case 'forcedLogout':
        deps.forceLogout(described.code, messageOf(described.error, deps.texts.unexpected()));
        return;
      case 'network':
        if (wantsToast(operation)) showDanger(fallback ?? deps.texts.network());
        return;
      case 'refused':
        if (wantsToast(operation)) showWarning(messageOf(described.error, fallback ?? deps.texts.unexpected()));
        return;
      case 'unexpected': {
        const message = messageOf(described.error, fallback ?? deps.texts.unexpected());
        if (wantsToast(operation)) showDanger(message);
        void deps.report({
          message,
          code: described.error.code,
          status: described.error.status,
          url: deps.location(),
          operation: operation ? (getOperationName(operation.query) ?? null) : null,
          userAgent: deps.userAgent(),
          details: detailsOf(described.error, operation, failure),
        });
        return;
      }
    }
  };

  return {
    onOperation: (operation) => {
      // A poll or a refetch after a push is not the user's doing: it must not keep an idle session alive.
      if (operation.context[BACKGROUND] === true) return;
      if (deps.expiry.touch() === 'expired') deps.signOut();
    },
    onError: (error, operation) => handle(error, operation),
    showError: (error, fallback) => {
      if (error instanceof CombinedError) return handle(error, null, fallback);
      // A REST body, a thrown Error or a string: the server's words when there are any.
      const read = readServerError(error);
      showWarning(read.message ?? fallback ?? deps.texts.unexpected());
    },
    showWarning,
    showSuccess: (message) =>
      deps.toast({ intent: 'success', message, timeout: WARNING_TIMEOUT_MS, key: `success:${message}` }),
  };
};
