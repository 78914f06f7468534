import { expect, test, type Page } from '@playwright/test';
import { signInAs, type Locale } from './support/session';

// Guardians and binding (issue 5 item 4, issue 4 item 4): the centre admin adds a guardian with a
// child, opens the guardian, withdraws and restores the authorization behind confirmations; a
// coach in another browser sees the bell's count rise at once and opens the guardian page from
// the notification.

const LIST = '/system/center/menu/user/user';
const COACH_HOME = '/system/center/menu/user/subject';
/** Well inside the 60 s poll: a count that moves this fast was pushed. */
const PUSHED = { timeout: 15_000 };

const navbar = (page: Page) => page.locator('.bp6-navbar');
const bell = (page: Page) => navbar(page).locator('button.atrium-bell');
const panel = (page: Page) => page.getByRole('region', { name: /^(通知中心|Notification centre)$/ });
const unreadTotal = async (page: Page): Promise<number> =>
  Number(/(\d+)/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

const TEXT = {
  'zh-CN': {
    add: '添加监护人',
    name: '监护人姓名',
    phone: '手机号码',
    role: '与孩子的关系',
    roleOption: '妈妈',
    childName: '孩子姓名',
    birthday: '出生日期',
    birthdayTyped: '2019/05/04',
    submit: '添加',
    withdraw: '取消授权',
    withdrawConfirm: '取消授权',
    authorize: '重新授权',
    authorizeConfirm: '授权',
    withdrawn: '已撤回',
    inForce: '生效中',
    search: '姓名或手机号',
    searchButton: '搜索',
    sendCode: '发送注册验证码',
    codeSent: '验证码已发送。',
    resendIn: /秒后可重新发送/,
    newAuthorization: '新的授权',
    deauthorization: '取消授权',
  },
  'en-US': {
    add: 'Add guardian',
    name: "Guardian's name",
    phone: 'Mobile number',
    role: 'Relationship to the children',
    roleOption: 'Mother',
    childName: "Child's name",
    birthday: 'Birthday',
    birthdayTyped: '04/05/2019',
    submit: 'Add',
    withdraw: 'Withdraw authorisation',
    withdrawConfirm: 'Withdraw',
    authorize: 'Authorise again',
    authorizeConfirm: 'Authorise',
    withdrawn: 'Withdrawn',
    inForce: 'In force',
    search: 'Name or phone',
    searchButton: 'Search',
    sendCode: 'Send registration code',
    codeSent: 'Code sent.',
    resendIn: /Send again in \d+ s/,
    newAuthorization: 'New authorisation',
    deauthorization: 'Authorisation withdrawn',
  },
} as const;

/** Opens the add dialog and fills it with a guardian and one child; returns the dialog. */
const openAddGuardian = async (
  page: Page,
  text: (typeof TEXT)[Locale],
  { guardianName, phone, childName }: { guardianName: string; phone: string; childName: string },
) => {
  await page.getByRole('button', { name: text.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text.name).fill(guardianName);
  await dialog.getByLabel(text.phone).fill(phone);
  await dialog.getByLabel(text.role).selectOption({ label: text.roleOption });
  await dialog.getByLabel(text.childName).fill(childName);
  await dialog.getByLabel(text.birthday).fill(text.birthdayTyped);
  return dialog;
};

// Each journey in one language; the texts above let either run in both.
test('zh-CN: add a guardian, withdraw and restore the authorization; the coach is told live', async ({ browser }) => {
  const locale = 'zh-CN' as Locale;
  test.setTimeout(150_000);
  const text = TEXT[locale];
  const shots = `.tmp/shots-8203/guardians-${locale}`;
  const stamp = Date.now().toString().slice(-8);
  const guardianName = locale === 'zh-CN' ? `王丽${stamp}` : `Wang Li ${stamp}`;
  const childName = locale === 'zh-CN' ? `王小雨${stamp}` : `Wang Xiaoyu ${stamp}`;
  const phone = `139${stamp}`;

  const admin = await signInAs(browser, 'centeradmin', { locale, path: LIST });
  const coach = await signInAs(browser, 'coach', { locale, path: COACH_HOME });
  await expect(bell(coach.page)).toBeVisible();
  // The count must have loaded before it is read: 0 while loading would look like a rise later.
  await coach.page.waitForLoadState('networkidle');
  const before = await unreadTotal(coach.page);

  // The list: guardians with their children and status tags.
  const page = admin.page;
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: `${shots}-list.png`, fullPage: true });

  // Add a guardian with one child.
  const dialog = await openAddGuardian(page, text, { guardianName, phone, childName });
  await page.screenshot({ path: `${shots}-add-dialog.png` });
  await dialog.getByRole('button', { name: text.submit, exact: true }).click();

  // The new guardian's page: the child, authorized.
  await expect(page.getByRole('heading', { level: 1, name: guardianName })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/system/center/detail/userDetail');
  const row = page.getByRole('row', { name: new RegExp(childName) });
  await expect(row.getByText(text.inForce)).toBeVisible();
  await expect.poll(() => unreadTotal(coach.page), PUSHED).toBe(before + 1);

  // Withdraw, behind a confirmation; the machine then offers only "authorize again".
  await row.getByRole('button', { name: text.withdraw }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(childName);
  await alert.getByRole('button', { name: text.withdrawConfirm, exact: true }).click();
  await expect(row.getByText(text.withdrawn)).toBeVisible();
  await expect(row.getByRole('button', { name: text.withdraw })).toHaveCount(0);
  await expect.poll(() => unreadTotal(coach.page), PUSHED).toBe(before + 2);
  await page.screenshot({ path: `${shots}-detail-withdrawn.png`, fullPage: true });

  await row.getByRole('button', { name: text.authorize }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: text.authorizeConfirm, exact: true }).click();
  await expect(row.getByText(text.inForce)).toBeVisible();
  await expect.poll(() => unreadTotal(coach.page), PUSHED).toBe(before + 3);
  await page.screenshot({ path: `${shots}-detail.png`, fullPage: true });

  // The registration code, then its countdown.
  await page.getByRole('button', { name: text.sendCode }).click();
  await expect(page.getByText(text.codeSent)).toBeVisible();
  await expect(page.getByRole('button', { name: text.resendIn })).toBeDisabled();

  // The list finds the guardian by phone.
  await page.goto(LIST);
  await page.getByLabel(text.search).fill(phone);
  await page.getByRole('button', { name: text.searchButton, exact: true }).click();
  await expect(page.getByRole('link', { name: guardianName })).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);

  // The coach opens the withdrawal's notification: the guardian page, in a new tab.
  await bell(coach.page).click();
  const item = panel(coach.page).getByRole('button', {
    name: new RegExp(`^(?!.*(标为已读|Mark as read)).*${text.deauthorization}.*${childName}`),
  });
  await expect(item).toBeVisible();
  await expect(
    panel(coach.page)
      .getByRole('button', { name: new RegExp(`${text.newAuthorization}.*${childName}`) })
      .first(),
  ).toBeVisible();
  const [tab] = await Promise.all([coach.context.waitForEvent('page'), item.click()]);
  await expect.poll(() => tab.url()).toContain('/system/center/detail/userDetail?from=notification&id=');
  await expect(tab.getByRole('heading', { level: 1, name: guardianName })).toBeVisible({ timeout: 15_000 });
  await tab.close();

  await admin.context.close();
  await coach.context.close();
});

