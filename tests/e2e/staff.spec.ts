import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { linkSentTo } from './support/messages';
import { pathOf, signInAs, submitSignIn, switchLanguage, type Locale } from './support/session';

// Employee management (spec 000 §2 manage/group, §7 "Staff and users") and the activation page
// (§4): a centre admin invites a colleague, the invitation e-mail arrives in the colleague's
// mailbox, the colleague opens the link in a fresh browser, registers and signs in.

const STAFF = '/system/center/menu/manage/group';
const SHOTS = `.tmp/shots-${process.env['E2E_PORT'] ?? '8181'}`;
mkdirSync(SHOTS, { recursive: true });

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const T = {
  'zh-CN': {
    title: '员工管理',
    invite: '邀请员工',
    name: '姓名',
    email: '邮箱',
    coach: '教练',
    send: '发送邀请',
    invited: '已邀请',
    sentTo: (email: string) => `邀请已发送至 ${email}`,
  },
  'en-US': {
    title: 'Employee management',
    invite: 'Invite staff member',
    name: 'Name',
    email: 'E-mail',
    coach: 'Coach',
    send: 'Send invitation',
    invited: 'Invited',
    sentTo: (email: string) => `Invitation sent to ${email}`,
  },
} as const;

const inviteThroughDialog = async (page: Page, locale: Locale, name: string, email: string, shotName: string) => {
  const t = T[locale];
  await page.getByRole('button', { name: t.invite }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.name).fill(name);
  await dialog.getByLabel(t.email).fill(email);
  // Blueprint draws its own box over the input: click the label, as a person does.
  await dialog
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: t.coach, exact: true }) })
    .click();
  await expect(dialog.getByRole('checkbox', { name: t.coach, exact: true })).toBeChecked();
  await shot(page, shotName);
  await dialog.getByRole('button', { name: t.send }).click();
  await expect(page.getByText(t.sentTo(email))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText(t.invited);
};

/** The newest activation link e-mailed to an address, read from its mailbox. */
const invitationLinkTo = (email: string) => linkSentTo(email, '/account/activate');

test('a centre admin invites a new colleague, who registers through the link and signs in (zh-CN)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `nora.${Date.now()}@example.com`;
  const centre = await signInAs(browser, 'centeradmin', { locale: 'zh-CN', path: STAFF });
  // The account's language is kept on the server: another spec may have left it in English.
  await switchLanguage(centre.page, 'zh-CN');
  await expect(centre.page.getByRole('heading', { name: T['zh-CN'].title })).toBeVisible();
  await expect(centre.page.getByRole('row').filter({ hasText: 'liuyang' })).toContainText('教练');
  await shot(centre.page, 'staff-list-zh-CN');
  await inviteThroughDialog(centre.page, 'zh-CN', '诺拉', email, 'staff-invite-dialog-zh-CN');

  const link = await invitationLinkTo(email);
  expect(new URL(link).searchParams.get('culture')).toBe('zh-Hans');

  // A browser in English: the page switches to the link's language.
  const guest = await browser.newContext({ locale: 'en-US' });
  const page = await guest.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: '创建账号' })).toBeVisible();
  await shot(page, 'activation-newUser-zh-CN');
  const userName = `nora${Date.now()}`;
  await page.getByLabel('用户名').fill(userName);
  await page.getByLabel('密码', { exact: true }).fill('short');
  await page.getByLabel('再次输入密码').fill('short');
  await page.getByRole('button', { name: '注册并加入' }).click();
  await expect(page.getByRole('alert')).toContainText('8');
  await page.getByLabel('密码', { exact: true }).fill('Welcome2026');
  await page.getByLabel('再次输入密码').fill('Welcome2026');
  await page.getByRole('button', { name: '注册并加入' }).click();
  await expect(page.getByRole('heading', { name: '账号已注册' })).toBeVisible();
  await shot(page, 'activation-registered-zh-CN');

  // The same link again: used, so invalid.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: '链接无效' })).toBeVisible();
  await shot(page, 'activation-errorLink-zh-CN');

  await page.getByRole('button', { name: '登录' }).click();
  await submitSignIn(page, userName, 'Welcome2026');
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/system/center/menu/user/subject');
  await guest.close();

  await centre.page.reload();
  await expect(centre.page.getByRole('row').filter({ hasText: email })).toContainText('生效');
  await centre.context.close();
});

