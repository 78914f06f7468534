import { expect, test } from '@playwright/test';
import { signInAs, type Locale } from './support/session';

// Every menu item opens a page titled as the item is labelled, in both languages (issue 17 item
// 2), clicked as a person would: the centre admin's 30 items and the platform admin's 71, in
// every section of the menu.

for (const locale of ['zh-CN', 'en-US'] as const satisfies readonly Locale[]) {
  for (const userName of ['centeradmin', 'admin']) {
    test(`${locale}: ${userName}'s menu items open pages titled as they are labelled`, async ({ browser }) => {
      test.setTimeout(240_000);
      const { context, page } = await signInAs(browser, userName, { locale });
      const nav = page.locator('nav.atrium-side-menu');
      const sections = nav.locator('.atrium-side-menu-section');
      const sectionCount = await sections.count();
      expect(sectionCount).toBeGreaterThan(2);
      let checked = 0;
      for (let s = 0; s < sectionCount; s += 1) {
        const section = sections.nth(s);
        const heading = section.getByRole('button');
        if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
        const items = section.getByRole('menuitem');
        const itemCount = await items.count();
        for (let i = 0; i < itemCount; i += 1) {
          const item = items.nth(i);
          const label = (await item.locator('.atrium-side-menu-label').textContent()) ?? '';
          await item.click();
          await expect(item).toHaveAttribute('aria-current', 'page');
          await expect(
            page.getByRole('heading', { level: 1 }),
            `${label} (${await item.getAttribute('href')})`,
          ).toHaveText(label);
          checked += 1;
        }
      }
      expect(checked).toBe(userName === 'admin' ? 71 : 30);
      await context.close();
    });
  }
}
