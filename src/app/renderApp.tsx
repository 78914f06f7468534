import '@blueprintjs/core/lib/css/blueprint.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { SessionValue } from '../shared/auth/SessionContext';
import { startGraphql } from '../shared/graphql/GraphqlProvider';
import { loadCatalogues, loadI18n } from '../shared/i18n/loadI18n';
import { detectLanguage, LANGUAGE_STORAGE_KEY, type Language } from '../shared/i18n/languages';
import { AppProviders } from './AppProviders';
import { BootFailurePage } from './BootFailurePage';
import { showLoadFailure } from './loadFailure';
import { holdStream, preloadRoute, startShell } from './earlyShell';
import { readyToDraw } from './firstDraw';
import { appRoutes, createAppRouter } from './routes';
import { setCentreZone } from '../shared/time/centreZone';

// The console itself, loaded by main.tsx once the page is not only leaving for the sign-in page.
// Blueprint's icon font is not imported: icons are SVG, fetched one by one (vite.icon-paths.ts),
// and the font's other use, a fallback in Blueprint's text font stack, made the browser fetch the
// TTF for Chinese text after sign-in.

type Mount = { container: HTMLElement; language: Language };

// This chunk is fetched on /callback beside the code exchange (main.tsx): fetch the language's
// catalogues now too, as main.tsx will choose it, rather than once the session is ready.
const storedLanguage = (): string | null => {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
};
void loadCatalogues(detectLanguage(storedLanguage(), navigator.languages)).catch(() => undefined);

/**
 * Draws once the language's catalogues are in (one chunk, fetched as this one loads) and, when
 * given, once `drawable` says so (firstDraw.ts: not in the middle of the code exchange).
 */
const start = (
  { container, language }: Mount,
  draw: (root: Root, i18n: I18n) => void,
  drawable: Promise<void> = Promise.resolve(),
): void => {
  void Promise.all([loadI18n(language, { persist: true }), drawable]).then(
    ([ready]) => draw(createRoot(container), ready),
    (error: unknown) => showLoadFailure(container, language, error),
  );
};

/** Draws the console for a started session; returns the interface language as it changes. */
export const renderApp = (
  mount: Mount,
  session: SessionValue,
  config: { sessionTimeoutMinutes?: number; timeZone?: string },
): (() => string) => {
  let current: I18n | null = null;
  setCentreZone(config.timeZone);
  // The shell's first queries leave now, beside the catalogue's fetch, not after the first render,
  // in the language the console will show (their Accept-Language is <html lang>'s).
  document.documentElement.lang = mount.language;
  const early = startGraphql(session);
  startShell(early.client, session, {
    route: (path) => preloadRoute(appRoutes, path),
    language: (language) => void loadCatalogues(language).catch(() => undefined),
    centreStream: () => holdStream(early.realtime.centreEvents.events$),
  });
  start(
    mount,
    (root, i18n) => {
      current = i18n;
      root.render(
        <StrictMode>
          <AppProviders
            i18n={i18n}
            session={session}
            early={early}
            sessionTimeoutMinutes={config.sessionTimeoutMinutes}
          >
            <RouterProvider router={createAppRouter()} />
          </AppProviders>
        </StrictMode>,
      );
    },
    readyToDraw(session),
  );
  return () => current?.language ?? mount.language;
};

/** Without /app-config.json the console cannot sign anyone in: say so, with a reload. */
export const renderBootFailure = (mount: Mount): void => {
  start(mount, (root, i18n) =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <BootFailurePage />
        </I18nextProvider>
      </StrictMode>,
    ),
  );
};
