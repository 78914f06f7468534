import { expect, test, type Page } from '@playwright/test';
import { pathOf, signInAs, type Locale } from './support/session';

// A dropped connection is not a crash (issue 17 item 4; spec 000 §8, 002 §8): offline, the page
// the user was on keeps what it showed, the network message shows above it with a Retry, and
// once the network is back what failed is done again without a reload: a list and a menu click
// to a page whose code was never fetched; a child's detail page whose data cannot be fetched.

const SUBJECTS = '/system/center/menu/user/subject';
const ORDERS = '/system/center/menu/hfs/order';
const GRAPHQL = /\/graphql(\?|$)/;

const TEXT: Record<Locale, { network: string; retry: string; crash: string; chunkFailed: string }> = {
  'zh-CN': {
    network: '请求出现问题，请检查网络后重试。',
    retry: '重试',
    crash: '出错了',
    chunkFailed: '页面无法加载',
  },
  'en-US': {
    network: 'There was a problem with the request. Check your network and try again.',
    retry: 'Retry',
    crash: 'Something went wrong',
    chunkFailed: 'This page could not be loaded',
  },
};

const banner = (page: Page, locale: Locale) => page.getByRole('alert').filter({ hasText: TEXT[locale].network });

/** Neither the console's error page nor the page-code failure: the console did not crash. */
const expectNoCrash = async (page: Page, locale: Locale) => {
  await expect(page.getByText(TEXT[locale].crash, { exact: true })).toHaveCount(0);
  await expect(page.getByText(TEXT[locale].chunkFailed, { exact: true })).toHaveCount(0);
};

const childLinks = (page: Page) => page.locator('table tbody tr a[href*="/system/center/detail/subjectDetail"]');

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`${locale}: offline, a menu click keeps the list under the network message, and opens the page once back`, async ({
    browser,
  }) => {
    const { context, page } = await signInAs(browser, 'centeradmin', { locale, path: SUBJECTS });
    await expect(childLinks(page).first()).toBeVisible();
    const firstChild = (await childLinks(page).first().innerText()).trim();

    await context.setOffline(true);
    // The orders page's code was never fetched in this tab.
    await page.locator(`nav a[href="${ORDERS}"]`).first().click();
    await expect(banner(page, locale)).toBeVisible();
    await expect(banner(page, locale).getByRole('button', { name: TEXT[locale].retry })).toBeVisible();
    expect(pathOf(page)).toBe(SUBJECTS);
    await expect(childLinks(page).first()).toHaveText(firstChild);
    await expectNoCrash(page, locale);
    await page.screenshot({ path: `.tmp/offline-list-${locale}.png` });

    // The browser's 'online' event tries again what failed: the click is carried out.
    await context.setOffline(false);
    await expect.poll(() => pathOf(page)).toBe(ORDERS);
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expect(banner(page, locale)).toBeHidden();
    await context.close();
  });

  test(`${locale}: offline, a child's detail page says the network failed, and shows the child once back`, async ({
    browser,
  }) => {
    const { context, page } = await signInAs(browser, 'centeradmin', { locale, path: SUBJECTS });
    await expect(childLinks(page).nth(1)).toBeVisible();
    // One child opened online, so that the detail page's code is in; then back to the list.
    await childLinks(page).first().click();
    await expect.poll(() => pathOf(page)).toBe('/system/center/detail/subjectDetail');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    const other = childLinks(page).nth(1);
    await expect(other).toBeVisible();
    const name = (await other.innerText()).trim();

    await context.setOffline(true);
    await other.click();
    await expect(banner(page, locale)).toBeVisible();
    await expectNoCrash(page, locale);
    // The shell stays: its menu and the page's title.
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `.tmp/offline-detail-${locale}.png` });

    await context.setOffline(false);
    await expect(page.locator('main').getByText(name, { exact: true }).first()).toBeVisible();
    await expect(banner(page, locale)).toBeHidden();

    // The server out of reach while the browser says it is online: no 'online' event comes, the
    // banner's Retry asks again.
    await page.goBack();
    const third = childLinks(page).nth(2);
    await expect(third).toBeVisible();
    const thirdName = (await third.innerText()).trim();
    // urql asks its queries with GET, the query in the address.
    await page.route(GRAPHQL, (route) => route.abort('connectionrefused'));
    await third.click();
    await expect(banner(page, locale)).toBeVisible();
    await expectNoCrash(page, locale);
    await page.unroute(GRAPHQL);
    await banner(page, locale).getByRole('button', { name: TEXT[locale].retry }).click();
    await expect(page.locator('main').getByText(thirdName, { exact: true }).first()).toBeVisible();
    await expect(banner(page, locale)).toBeHidden();
    await context.close();
  });
}
