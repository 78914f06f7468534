import '@blueprintjs/core/lib/css/blueprint.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { SessionValue } from '../shared/auth/SessionContext';
import { createI18n } from '../shared/i18n/createI18n';
import type { Language } from '../shared/i18n/languages';
import { AppProviders } from './AppProviders';
import { BootFailurePage } from './BootFailurePage';
import { createAppRouter } from './routes';

// The console itself, loaded by main.tsx once the page is not only leaving for the sign-in page.
// Blueprint's icon font is not imported: icons are SVG, fetched one by one (vite.icon-paths.ts),
// and the font's other use, a fallback in Blueprint's text font stack, made the browser fetch the
// TTF for Chinese text after sign-in.

type Mount = { container: HTMLElement; language: Language };

const start = ({ container, language }: Mount) => {
  return { root: createRoot(container), i18n: createI18n(language, { persist: true }) };
};

/** Draws the console for a started session; returns the interface language as it changes. */
export const renderApp = (
  mount: Mount,
  session: SessionValue,
  config: { sessionTimeoutMinutes?: number },
): (() => string) => {
  const { root, i18n } = start(mount);
  root.render(
    <StrictMode>
      <AppProviders i18n={i18n} session={session} sessionTimeoutMinutes={config.sessionTimeoutMinutes}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
  return () => i18n.language;
};

/** Without /app-config.json the console cannot sign anyone in: say so, with a reload. */
export const renderBootFailure = (mount: Mount): void => {
  const { root, i18n } = start(mount);
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BootFailurePage />
      </I18nextProvider>
    </StrictMode>,
  );
};
