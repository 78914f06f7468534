import { expect, test, type Page } from '@playwright/test';
import { labelsOf, MENUS, sideMenuItems } from './support/menus';
import { signInAs, switchLanguage, type Locale } from './support/session';

// Every menu item opens a page titled as the item is labelled, in both languages (issue 17 item
// 2), clicked as a person would: the centre admin's 30 items and the platform admin's 71, in
// every section of the menu. One sign-in per person: the sweep runs in Chinese, then again after
// the top bar's switch to English.

/**
 * Clicks every item of every section in turn, once the menu reads as `userName`'s in `locale`
 * (src/locales/<locale>/menu.json); the page's h1 reads as the item. Returns how many it clicked.
 */
const sweep = async (page: Page, userName: string, locale: Locale) => {
  await expect(sideMenuItems(page)).toHaveText(labelsOf(locale, MENUS[userName]!));
  const sections = page.locator('nav.atrium-side-menu .atrium-side-menu-section');
  const sectionCount = await sections.count();
  expect(sectionCount).toBeGreaterThan(2);
  let checked = 0;
  for (let s = 0; s < sectionCount; s += 1) {
    const section = sections.nth(s);
    const heading = section.getByRole('button');
    if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
    const items = section.getByRole('menuitem');
    // Each item's label and address, read at once rather than two round trips an item.
    const labelled = await items.evaluateAll((links) =>
      links.map((link) => ({
        label: link.querySelector('.atrium-side-menu-label')?.textContent ?? '',
        href: link.getAttribute('href'),
      })),
    );
    for (const [i, { label, href }] of labelled.entries()) {
      const item = items.nth(i);
      await item.click();
      await expect(item).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 }), `${locale}: ${label} (${href})`).toHaveText(label);
      checked += 1;
    }
  }
  return checked;
};

for (const userName of ['centeradmin', 'admin']) {
  test(`${userName}'s menu items open pages titled as they are labelled, in Chinese and in English`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const items = userName === 'admin' ? 71 : 30;
    const { context, page } = await signInAs(browser, userName, { locale: 'zh-CN' });
    expect(await sweep(page, userName, 'zh-CN')).toBe(items);
    await switchLanguage(page, 'en-US');
    expect(await sweep(page, userName, 'en-US')).toBe(items);
    await context.close();
  });
}
