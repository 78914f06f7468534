import { waitFor } from 'xstate';
import { loadAppConfig } from './shared/auth/appConfig';
import { createSession } from './shared/auth/createSession';
import { createUserManager } from './shared/auth/createUserManager';
import { loadCatalogues } from './shared/i18n/catalogueChunks';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from './shared/i18n/languages';
import type * as AppModule from './app/renderApp';
import { showLoadFailure } from './app/loadFailure';
import { startBootRequests } from './bootRequests';

// The entry holds only what decides whether this load merely leaves for the sign-in page: the
// configuration, oidc-client-ts and the session machine. React, Blueprint, the catalogues and the
// routes load after that (renderApp.tsx), so the redirect moves a few tens of KB (issue 16 item 4).

const storedLanguage = (): string | null => {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
};

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const mount = { container, language: detectLanguage(storedLanguage(), navigator.languages) };
let appCode: Promise<typeof AppModule> | null = null;
const loadApp = () => (appCode ??= import('./app/renderApp'));
const appConfig = startBootRequests({
  pathname: window.location.pathname,
  language: mount.language,
  loadConfig: loadAppConfig,
  loadApp,
  loadCatalogues,
});

const showAppLoadFailure = (error: unknown) => showLoadFailure(container, mount.language, error);

// The language the provider's sign-in page is asked for; the console's own once it is drawn.
let language: () => string = () => mount.language;

appConfig
  .then(
    async (config) => {
      const userManager = createUserManager(config, window.location.origin);
      const session = createSession({ userManager, language: () => language() });
      // While the machine is only redirecting, the page is about to leave: nothing more to fetch.
      // A callback, a signed-out or link page, or a failed redirect needs the console.
      await waitFor(session.actor, (s) => !s.matches('starting') && !s.matches('booting') && !s.matches('signingIn'), {
        timeout: Infinity,
      });
      const app = await loadApp();
      language = app.renderApp(mount, session, config);
    },
    async (error: unknown) => {
      console.error(error);
      const app = await loadApp();
      app.renderBootFailure(mount);
    },
  )
  .catch(showAppLoadFailure);
