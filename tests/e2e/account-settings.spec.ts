import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/seed/demo.seed';

// The account and personal settings page (spec 000 §2 screen 2), in both languages, against a
// real server: profile, e-mail change with a code read from the store transport, password
// change and sign-in with it, CV upload and preview, and the enterprise admin's read-only view.

const LOGIN_LABEL = /^(用户名、邮箱或手机号|User name, e-mail or phone number)$/;
const PASSWORD_LABEL = /^(密码|Password)$/;
const SUBMIT = /^(登录|Sign in)$/;
const CENTRE_SETTINGS = '/system/center/menu/account/settings';
const MANAGEMENT_SETTINGS = '/system/menu/account/settings';

const signIn = async (page: Page, login: string, password = DEMO_PASSWORD) => {
  await page.getByLabel(LOGIN_LABEL).fill(login);
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  await page.getByRole('button', { name: SUBMIT }).click();
};

const pathOf = (page: Page) => new URL(page.url()).pathname;

const openSettingsAs = async (
  browser: Browser,
  locale: 'zh-CN' | 'en-US',
  userName: string,
  path = CENTRE_SETTINGS,
) => {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await page.goto(path);
  await signIn(page, userName);
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(path.split('?')[0]);
  // The console speaks the language stored for the user (the demo users' is Chinese); switch
  // once the page is there, so the shell's own switch to the stored language has happened.
  await expect(page.getByRole('heading', { name: /^(账号设置|Account settings)$/ })).toBeVisible();
  await useLanguage(page, locale);
  return { context, page };
};

const useLanguage = async (page: Page, locale: 'zh-CN' | 'en-US') => {
  const button = page.getByRole('button', { name: locale === 'zh-CN' ? '中文' : 'English', exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
};

/** The role named admin's bearer token, taken from the console's own GraphQL calls. */
const adminToken = async (browser: Browser) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  let token = '';
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    void request.allHeaders().then((headers) => {
      if (headers['authorization']?.startsWith('Bearer ')) token = headers['authorization'];
    });
  });
  await page.goto('/');
  await signIn(page, 'admin');
  await expect.poll(() => token, { timeout: 20_000 }).not.toBe('');
  return { context, page, token };
};

test('coach changes name and gender and sees them after a reload (zh-CN)', async ({ browser }) => {
  const { context, page } = await openSettingsAs(browser, 'zh-CN', 'coach');
  await expect(page.getByRole('heading', { name: '账号设置' })).toBeVisible();
  await expect(page.getByRole('img', { name: '张悦' })).toBeVisible();
  await expect(page.getByText('暂无证书')).toBeVisible();

  await page.getByLabel('姓名').fill('张悦（测试）');
  await page.getByLabel('性别').selectOption('Others');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('个人信息已保存。')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('姓名')).toHaveValue('张悦（测试）');
  await expect(page.getByLabel('性别')).toHaveValue('Others');
  await page.screenshot({ path: 'test-results/account-settings-zh-CN.png', fullPage: true });

  // Put the demo data back for the other browser tests.
  await page.getByLabel('姓名').fill('张悦');
  await page.getByLabel('性别').selectOption('Female');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('个人信息已保存。').first()).toBeVisible();
  await context.close();
});

test('coach changes the e-mail with a code; the send button counts down (en-US)', async ({ browser, request }) => {
  const { context, page } = await openSettingsAs(browser, 'en-US', 'coach');
  await expect(page.getByTestId('current-email')).toHaveText('coach@atrium.example');
  const newEmail = 'coach.settings@atrium.example';
  await page.getByLabel('New e-mail').fill(newEmail);
  await page.getByRole('button', { name: 'Send code' }).first().click();
  await expect(page.getByText('Code sent.')).toBeVisible();
  const countdown = page.getByRole('button', { name: /^Send again in \d+ s$/ });
  await expect(countdown).toBeDisabled();
  const before = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
  await expect.poll(async () => Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0])).toBeLessThan(before);

  const admin = await adminToken(browser);
  const sent = await request.get('/api/business/sentMessages?maxResultCount=20', {
    headers: { authorization: admin.token },
  });
  expect(sent.status()).toBe(200);
  const { items } = (await sent.json()) as { items: { recipient: string; body: string }[] };
  const code = /\b(\d{6})\b/.exec(items.find((m) => m.recipient === newEmail)?.body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await admin.context.close();

  await page
    .getByLabel('Verification code')
    .first()
    .fill(code ?? '');
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByText('Your e-mail address was changed.')).toBeVisible();
  await expect(page.getByTestId('current-email')).toHaveText(newEmail);
  await page.screenshot({ path: 'test-results/account-settings-en-US.png', fullPage: true });
  await useLanguage(page, 'zh-CN');
  await context.close();
});

