import { OverlayToaster } from '@blueprintjs/core';
import { useActorRef } from '@xstate/react';
import { useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
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
  // Read when a toast is shown, so a language switch applies to the next message.
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);

  const forcedLogout = useActorRef(
    forcedLogoutMachine.provide({
      actions: {
        announce: (_, { message }) =>
          toasterRef.current?.show(
            {
              intent: 'danger',
              icon: 'log-out',
              // Stays until the page leaves for the sign-out.
              timeout: FORCED_LOGOUT_DELAY_MS * 5,
              message: `${message} ${tRef.current('toast.will-log-out', { seconds: FORCED_LOGOUT_DELAY_MS / 1000 })}`,
            },
            'forced-logout',
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
        toast: ({ intent, message, timeout, key }: ToastRequest) => {
          toasterRef.current?.show({ intent, message, timeout, icon: ICONS[intent] }, key);
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
    [session, forcedLogout, expiry],
  );

  return (
    <ErrorHandlingContext.Provider value={value}>
      <OverlayToaster ref={toasterRef} position="top" maxToasts={5} />
      {children}
    </ErrorHandlingContext.Provider>
  );
};
