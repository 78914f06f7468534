import { expect, test } from '@playwright/test';
import { signInAs, type Locale } from './support/session';

// A colleague's profile (spec 000 §7 "Staff and users": GET /api/business/user/{id}/profile),
// opened from the name in employee management, in both languages.

const STAFF = '/system/center/menu/manage/group';

const TEXT = {
  'zh-CN': {
    open: '张悦',
    facts: '员工资料',
    userName: '用户名',
    email: '邮箱',
    role: '教练',
    state: '生效',
    centre: '中心',
    coached: '负责的孩子数',
    gender: '女',
  },
  'en-US': {
    open: '张悦',
    facts: 'Staff profile',
    userName: 'User name',
    email: 'E-mail',
    role: 'Coach',
    state: 'Active',
    centre: 'Centre',
    coached: 'Children coached',
    gender: 'Female',
  },
} as const;

// The journey reads either language (the texts above); the browser run takes one, the component
// tests read both catalogues.
const locale = 'zh-CN' as Locale;

test(`${locale}: the name in employee management opens the colleague's profile`, async ({ browser }) => {
  const text = TEXT[locale];
  const { page, context } = await signInAs(browser, 'centeradmin', { locale, path: STAFF });
  await page.getByRole('button', { name: text.open, exact: true }).click();

  const drawer = page.locator('.bp6-drawer');
  await expect(drawer.getByRole('heading', { name: '张悦' })).toBeVisible();
  const fact = (term: string) =>
    drawer.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(fact(text.userName)).toHaveText('coach');
  // The coach's own settings spec may have changed the address: any of the demo domain's.
  await expect(fact(text.email)).toHaveText(/^coach[\w.]*@atrium\.example$/);
  await expect(fact(text.centre)).toHaveText('Sunrise Centre');
  await expect(drawer.getByText(text.role, { exact: true })).toBeVisible();
  await expect(drawer.getByText(text.state, { exact: true })).toBeVisible();
  await expect(drawer.getByText(text.gender, { exact: true })).toBeVisible();
  await expect(fact(text.coached)).toHaveText(/^[1-9]\d*$/);
  await page.screenshot({ path: `.tmp/shots-8193/staff-profile-${locale}.png` });

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await context.close();
});
