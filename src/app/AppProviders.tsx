import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../shared/auth/AuthProvider';
import type { SessionValue } from '../shared/auth/SessionContext';
import { ErrorHandlingProvider } from '../shared/errors/ErrorHandlingProvider';
import { GraphqlProvider, type EarlyGraphql } from '../shared/graphql/GraphqlProvider';
import { NotificationHubProvider } from '../shared/realtime/NotificationHubProvider';

type AppProvidersProps = {
  i18n: I18n;
  session: SessionValue;
  /** app-config.json's idle timeout (spec 000 §9). */
  sessionTimeoutMinutes?: number;
  /** The urql client whose first queries left before the first render (renderApp). */
  early?: EarlyGraphql;
  children: ReactNode;
};

// Blueprint's providers but its HotkeysProvider (what BlueprintProvider adds): the console binds
// no hotkeys, and the provider's dialog, key parser and key icons were 3 KB (12 KB decoded) of
// the first load.
export const AppProviders = ({ i18n, session, sessionTimeoutMinutes, early, children }: AppProvidersProps) => (
  <I18nextProvider i18n={i18n}>
    <PortalProvider>
      <OverlaysProvider>
        <AuthProvider session={session}>
          <ErrorHandlingProvider sessionTimeoutMinutes={sessionTimeoutMinutes}>
            <GraphqlProvider early={early}>
              <NotificationHubProvider>{children}</NotificationHubProvider>
            </GraphqlProvider>
          </ErrorHandlingProvider>
        </AuthProvider>
      </OverlaysProvider>
    </PortalProvider>
  </I18nextProvider>
);