test('coach changes the password, signs in with the new one, and changes it back', async ({ browser }) => {
  const { context, page } = await openSettingsAs(browser, 'zh-CN', 'coach', `${CENTRE_SETTINGS}?section=password`);
  await expect(page.getByLabel('当前密码')).toBeInViewport();
  await page.getByLabel('当前密码').fill(DEMO_PASSWORD);
  await page.getByLabel('新密码', { exact: true }).fill('Better#2027');
  await page.getByLabel('再次输入新密码').fill('Better#2027');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('密码已修改，下次登录请使用新密码。')).toBeVisible();
  await context.close();

  const other = await browser.newContext({ locale: 'en-US' });
  const again = await other.newPage();
  await again.goto(CENTRE_SETTINGS);
  await signIn(again, 'coach', DEMO_PASSWORD);
  await expect(again.getByText('Wrong user name or password.')).toBeVisible();
  await signIn(again, 'coach', 'Better#2027');
  await expect.poll(() => pathOf(again), { timeout: 15_000 }).toBe(CENTRE_SETTINGS);
  await expect(again.getByRole('heading', { name: '账号设置' })).toBeVisible();
  await useLanguage(again, 'en-US');
  await again.getByLabel('Current password').fill('Better#2027');
  await again.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await again.getByLabel('Repeat the new password').fill(DEMO_PASSWORD);
  await again.getByRole('button', { name: 'Change password' }).click();
  await expect(again.getByText('Your password was changed. Use it the next time you sign in.')).toBeVisible();
  await useLanguage(again, 'zh-CN');
  await other.close();
});

test('coach uploads a PDF CV and previews it in a new tab', async ({ browser }) => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const { context, page } = await openSettingsAs(browser, locale, 'coach');
    const fileName = `cv-${locale}.pdf`;
    await page.locator('input[type="file"]').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    const entry = page.getByRole('button', { name: fileName, exact: true });
    await expect(entry).toBeVisible();
    const [preview] = await Promise.all([context.waitForEvent('page'), entry.click()]);
    await expect(preview).toHaveURL(/\/system\/reviewfile$/);
    await expect(preview.getByRole('heading', { name: fileName })).toBeVisible({ timeout: 15_000 });
    await expect(preview.locator(`iframe[title="${fileName}"]`)).toBeVisible();
    await expect(preview.getByRole('button', { name: locale === 'zh-CN' ? '下载' : 'Download' })).toBeVisible();
    await preview.screenshot({ path: `test-results/review-file-${locale}.png` });
    await useLanguage(page, 'zh-CN');
    await context.close();
  }
});

test('the enterprise admin sees the account info read-only', async ({ browser }) => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const { context, page } = await openSettingsAs(browser, locale, 'enterprise', MANAGEMENT_SETTINGS);
    const notice =
      locale === 'zh-CN'
        ? '企业管理员不能修改账号信息，以下内容仅供查看。'
        : 'Enterprise administrators cannot edit account information. The fields below are shown read-only.';
    await expect(page.getByText(notice)).toBeVisible();
    await expect(page.getByLabel(locale === 'zh-CN' ? '姓名' : 'Name')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: locale === 'zh-CN' ? '保存' : 'Save' })).toHaveCount(0);
    await page.screenshot({ path: `test-results/account-settings-enterprise-${locale}.png`, fullPage: true });
    await useLanguage(page, 'zh-CN');
    await context.close();
  }
});
