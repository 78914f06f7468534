import { expect, test } from '@playwright/test';
import { signInAs, switchLanguage, type Locale } from './support/session';

// Spec 002 §2 (centre menu hfs/order), §7 (excelDownload), architecture.md "Files": the centre's
// HFS orders (the demo's consumption, server/seed/demo.contracts.ts) and their Excel export,
// saved under the name the server gives in Content-Disposition.

const SHOTS = process.env['E2E_SHOTS_DIR'] ?? 'test-results';

const TEXT = {
  'zh-CN': { export: '导出Excel', file: /^HFS订单-\d{8}\.xlsx$/, usage: '使用类型', evaluation: '评估' },
  'en-US': { export: 'Export to Excel', file: /^HFS orders-\d{8}\.xlsx$/, usage: 'Usage', evaluation: 'Evaluation' },
} as const;

// The journey reads either language (the texts above); the browser run takes one, the component
// tests read both catalogues.
const locale = 'zh-CN' as Locale;

test(`the centre admin lists HFS orders, filters them and exports a named workbook (${locale})`, async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const text = TEXT[locale];
  const { context, page } = await signInAs(browser, 'centeradmin', { locale });
  await switchLanguage(page, locale);
  await page.goto('/system/center/menu/hfs/order');
  const table = page.locator('.atrium-order-table');
  await expect(table).toBeVisible({ timeout: 15_000 });
  await expect(table.getByRole('columnheader', { name: text.usage })).toBeVisible();
  expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);

  // Only evaluations: every row left says so.
  await page.getByLabel(text.usage).selectOption('evaluation');
  await page.getByRole('button', { name: locale === 'zh-CN' ? '查询' : 'Search' }).click();
  await expect(table.locator('tbody tr td:nth-child(2)').first()).toHaveText(text.evaluation);
  const usages = await table.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(new Set(usages)).toEqual(new Set([text.evaluation]));
  await page.screenshot({ path: `${SHOTS}/orders-${locale}.png` });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text.export }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(text.file);
  await context.close();
});
