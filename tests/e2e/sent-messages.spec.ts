import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/seed/demo.seed';
import { codeSentTo } from './support/messages';
import { signInAs, switchLanguage } from './support/session';

// The management menu's setting/mail: the demo's message log. A coach asks for an e-mail code on
// the settings page and the admin asks for one too; the admin's log shows its own code in full
// and the coach's masked (the coach's arrives in the coach's new mailbox), in both languages.

const LOGIN_LABEL = /^(用户名、邮箱或手机号|User name, e-mail or phone number)$/;
const PASSWORD_LABEL = /^(密码|Password)$/;
const SUBMIT = /^(登录|Sign in)$/;
const CENTRE_SETTINGS = '/system/center/menu/account/settings';
const SENT_MESSAGES = '/system/manage/setting/mail';
const NO_ACCESS = /^(无权访问|No access)$/;
const MASK = '••••••';

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

test("the admin's log shows its own code in full and a coach's masked, in both languages", async ({ browser }) => {
  // Room for one wait of the 60 s between two codes, should another test have just sent one.
  test.setTimeout(150_000);
  const coachAddress = `coach.mail.${Date.now()}@atrium.example`;
  const adminAddress = `alex.mail.${Date.now()}@atrium.example`;

  const coach = await openAs(browser, 'coach', CENTRE_SETTINGS);
  // The console takes the language stored on the server, which an earlier spec may have left in
  // English: choose Chinese before reading a Chinese word.
  await useLanguage(coach.page, 'zh-CN');
  await expect(coach.page.getByRole('heading', { name: '个人设置' })).toBeVisible();
  const emailSection = coach.page.locator('.bp6-section').filter({ has: coach.page.getByLabel('新邮箱') });
  await emailSection.getByLabel('新邮箱').fill(coachAddress);
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
  const coachCode = await codeSentTo(coachAddress);

  const admin = await signInAs(browser, 'admin', { locale: 'zh-CN', path: SENT_MESSAGES });
  const { page } = admin;
  await expect.poll(admin.token, { timeout: 20_000 }).not.toBe('');
  const asked = await page.request.post('/api/business/user/sendEmailCode', {
    headers: { authorization: admin.token() },
    data: { email: adminAddress },
  });
  expect(asked.status()).toBe(200);
  const adminCode = await codeSentTo(adminAddress);

  await switchLanguage(page, 'zh-CN');
  await page.getByRole('button', { name: '刷新' }).click();
  await expect(page.getByRole('heading', { name: '已发送消息' })).toBeVisible();
  await expect(page.getByText(/发给他人的消息中的验证码和链接已隐藏/)).toBeVisible();
  const coachRow = page.getByRole('row').filter({ hasText: coachAddress });
  await expect(coachRow).toHaveCount(1);
  await expect(coachRow.getByRole('rowheader')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  await expect(coachRow.getByText('邮件', { exact: true })).toBeVisible();
  await expect(coachRow.getByText('验证码和链接已隐藏')).toBeVisible();
  await expect(coachRow).toContainText(MASK);
  await expect(coachRow).not.toContainText(coachCode);
  const adminRow = page.getByRole('row').filter({ hasText: adminAddress });
  await expect(adminRow).toContainText(adminCode);
  await expect(adminRow.getByText('验证码和链接已隐藏')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('sent-messages-zh-CN.png'), fullPage: true });

  await useLanguage(page, 'en-US');
  await expect(page.getByRole('heading', { name: 'Sent messages' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Recipient' })).toBeVisible();
  await expect(coachRow.getByText('E-mail', { exact: true })).toBeVisible();
  await expect(coachRow.getByText('Codes and links hidden')).toBeVisible();
  await expect(coachRow).not.toContainText(coachCode);
  await expect(adminRow).toContainText(adminCode);
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
