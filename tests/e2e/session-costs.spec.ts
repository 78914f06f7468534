import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { shootWidths } from './support/graphql';
import { signInAs, switchLanguage, type Locale } from './support/session';

// Issue 19 item 6: the HFS fee overview's "Session costs" tab, over the demo's charged sessions
// (demo.offline-plans.ts delivers sessions this month, each charging the centre's contract). Other
// specs deliver sessions in parallel, so the counts are read, never assumed.

const SHOTS = process.env['SHOTS'];
const PAGE = '/system/center/menu/hfs/costOverview';

const T = {
  'zh-CN': { tab: '课时消耗', total: '合计', perCoach: '按教练', list: '扣费课时' },
  'en-US': {
    tab: 'Session costs',
    total: 'Total',
    perCoach: 'Per coach',
    list: 'Charged sessions',
  },
} as const;

for (const [user, locale] of [
  ['centeradmin', 'zh-CN'],
  ['centeradmin', 'en-US'],
] as const satisfies readonly (readonly [string, Locale])[]) {
  test(`${user} (${locale}) reads the centre's session costs per coach and session by session`, async ({ browser }) => {
    const t = T[locale];
    const { context, page } = await signInAs(browser, user, { locale, path: PAGE });
    await switchLanguage(page, locale);
    await page.getByRole('tab', { name: t.tab }).click();
    const perCoach = page.getByRole('table', { name: t.perCoach });
    const total = perCoach.locator('tfoot tr');
    await expect(total).toContainText(t.total, { timeout: 15_000 });
    // The demo charged sessions this month: the total counts some, and the list shows them.
    expect(Number((await total.locator('th').nth(1).innerText()).trim())).toBeGreaterThan(0);
    await expect(perCoach.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('table', { name: t.list }).locator('tbody tr').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `session-costs-${locale}`);
    await context.close();
  });
}

test('a coach is not offered the session costs', async ({ browser }) => {
  const { context, page } = await signInAs(browser, 'coach', { locale: 'en-US', path: PAGE });
  await switchLanguage(page, 'en-US');
  await expect(page.locator('main.atrium-main')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('tab', { name: 'Session costs' })).toHaveCount(0);
  await context.close();
});
