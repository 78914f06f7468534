import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/seed/demo.seed';

// Signing in as a demo user, shared by the specs written from issue 5 on (the older specs still
// carry their own copies; fold them in when next touched).

export type Locale = 'zh-CN' | 'en-US';

export const LOGIN_LABEL = /^(用户名、邮箱或手机号|User name, e-mail or phone number)$/;
export const PASSWORD_LABEL = /^(密码|Password)$/;
export const SUBMIT = /^(登录|Sign in)$/;

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Fills the sign-in form on the page it is on (the console sends a signed-out visitor there). */
export const submitSignIn = async (page: Page, login: string, password = DEMO_PASSWORD) => {
  await page.getByLabel(LOGIN_LABEL).fill(login);
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  await page.getByRole('button', { name: SUBMIT }).click();
};

/**
 * A new browser context in `locale`, signed in as `userName`, and waited for until the console
 * has drawn a page (`path`, when given, is opened first and is where it lands).
 */
export const signInAs = async (
  browser: Browser,
  userName: string,
  options: { locale: Locale; path?: string; password?: string },
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ locale: options.locale, viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await page.goto(options.path ?? '/');
  await submitSignIn(page, userName, options.password);
  if (options.path) await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(options.path.split('?')[0]);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 15_000 });
  return { context, page };
};
