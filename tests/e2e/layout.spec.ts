import { expect, test, type Page } from '@playwright/test';
import { unlockAsAdmin } from './support/contracts';
import { signInAs, type Locale } from './support/session';

// Every list fits a 1280 px laptop (issue 17 item 1): the page never scrolls sideways, no table is
// wider than its box, and each row's last cell (its actions, where it has any) is on screen. In
// English only: its labels and values are the wider (a Chinese header is two to four characters
// where the English is a word or three), so a list that fits in English fits in Chinese; running
// both doubled the sweep.

const LAPTOP = { width: 1280, height: 800 };

const CENTRE_LISTS = [
  '/system/center/dataPanel/workTable',
  '/system/center/menu/user/subject',
  '/system/center/menu/user/user',
  '/system/center/menu/manage/group',
  '/system/center/menu/traningManage/classList',
  '/system/center/menu/manage/location',
  '/system/center/menu/hfs/order',
  '/system/center/menu/hfs/vartOrder',
  '/system/manage/setting/mail',
];

const ADMIN_LISTS = [
  '/system/manage/manage/center',
  '/system/manage/manage/org',
  '/system/manage/manage/area',
  '/system/manage/setting/mail',
];

type Fit = { pageOverflow: number; tables: { overflow: number; lastCellRight: number }[] };

/** How far the page and each of its tables run past their boxes, and where the rows' last cells end. */
const measure = (page: Page): Promise<Fit> =>
  page.evaluate(() => ({
    pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tables: [...document.querySelectorAll('main table')].map((table) => ({
      overflow: table.scrollWidth - (table.parentElement?.clientWidth ?? table.scrollWidth),
      lastCellRight: Math.max(
        0,
        ...[...table.querySelectorAll('tbody tr')].map(
          (row) => row.lastElementChild?.getBoundingClientRect().right ?? 0,
        ),
      ),
    })),
  }));

/**
 * The page never scrolls sideways and every row's last cell is on screen; a table may be wider than
 * its box only where `scrolls` says it scrolls in it (the administrator's contract tables, whose
 * actions column stays pinned on screen).
 */
const expectFits = async (page: Page, path: string, scrolls = false) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A list still loading has no table yet: wait for its first row, or for the page to settle without one.
  await page
    .locator('main table tbody tr')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  const fit = await measure(page);
  expect(fit.pageOverflow, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  for (const table of fit.tables) {
    if (!scrolls) expect(table.overflow, `${path}: a table is wider than its box`).toBeLessThanOrEqual(0);
    expect(table.lastCellRight, `${path}: a row's actions are off screen`).toBeLessThanOrEqual(LAPTOP.width);
  }
};

const locale: Locale = 'en-US';
test(`${locale}: a centre's lists fit a 1280 px laptop with their actions on screen`, async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await signInAs(browser, 'centeradmin', { locale });
  await page.setViewportSize(LAPTOP);
  for (const path of CENTRE_LISTS) {
    await page.goto(path);
    await expectFits(page, path);
  }
  await context.close();
});

test(`${locale}: the platform admin's lists and contracts fit a 1280 px laptop`, async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page, token } = await signInAs(browser, 'admin', { locale });
  await page.setViewportSize(LAPTOP);
  for (const path of ADMIN_LISTS) {
    await page.goto(path);
    await expectFits(page, path);
  }
  for (const line of ['hfs', 'vrat'] as const) {
    await page.goto(`/system/contracts/${line}`);
    await unlockAsAdmin(page, token, line, locale);
    await expectFits(page, `/system/contracts/${line}`);
    // A tenant's own contracts: the administrator sees the most columns of anyone.
    await page.getByRole('link', { name: 'Bright Minds Group' }).click();
    await expect(page.locator('.atrium-contract-table tbody tr').first()).toBeVisible();
    await expectFits(page, `/system/contracts/${line} (Bright Minds Group)`, true);
  }
  await context.close();
});

test(`${locale}: a manager's view of a tenant's contracts fits a 1280 px laptop`, async ({ browser }) => {
  const { context, page } = await signInAs(browser, 'enterprise', { locale, path: '/system/contracts/hfs' });
  await page.setViewportSize(LAPTOP);
  await page.getByRole('link', { name: 'East Area' }).click();
  await expect(page.locator('.atrium-contract-table tbody tr').first()).toBeVisible();
  await expectFits(page, '/system/contracts/hfs (East Area)');
  await context.close();
});

// A tooltip is drawn over its neighbours: the tip of one row's check-in button covers the same
// button one row up. It must not catch the pointer there (a click on that button once went nowhere).
test('en-US: a row action’s tooltip never swallows a click on the row above', async ({ browser }) => {
  const { context, page } = await signInAs(browser, 'centeradmin', { locale: 'en-US' });
  await page.setViewportSize(LAPTOP);
  await page.goto('/system/center/menu/user/subject');
  const actions = page.locator('main table tbody tr').getByRole('button', { name: /^Check (in|out)$/ });
  await expect(actions.nth(1)).toBeVisible();
  await actions.nth(1).hover();
  await expect(page.locator('.bp6-tooltip')).toBeVisible();
  // The tip and the box Blueprint wraps it in (wider than the tip: its arrow and margin).
  const layer = page.locator('.bp6-popover-transition-container', { has: page.locator('.bp6-tooltip') });
  const box = (await layer.boundingBox())!;
  const caught = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.bp6-portal')), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(caught, 'the tooltip takes the pointer').toBe(false);
  await actions.first().click({ trial: true, timeout: 5_000 });
  await context.close();
});