test('an existing account accepts with one click; a member is frozen and re-enabled with confirmation (en-US)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const centre = await signInAs(browser, 'centeradmin', { locale: 'en-US', path: STAFF });
  await switchLanguage(centre.page, 'en-US');
  // centeradmin's stored language is Chinese: switch the console to English.
  await centre.page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(centre.page.getByRole('heading', { name: T['en-US'].title })).toBeVisible();
  await shot(centre.page, 'staff-list-en-US');
  // Sarah works at Harbour: her account gets a place in Sunrise, not a second account.
  await inviteThroughDialog(centre.page, 'en-US', 'Sarah Ho', 'sarah.ho@atrium.example', 'staff-invite-dialog-en-US');

  const link = await invitationLinkTo('sarah.ho@atrium.example');
  const guest = await browser.newContext({ locale: 'zh-CN' });
  const page = await guest.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join a centre' })).toBeVisible();
  await expect(page.getByText('Sunrise Centre has invited your account sarah.ho')).toBeVisible();
  await shot(page, 'activation-existUser-en-US');
  await page.getByRole('button', { name: 'Accept and activate' }).click();
  await expect(page.getByRole('heading', { name: 'Account activated' })).toBeVisible();
  await shot(page, 'activation-activated-en-US');
  await guest.close();

  // Freeze, with a confirmation, then re-enable.
  const row = centre.page.getByRole('row').filter({ hasText: 'wangfang' });
  await row.getByRole('button', { name: /^Freeze / }).click();
  const alert = centre.page.getByRole('alertdialog');
  await expect(alert).toContainText('Freeze');
  await shot(centre.page, 'staff-freeze-confirm-en-US');
  await alert.getByRole('button', { name: 'Freeze' }).click();
  await expect(centre.page.getByText('Centre frozen')).toBeVisible();
  await expect(row).toContainText('Frozen');
  await row.getByRole('button', { name: /^Re-enable / }).click();
  await centre.page.getByRole('alertdialog').getByRole('button', { name: 'Re-enable' }).click();
  await expect(centre.page.getByText('Centre re-enabled')).toBeVisible();
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: /^History / }).click();
  const history = centre.page.getByRole('dialog');
  await expect(history.getByRole('row').nth(1)).toContainText('Re-enabled');
  await expect(history.getByRole('row').nth(2)).toContainText('Frozen');
  await shot(centre.page, 'staff-history-en-US');
  await centre.context.close();
});

test('a request to an existing account shows only the invited address; a registered colleague’s profile is locked (en-US)', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const centre = await signInAs(browser, 'centeradmin', { locale: 'en-US', path: STAFF });
  await switchLanguage(centre.page, 'en-US');
  await centre.page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(centre.page.getByRole('heading', { name: T['en-US'].title })).toBeVisible();
  // Olivia works at Harbour: Sunrise learns nothing of her account before she accepts.
  const email = 'olivia.tang@atrium.example';
  await inviteThroughDialog(centre.page, 'en-US', 'Olivia', email, 'staff-request-dialog-en-US');
  const request = centre.page.getByRole('row').filter({ hasText: email });
  await expect(request).toContainText('Waiting for acceptance');
  await expect(request).not.toContainText('Olivia Tang');
  await expect(request).not.toContainText('13700137018');
  await request.getByRole('button', { name: /^Edit / }).click();
  const dialog = centre.page.getByRole('dialog');
  await expect(dialog.getByText('Invitation sent, waiting for acceptance')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeDisabled();
  await expect(dialog.getByLabel('E-mail')).toBeDisabled();
  await shot(centre.page, 'staff-request-edit-en-US');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A registered colleague: roles change, the name is theirs.
  const row = centre.page.getByRole('row').filter({ hasText: 'liuyang' });
  await row.getByRole('button', { name: /^Edit / }).click();
  await expect(dialog.getByText(/belong to this person's own account/)).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeDisabled();
  await dialog
    .locator('label')
    .filter({ has: centre.page.getByRole('checkbox', { name: 'Front desk', exact: true }) })
    .click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(centre.page.getByText('Saved')).toBeVisible();
  await expect(row).toContainText('Front desk');
  await centre.context.close();
});
