import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/seed/demo.seed';

// Signing in as a demo user, and what the specs do right after: choose the language, read the
// bearer token the console sends.

export type Locale = 'zh-CN' | 'en-US';

export const LOGIN_LABEL = /^(用户名、邮箱或手机号|User name, e-mail or phone number)$/;
export const PASSWORD_LABEL = /^(密码|Password)$/;
export const SUBMIT = /^(登录|Sign in)$/;

const LANGUAGE_BUTTON: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Fills the sign-in form on the page it is on (the console sends a signed-out visitor there). */
export const submitSignIn = async (page: Page, login: string, password = DEMO_PASSWORD) => {
  await page.getByLabel(LOGIN_LABEL).fill(login);
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  await page.getByRole('button', { name: SUBMIT }).click();
};

/**
 * Opens `path` (or the start) on `page`, signs in as `userName` and waits until the console has
 * drawn a page (at `path`, when given), in the browser's language: the user's stored choice,
 * which another spec may have changed, is set to it, so that no spec depends on one before it.
 */
export const signInOnPage = async (
  page: Page,
  userName: string,
  options: { path?: string; password?: string } = {},
) => {
  await page.goto(options.path ?? '/');
  await submitSignIn(page, userName, options.password);
  if (options.path) await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(options.path.split('?')[0]);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  const browserLanguage = await page.evaluate(() => navigator.language);
  if (isLocale(browserLanguage)) await switchLanguage(page, browserLanguage);
};

const isLocale = (value: string): value is Locale => value in LANGUAGE_BUTTON;

/**
 * The page's current bearer token ('' until it has one); watch before it signs in. It is the latest
 * one the page sent to /graphql or was issued by the token endpoint: with the tests' 70 s tokens the
 * console renews every few seconds, often without a request in between, and a token read after a
 * minute's wait must still be good.
 */
export const watchBearerToken = (page: Page): (() => string) => {
  let token = '';
  // A request still in flight, or a response unread, when the test closes its context has nothing
  // to read; left unhandled, that rejection would fail a test that had passed.
  const ignore = () => undefined;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    request.allHeaders().then((headers) => {
      if (headers['authorization']?.startsWith('Bearer ')) token = headers['authorization'];
    }, ignore);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/oidc/token' || !response.ok()) return;
    response.json().then((body: { access_token?: unknown }) => {
      if (typeof body.access_token === 'string') token = `Bearer ${body.access_token}`;
    }, ignore);
  });
  return () => token;
};

/**
 * A new browser context in `locale`, signed in as `userName`, and waited for until the console
 * has drawn a page (`path`, when given, is opened first and is where it lands). `prepare` runs
 * on the new page before it opens anything (routes, listeners).
 */
export const signInAs = async (
  browser: Browser,
  userName: string,
  options: {
    locale: Locale;
    path?: string;
    password?: string;
    prepare?: (context: BrowserContext, page: Page) => Promise<void>;
  },
): Promise<{ context: BrowserContext; page: Page; token: () => string }> => {
  const context = await browser.newContext({ locale: options.locale, viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const token = watchBearerToken(page);
  await options.prepare?.(context, page);
  await signInOnPage(page, userName, options);
  return { context, page, token };
};

/**
 * Switches the console to `locale` with the top bar's switch, which stores it for the user too.
 * The shell takes the user's stored language once it knows them, and is busy until then: a
 * switch read earlier could be overturned by it.
 */
export const switchLanguage = async (page: Page, locale: Locale) => {
  await expect(page.locator('main.atrium-main')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  const button = page.locator('.bp6-navbar').getByRole('button', { name: LANGUAGE_BUTTON[locale], exact: true });
  await expect(button).toBeVisible();
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
};
