import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/seed/demo.seed';

// Every demo user signs in through the real OpenID flow (authorization code + PKCE at the
// embedded provider) and arrives where spec 000 §2 sends them.

const LOGIN_LABEL = /^(用户名、邮箱或手机号|User name, e-mail or phone number)$/;
const PASSWORD_LABEL = /^(密码|Password)$/;
const SUBMIT = /^(登录|Sign in)$/;

const signIn = async (page: Page, login: string, password = DEMO_PASSWORD) => {
  await page.getByLabel(LOGIN_LABEL).fill(login);
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  await page.getByRole('button', { name: SUBMIT }).click();
};

const pathOf = (page: Page) => new URL(page.url()).pathname;

test.describe('sign-in lands each demo user on their start page (zh-CN)', () => {
  test.use({ locale: 'zh-CN' });

  for (const user of DEMO_USERS) {
    test(`${user.userName} → ${user.landsOn}`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
      await signIn(page, user.userName);
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(user.landsOn);
      // The Blueprint shell: the product name in the top bar and the account menu.
      await expect(page.locator('.bp6-navbar')).toContainText('Atrium');
      await expect(page.getByRole('button', { name: '账户菜单' })).toBeVisible();
    });
  }
});

test('the centre admin sees the workbench with the centre’s children, in English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(page, 'centeradmin@atrium.example');
  await expect.poll(() => pathOf(page)).toBe('/system/center/dataPanel/workTable');
  await expect(page.locator('.bp6-navbar')).toContainText('Sunrise Centre');
  await expect(page.getByText('190', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/workbench-en-US.png', fullPage: true });
  await context.close();
});

test('a wrong password is refused with a clear message and no session', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'coach', 'not-the-password');
  await expect(page.getByText('用户名或密码错误。')).toBeVisible();
  expect(pathOf(page)).toMatch(/^\/oidc\/interaction\//);
});

test('a deep link survives sign-in, and sign-out ends the provider session', async ({ page }) => {
  await page.goto('/system/center/menu/user/subject?page=2');
  await signIn(page, 'coach');
  await expect.poll(() => pathOf(page)).toBe('/system/center/menu/user/subject');
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');

  await page.getByRole('button', { name: '账户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/signed-out');
  // The provider forgot the session: opening the console asks for a password again.
  await page.goto('/system/center/menu/user/subject');
  await expect(page.getByLabel(PASSWORD_LABEL)).toBeVisible();
});

test('every console page carries a strict Content-Security-Policy', async ({ request }) => {
  for (const path of ['/', '/system/center/dataPanel/workTable']) {
    const response = await request.get(path);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
  }
});
