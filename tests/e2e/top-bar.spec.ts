import { expect, test, type Page } from '@playwright/test';
import { pathOf, signInAs, signInOnPage } from './support/session';

// The top bar (spec 000 §2 "Screens" 1; §6; 002 §6): the centre picker, the calendar entry, the
// QR codes, the notification alert and the account menu, through the real sign-in.

const navbar = (page: Page) => page.locator('.bp6-navbar');
const picker = (page: Page) => navbar(page).getByRole('button', { name: /^(切换中心|Switch centre): / });
// The children card's count (the workbench has other counts: sessions running now).
const childCount = (page: Page) => page.getByTestId('children-count');
const birthdays = (page: Page) => page.locator('.atrium-table tbody tr td:nth-child(2)');

test.use({ locale: 'zh-CN' });

test('multirole switches between Sunrise and Harbour with the picker and the workbench follows', async ({
  browser,
}) => {
  const { context, page } = await signInAs(browser, 'multirole', { locale: 'en-US' });
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/system/choseRoles');
  await expect(picker(page)).toHaveAccessibleName('Switch centre: Choose a centre');

  await picker(page).click();
  await page.getByRole('menuitem', { name: /Sunrise Centre/ }).click();
  await expect.poll(() => pathOf(page)).toBe('/system/center/dataPanel/workTable');
  // 190 seeded; specs that run earlier on the same server add children to Sunrise.
  await expect.poll(async () => Number(await childCount(page).textContent())).toBeGreaterThanOrEqual(190);
  await expect(picker(page)).toHaveAccessibleName('Switch centre: Sunrise Centre');
  // Dates read DD/MM/YYYY in English (spec 000 §1).
  await expect(birthdays(page).first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await page.screenshot({ path: 'test-results/top-bar-workbench-en-US.png' });

  await picker(page).click();
  await expect(page.getByRole('menuitem', { name: /Sunrise Centre/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/top-bar-picker-en-US.png' });
  await page.getByRole('menuitem', { name: /Harbour Centre/ }).click();
  await expect(childCount(page)).toHaveText('120');
  await expect(picker(page)).toHaveAccessibleName('Switch centre: Harbour Centre');

  // YYYY/MM/DD in Chinese.
  await navbar(page).getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '工作台' })).toBeVisible();
  await expect(birthdays(page).first()).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
  await page.screenshot({ path: 'test-results/top-bar-workbench-zh-CN.png' });

  // The choice is remembered on the server: a new sign-in opens Harbour again.
  await page.reload();
  await expect(childCount(page)).toHaveText('120');
  await context.close();
});

test('admin sees the whole tenant tree, with “all” entries when show-all is on, and can act in a centre', async ({
  page,
}) => {
  await signInOnPage(page, 'admin');
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/system/manage');
  // The stored language follows the user; other specs may have left admin in English.
  await navbar(page).getByRole('button', { name: '中文', exact: true }).click();
  await expect(picker(page)).toHaveAccessibleName('切换中心: 平台管理');

  await picker(page).click();
  const menu = page.getByRole('menu', { name: '切换中心' });
  await expect(menu.getByRole('heading', { name: 'Bright Minds Group' })).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'East Area' })).toBeVisible();
  // Sunrise Centre has a child institution: it heads its branch, and only the leaf is chosen.
  await expect(menu.getByRole('heading', { name: 'Sunrise Centre' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /阳光儿童分部/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Harbour Centre/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /全部/ })).toHaveCount(0);

  await page.getByRole('checkbox', { name: '显示“全部”选项' }).check({ force: true });
  await expect(menu.getByRole('menuitem', { name: 'East Area（全部）' })).toBeVisible();
  await page.screenshot({ path: 'test-results/top-bar-admin-tree-zh-CN.png' });

  // Choosing 'all' under East Area selects the area itself.
  await menu.getByRole('menuitem', { name: 'East Area（全部）' }).click();
  await expect.poll(() => pathOf(page)).toBe('/system/area');
  await expect(picker(page)).toHaveAccessibleName('切换中心: East Area');

  // Admin has no membership there: the tenant is set, but no role gives it menus.
  await picker(page).click();
  await page.getByRole('menuitem', { name: /Harbour Centre/ }).click();
  await expect.poll(() => pathOf(page)).toBe('/system/center');
  await expect(picker(page)).toHaveAccessibleName('切换中心: Harbour Centre');

  await navbar(page).getByRole('button', { name: 'English' }).click();
  await picker(page).click();
  await page.getByRole('checkbox', { name: 'Show “All” options' }).check({ force: true });
  await expect(page.getByRole('menuitem', { name: 'All of East Area' })).toBeVisible();
  await page.screenshot({ path: 'test-results/top-bar-admin-tree-en-US.png' });

  // And back to management mode.
  await page.getByRole('menuitem', { name: 'Platform management' }).click();
  await expect.poll(() => pathOf(page)).toBe('/system/manage');
  await expect(picker(page)).toHaveAccessibleName('Switch centre: Platform management');
});

test('the QR popover shows real QR codes; the calendar, bell and account menu work', async ({ page }) => {
  await signInOnPage(page, 'centeradmin');
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/system/center/dataPanel/workTable');
  // The stored language is whatever an earlier spec left for centeradmin: choose Chinese.
  await navbar(page).getByRole('button', { name: '中文', exact: true }).click();
  await expect(birthdays(page).first()).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);

  await navbar(page).getByRole('button', { name: '二维码' }).click();
  const images = page.locator('img.atrium-qr-image');
  await expect(images).toHaveCount(3);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    // Decoded by the browser: a real image, not a broken one.
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100)).toBe(true);
  }
  await expect(page.getByRole('img', { name: '二维码：中心二维码' })).toBeVisible();
  await expect(page.getByRole('img', { name: '二维码：家长端' })).toBeVisible();
  await expect(page.getByRole('link', { name: /\/m\/tenant\?tenantId=.+&t=ey/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/top-bar-qr-zh-CN.png' });
  await page.keyboard.press('Escape');

  // The notification centre opens from the bell (its content: tests/e2e/notifications.spec.ts;
  // other specs' check-ins may have left notifications, so no empty state is expected here).
  await navbar(page).getByRole('button', { name: /^通知/ }).click();
  await expect(page.getByRole('region', { name: '通知中心' })).toBeVisible();
  await page.keyboard.press('Escape');

  await navbar(page).getByRole('button', { name: '日历' }).click();
  await expect.poll(() => pathOf(page)).toBe('/system/center/menu/calendar');
  await expect(page.getByRole('heading', { name: '日历', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/日历/);

  await navbar(page).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await navbar(page).getByRole('button', { name: 'QR codes' }).click();
  await expect(page.getByRole('img', { name: 'QR code: Centre QR code' })).toBeVisible();
  await page.screenshot({ path: 'test-results/top-bar-qr-en-US.png' });
  await page.keyboard.press('Escape');

  await navbar(page).locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect.poll(() => pathOf(page)).toBe('/system/center/menu/account/settings');
  expect(new URL(page.url()).searchParams.get('section')).toBe('password');
});
