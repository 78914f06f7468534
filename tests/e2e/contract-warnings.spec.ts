import { expect, test, type Page } from '@playwright/test';
import { signInAs, switchLanguage, type Locale } from './support/session';

// Spec 002 §8 "Contract warning modals" and §9 (20 hours quiet after a close, lastCloseTime in
// local storage): Sunrise's HFS balance is put below its reminder amount through REST (the
// centre's own reminder setting), and put back afterwards for the specs that follow.

const SHOTS = process.env['E2E_SHOTS_DIR'] ?? '.tmp/shots-8193';
const HOME = '/system/center/dataPanel/workTable';

const TEXT: Record<Locale, { title: string; body: RegExp; close: string }> = {
  'en-US': {
    title: 'HFS contract reminder',
    body: /Your HFS balance is below the reminder amount of ¥1,000,000\.00, and the contract has \d+ days left\./,
    close: 'I understand',
  },
  'zh-CN': {
    title: 'HFS合同提醒',
    body: /您的HFS余额已低于提醒金额 ¥1,000,000\.00，合同剩余 \d+ 天，请及时充值。/,
    close: '我知道了',
  },
};

const warning = (page: Page) => page.locator('.contract-warning');

const setReminder = async (page: Page, token: string, tenantId: string, yuan: number) => {
  const response = await page.request.put('/api/rocket/tenantContract/reminderAmount', {
    headers: { authorization: token },
    data: { id: tenantId, hfsReminderAmount: yuan },
  });
  expect(response.status(), await response.text()).toBe(200);
};

const closeAnyWarning = async (page: Page) => {
  const dialog = warning(page);
  while (await dialog.isVisible()) {
    await dialog.getByRole('button').last().click();
    await page.waitForTimeout(300);
  }
};

test('a centre administrator is warned of a low HFS balance in both languages, and not again within 20 hours', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, token } = await signInAs(browser, 'centeradmin', { locale: 'en-US', path: HOME });
  const me = await page.request.get('/api/business/account/tenantInfo', { headers: { authorization: token() } });
  const tenantId = ((await me.json()) as { currentTenant: { id: string } | null }).currentTenant?.id;
  expect(tenantId).toBeTruthy();
  const original = await page.request.get(`/api/rocket/tenantContract/reminder/${tenantId}`, {
    headers: { authorization: token() },
  });
  const { reminderAmount } = (await original.json()) as { reminderAmount: number };

  try {
    // Far above what Sunrise holds: its reminder applies.
    await setReminder(page, token(), tenantId!, 1_000_000);
    for (const locale of ['en-US', 'zh-CN'] as const) {
      await closeAnyWarning(page);
      await switchLanguage(page, locale);
      await page.evaluate(() => localStorage.removeItem('lastCloseTime'));
      await page.reload();
      const dialog = warning(page);
      await expect(dialog.getByRole('heading', { name: TEXT[locale].title })).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByText(TEXT[locale].body)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/contract-warning-${locale}.png` });
      await dialog.getByRole('button', { name: TEXT[locale].close }).click();
      await expect(dialog).toHaveCount(0);
      const closedAt = await page.evaluate(() => Number(localStorage.getItem('lastCloseTime')));
      expect(Math.abs(Date.now() - closedAt)).toBeLessThan(60_000);

      // Closed: a reload within 20 hours stays quiet.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await page.waitForTimeout(1500);
      await expect(warning(page)).toHaveCount(0);
    }

    // 20 hours and a minute later it is shown again.
    await page.evaluate(() => localStorage.setItem('lastCloseTime', String(Date.now() - 72_060_000)));
    await page.reload();
    await expect(warning(page).getByRole('heading', { name: TEXT['zh-CN'].title })).toBeVisible({ timeout: 15_000 });
    await warning(page).getByRole('button', { name: TEXT['zh-CN'].close }).click();
  } finally {
    await setReminder(page, token(), tenantId!, reminderAmount);
    await context.close();
  }
});
