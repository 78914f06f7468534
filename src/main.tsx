import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { BootFailurePage } from './app/BootFailurePage';
import { createAppRouter } from './app/routes';
import { loadAppConfig } from './shared/auth/appConfig';
import { createSession } from './shared/auth/createSession';
import { createUserManager } from './shared/auth/createUserManager';
import { createI18n } from './shared/i18n/createI18n';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from './shared/i18n/languages';

const storedLanguage = (): string | null => {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
};

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
const i18n = createI18n(detectLanguage(storedLanguage(), navigator.languages), { persist: true });

loadAppConfig().then(
  (config) => {
    const userManager = createUserManager(config, window.location.origin);
    const session = createSession({ userManager, language: () => i18n.language });
    const router = createAppRouter();
    root.render(
      <StrictMode>
        <AppProviders i18n={i18n} session={session} sessionTimeoutMinutes={config.sessionTimeoutMinutes}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <BootFailurePage />
        </I18nextProvider>
      </StrictMode>,
    );
  },
);
