import type { OverlayToaster } from '@blueprintjs/core';
import { useActorRef } from '@xstate/react';
import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { FORCED_LOGOUT_DELAY_MS, forcedLogoutMachine } from '../../../machines/forced-logout.machine';
import { deepLinkOf } from '../auth/deepLink';
import { SessionContext } from '../auth/SessionContext';
import { tenantStore } from '../auth/tenantStore';
import { ErrorHandlingContext } from './ErrorHandlingContext';
import { createErrorHandling, type ToastRequest } from './createErrorHandling';
import { createErrorReporter } from './reportClientError';
import { createSessionExpiry, DEFAULT_SESSION_TIMEOUT_MINUTES } from './sessionExpiry';

type ErrorHandlingProviderProps = {
  /** app-config.json's sessionTimeoutMinutes. */
  sessionTimeoutMinutes?: number;
  children: ReactNode;
};

const localStorageOrNull = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

// The toaster's code is fetched with the first toast, which is shown once it is in. Without it
// (offline) the toasts are lost, as the rest of a page that cannot load, not the console.
const LazyToaster = lazy((): Promise<{ default: typeof OverlayToaster }> =>
  import('./toasterPart').then(
    (module) => ({ default: module.OverlayToaster }),
    (error: unknown) => {
      console.error(error);
      // A stand-in that draws nothing: its ref stays null, so the toasts stay queued. The cast
      // because lazy() wants the toaster's class type, whose statics a stand-in cannot have.
      return { default: (() => null) as unknown as typeof OverlayToaster };
    },
  ),
);

const ICONS = { success: 'tick-circle', warning: 'warning-sign', danger: 'error' } as const;

/**
 * The one place errors reach the user (spec 000 §8): the console's toaster, created once, the
 * forced-logout machine, the idle timeout and the error reports. The urql client reaches it
 * through ErrorHandlingContext, so every operation is covered without a page doing anything.
 */
export const ErrorHandlingProvider = ({
  sessionTimeoutMinutes = DEFAULT_SESSION_TIMEOUT_MINUTES,
  children,
}: ErrorHandlingProviderProps) => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('ErrorHandlingProvider must be used inside AuthProvider');
  const { t } = useTranslation('errors');
  const toasterRef = useRef<OverlayToaster | null>(null);
  const pending = useRef<((toaster: OverlayToaster) => void)[]>([]);
  const [toasterWanted, setToasterWanted] = useState(false);
  const withToaster = useCallback((show: (toaster: OverlayToaster) => void) => {
    if (toasterRef.current) return show(toasterRef.current);
    pending.current.push(show);
    setToasterWanted(true);
  }, []);
  const attachToaster = useCallback((toaster: OverlayToaster | null) => {
    toasterRef.current = toaster;
    if (toaster) for (const show of pending.current.splice(0)) show(toaster);
  }, []);
  // Read when a toast is shown, so a language switch applies to the next message.
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);

  const forcedLogout = useActorRef(
    forcedLogoutMachine.provide({
      actions: {
        announce: (_, { message }) =>
          withToaster((toaster) =>
            toaster.show(
              {
                intent: 'danger',
                icon: 'log-out',
                // Stays until the page leaves for the sign-out.
                timeout: FORCED_LOGOUT_DELAY_MS * 5,
                message: `${message} ${tRef.current('toast.will-log-out', { seconds: FORCED_LOGOUT_DELAY_MS / 1000 })}`,
              },
              'forced-logout',
            ),
          ),
      },
      actors: {
        signOut: fromPromise(async () => {
          session.actor.send({ type: 'session.signOut' });
        }),
      },
    }),
  );

  const expiry = useMemo(
    () => createSessionExpiry({ timeoutMinutes: sessionTimeoutMinutes, storage: localStorageOrNull() }),
    [sessionTimeoutMinutes],
  );

  // A fresh sign-in starts a new idle period; the stored expiry of an earlier session must not
  // sign the user out on their first request.
  useEffect(() => {
    let previous = session.actor.getSnapshot().value;
    const subscription = session.actor.subscribe((snapshot) => {
      if (snapshot.value === 'signedIn' && previous === 'handlingCallback') expiry.refresh();
      previous = snapshot.value;
    });
    return () => subscription.unsubscribe();
  }, [session, expiry]);

  const value = useMemo(
    () =>
      createErrorHandling({
        toast: ({ intent, message, timeout, key, action }: ToastRequest) => {
          withToaster((toaster) => toaster.show({ intent, message, timeout, icon: ICONS[intent], action }, key));
        },
        texts: {
          // One wording for the network failure across the console (common.json).
          network: () => tRef.current('common:error.network'),
          unexpected: () => tRef.current('toast.unexpected'),
        },
        forceLogout: (code, message) => forcedLogout.send({ type: 'logout.force', code, message }),
        signInAgain: () => session.actor.send({ type: 'session.ended', returnTo: deepLinkOf(window.location) }),
        signOut: () => session.actor.send({ type: 'session.signOut' }),
        report: createErrorReporter({
          url: `${window.location.origin}/graphql`,
          accessToken: async () => session.accessToken(),
          tenantId: tenantStore.get,
        }),
        expiry,
        location: () => deepLinkOf(window.location),
        userAgent: () => (typeof navigator === 'undefined' ? null : navigator.userAgent),
      }),
    [session, forcedLogout, expiry, withToaster],
  );

  return (
    <ErrorHandlingContext.Provider value={value}>
      {toasterWanted && (
        <Suspense fallback={null}>
          <LazyToaster ref={attachToaster} position="top" maxToasts={5} />
        </Suspense>
      )}
      {children}
    </ErrorHandlingContext.Provider>
  );
};
