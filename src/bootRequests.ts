import { CALLBACK_PATH, LINK_PAGE_PATHS, SIGNED_OUT_PATH } from '../machines/session.machine';
import type { Language } from './shared/i18n/languages';

// On these pages the console is drawn whatever the session: its code and the language's
// catalogues are fetched at once, beside the configuration and the code exchange, rather than
// after them (the workbench's LCP, issue 16 item 4).
const DRAWN_PAGES = [CALLBACK_PATH, SIGNED_OUT_PATH, ...LINK_PAGE_PATHS];

type BootRequests<Config> = {
  pathname: string;
  language: Language;
  loadConfig: () => Promise<Config>;
  loadApp: () => Promise<unknown>;
  loadCatalogues: (language: Language) => Promise<unknown>;
};

/**
 * The entry's first requests, in the order the browser should queue them: the configuration
 * first (the code exchange waits for it, and the browser's six connections to the server would
 * otherwise serve it after the twenty-odd scripts of the console), then, on a page that is drawn,
 * the console's code and catalogues. Returns the configuration.
 */
export const startBootRequests = <Config>(deps: BootRequests<Config>): Promise<Config> => {
  const config = deps.loadConfig();
  if (DRAWN_PAGES.includes(deps.pathname)) {
    void deps.loadApp().catch(() => undefined);
    void deps.loadCatalogues(deps.language).catch(() => undefined);
  }
  return config;
};
