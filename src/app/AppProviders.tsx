import { BlueprintProvider } from '@blueprintjs/core';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../shared/auth/AuthProvider';
import type { SessionValue } from '../shared/auth/SessionContext';
import { GraphqlProvider } from '../shared/graphql/GraphqlProvider';

type AppProvidersProps = {
  i18n: I18n;
  session: SessionValue;
  children: ReactNode;
};

export const AppProviders = ({ i18n, session, children }: AppProvidersProps) => (
  <I18nextProvider i18n={i18n}>
    <BlueprintProvider>
      <AuthProvider session={session}>
        <GraphqlProvider>{children}</GraphqlProvider>
      </AuthProvider>
    </BlueprintProvider>
  </I18nextProvider>
);