const CANCEL_TEXT = {
  'zh-CN': {
    cancelAccount: '注销监护人账号',
    cancelConfirm: '注销账号',
    cancelledTag: '账号已注销',
    childCancelled: '已注销',
    phoneRefused: /该手机号码属于已注销的监护人/,
  },
  'en-US': {
    cancelAccount: 'Cancel guardian account',
    cancelConfirm: 'Cancel the account',
    cancelledTag: 'Account cancelled',
    childCancelled: 'Cancelled',
    phoneRefused: /whose guardian account was cancelled/,
  },
} as const;

// Each journey in one language; the texts above let either run in both.
test('en-US: a cancelled guardian account is final: tagged, its actions gone, its phone refused', async ({
  browser,
}) => {
  const locale = 'en-US' as Locale;
  test.setTimeout(120_000);
  const text = { ...TEXT[locale], ...CANCEL_TEXT[locale] };
  const shots = `.tmp/shots-8193/guardians-cancel-${locale}`;
  const stamp = (Date.now() + 7).toString().slice(-8);
  const guardianName = locale === 'zh-CN' ? `赵敏${stamp}` : `Zhao Min ${stamp}`;
  const childName = locale === 'zh-CN' ? `赵小雪${stamp}` : `Zhao Xiaoxue ${stamp}`;
  const phone = `137${stamp}`;
  const { page, context } = await signInAs(browser, 'centeradmin', { locale, path: LIST });

  const addGuardian = async () => {
    const dialog = await openAddGuardian(page, text, { guardianName, phone, childName });
    // A double click: the 300 ms pause before the submit makes it one guardian.
    await dialog.getByRole('button', { name: text.submit, exact: true }).dblclick();
  };
  await addGuardian();
  await expect(page.getByRole('heading', { level: 1, name: guardianName })).toBeVisible();

  await page.getByRole('button', { name: text.cancelAccount }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: text.cancelConfirm, exact: true }).click();
  await expect(page.getByText(text.cancelledTag, { exact: true })).toBeVisible();
  // Nothing that acts on the account is left: no cancel, no code, no button on the child.
  await expect(page.getByRole('button', { name: text.cancelAccount })).toHaveCount(0);
  await expect(page.getByRole('button', { name: text.sendCode })).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(childName) });
  await expect(row.getByText(text.childCancelled, { exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: `${shots}-detail.png`, fullPage: true });

  // The list tags the guardian; it was added once despite the double click.
  await page.goto(LIST);
  await page.getByLabel(text.search).fill(phone);
  await page.getByRole('button', { name: text.searchButton, exact: true }).click();
  const listed = page.getByRole('table').locator('tbody tr');
  await expect(listed).toHaveCount(1);
  await expect(listed.getByText(text.cancelledTag)).toBeVisible();
  await page.screenshot({ path: `${shots}-list.png`, fullPage: true });

  // Registering the same phone again is refused with the server's reason; the dialog stays.
  await addGuardian();
  await expect(page.getByText(text.phoneRefused)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `${shots}-phone-refused.png` });
  await context.close();
});

test('Harbour has no guardian feature: the menu hides the list and the route says no access', async ({ browser }) => {
  const { page, context } = await signInAs(browser, 'sarah.ho', { locale: 'en-US' });
  await expect(page.getByRole('link', { name: 'Guardian list' })).toHaveCount(0);
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Guardian list' })).toHaveCount(0);
  await context.close();
});
