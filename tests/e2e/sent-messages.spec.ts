import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/seed/demo.seed';

// The management menu's setting/mail: what the system sent. A coach asks for an e-mail code on
// the settings page; the role named admin reads that message, code included, in both languages.

const LOGIN_LABEL = /^(用户名、邮箱或手机号|User name, e-mail or phone number)$/;
const PASSWORD_LABEL = /^(密码|Password)$/;
const SUBMIT = /^(登录|Sign in)$/;
const CENTRE_SETTINGS = '/system/center/menu/account/settings';
const SENT_MESSAGES = '/system/manage/setting/mail';
const NO_ACCESS = /^(无权访问|No access)$/;

const pathOf = (page: Page) => new URL(page.url()).pathname;

const openAs = async (browser: Browser, userName: string, path: string) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByLabel(LOGIN_LABEL).fill(userName);
  await page.getByLabel(PASSWORD_LABEL).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(path);
  return { context, page };
};

const useLanguage = async (page: Page, locale: 'zh-CN' | 'en-US') => {
  const button = page.getByRole('button', { name: locale === 'zh-CN' ? '中文' : 'English', exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
};

test('the admin reads the e-mail code a coach asked for, in both languages', async ({ browser }) => {
  // Room for one wait of the 60 s between two codes, should another test have just sent one.
  test.setTimeout(150_000);
  const recipient = `coach.mail.${Date.now()}@atrium.example`;

  const coach = await openAs(browser, 'coach', CENTRE_SETTINGS);
  await expect(coach.page.getByRole('heading', { name: '账号设置' })).toBeVisible();
  await useLanguage(coach.page, 'zh-CN');
  const emailSection = coach.page.locator('.bp6-section').filter({ has: coach.page.getByLabel('新邮箱') });
  await emailSection.getByLabel('新邮箱').fill(recipient);
  const send = emailSection.getByRole('button', { name: '发送验证码' });
  await send.click();
  const sent = coach.page.getByText('验证码已发送。');
  const tooSoon = coach.page.getByText(/验证码刚刚已发送/);
  await expect(sent.or(tooSoon).first()).toBeVisible();
  if (!(await sent.isVisible())) {
    // The button counts down what the server said is left, then offers the send again.
    await expect(send).toBeEnabled({ timeout: 70_000 });
    await send.click();
    await expect(sent.first()).toBeVisible();
  }
  await coach.context.close();

  const admin = await openAs(browser, 'admin', SENT_MESSAGES);
  const { page } = admin;
  await useLanguage(page, 'zh-CN');
  await expect(page.getByRole('heading', { name: '已发送消息' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: recipient });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  await expect(row.getByText('邮件', { exact: true })).toBeVisible();
  // The coach's interface was Chinese, so the message is too; it carries the 6-digit code.
  await expect(row).toContainText(/\b\d{6}\b/);
  const code = /\b(\d{6})\b/.exec((await row.textContent()) ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await page.screenshot({ path: test.info().outputPath('sent-messages-zh-CN.png'), fullPage: true });

  await useLanguage(page, 'en-US');
  await expect(page.getByRole('heading', { name: 'Sent messages' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Recipient' })).toBeVisible();
  await expect(row.getByText('E-mail', { exact: true })).toBeVisible();
  await expect(row).toContainText(code ?? 'no code');
  await page.screenshot({ path: test.info().outputPath('sent-messages-en-US.png'), fullPage: true });

  await useLanguage(page, 'zh-CN');
  await admin.context.close();
});

test('a coach cannot open the sent messages', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(SENT_MESSAGES);
  await page.getByLabel(LOGIN_LABEL).fill('coach');
  await page.getByLabel(PASSWORD_LABEL).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: SUBMIT }).click();
  // The route guard knows the page is not in a centre user's menu.
  await expect(page.getByRole('heading', { name: NO_ACCESS })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '已发送消息' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await context.close();
});
