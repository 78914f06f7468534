import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAs } from './support/session';

// axe-core on the main screens, as the people who use them: headings in order, every part of the
// page in a landmark, names and contrast (issue 17 item 5). One language per person, alternating
// (docs/decisions.md "Which test goes where"): axe's rules read the markup and the colours, which
// the language does not change; each screen's texts in both languages are its component tests'.

const CENTRE_SCREENS = [
  '/system/center/dataPanel/workTable',
  '/system/center/menu/user/subject',
  '/system/center/menu/user/user',
  '/system/center/menu/manage/group',
  '/system/center/menu/traningManage/classList',
  '/system/center/menu/hfs/order',
  '/system/center/menu/statistic/vratList',
  '/system/center/menu/notification',
  '/system/center/menu/account/settings',
  '/system/center/menu/traningManage/trainList',
  // A menu item whose screen is not built yet: its "coming" page.
  '/system/center/menu/statistic/questionnaireList',
];

const ADMIN_SCREENS = ['/system/manage/manage/center', '/system/manage/content/tag', '/system/manage/setting/mail'];

test("zh-CN: a centre's main screens and a child's detail have no accessibility violations", async ({ browser }) => {
  test.setTimeout(300_000);
  const { context, page } = await signInAs(browser, 'centeradmin', { locale: 'zh-CN' });
  for (const path of CENTRE_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto('/system/center/menu/user/subject');
  await page.locator('table.atrium-table tbody tr').first().getByRole('link').first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/system/center/detail/subjectDetail');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test("en-US: the platform admin's screens have no accessibility violations", async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await signInAs(browser, 'admin', { locale: 'en-US' });
  for (const path of ADMIN_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await context.close();
});
