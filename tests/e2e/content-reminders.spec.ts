import { expect, test, type Page } from '@playwright/test';
import { pathOf, signInAs, switchLanguage } from './support/session';

// Spec 000 §7 /system/manage/content/reminder, issue 18: the editor writes a reminder template
// with a placeholder its event cannot fill, is refused with the field named, fixes it, previews it
// with sample values and saves it in English; then, in Chinese, publishes it and reads its history.

const shot = async (page: Page, name: string) => {
  for (const [width, height] of [
    [1280, 800],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `.tmp/shots-content/${name}-${width}.png`, fullPage: true });
  }
};

test('the editor writes a reminder template, is refused a bad placeholder, previews and publishes it, in English then Chinese', async ({
  browser,
}) => {
  const stamp = Date.now() % 100000;
  const nameEn = `Session reminder ${stamp}`;
  const nameZh = `上课提醒${stamp}`;
  const { context, page } = await signInAs(browser, 'editor', { locale: 'en-US' });
  await expect.poll(() => pathOf(page)).toBe('/system/manage/content/tag');
  await page.getByRole('menuitem', { name: 'Reminder templates' }).click();
  await expect.poll(() => pathOf(page)).toBe('/system/manage/content/reminder');
  await expect(page.getByRole('heading', { level: 1, name: 'Reminder templates' })).toBeVisible();
  await expect(page.locator('table.atrium-table tbody tr').first()).toContainText('Session tomorrow');
  await shot(page, 'reminders-en-US');

  await page.getByRole('button', { name: 'Add template' }).click();
  const form = page.getByRole('dialog', { name: 'Add a reminder template' });
  await form.getByLabel(/^Chinese name/).fill(nameZh);
  await form.getByLabel(/^English name/).fill(nameEn);
  await form.getByLabel(/^Event/).selectOption({ label: 'Session tomorrow' });
  await form.getByRole('checkbox', { name: 'Notification' }).check({ force: true });
  await form.getByLabel(/^Chinese subject/).fill('明日课程：{{sessionName}}');
  await form.getByLabel(/^English subject/).fill('Tomorrow: {{sessionName}}');
  await form.getByLabel(/^Chinese message/).fill('{{childName}}明天{{time}}在{{centreName}}上课。');
  // {{amount}} is not something a session reminder knows.
  await form.getByLabel(/^English message/).fill('{{childName}} owes {{amount}} at {{centreName}}.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    form.getByText(
      /^English message uses \{\{amount\}\}, which a reminder for “Session tomorrow” cannot fill: use \{\{childName\}\}/,
    ),
  ).toBeVisible();
  await shot(page, 'reminder-refused-en-US');

  await form.getByLabel(/^English message/).fill('{{childName}} has a session at {{centreName}} tomorrow at {{time}}.');
  await form.getByRole('button', { name: 'Show preview' }).click();
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Tom Wang has a session at Sunshine Children Centre tomorrow at 15:30.');
  await expect(preview).toContainText('王小明明天15:30在阳光儿童中心上课。');
  await expect(preview).toContainText('Tomorrow: Sensory training');
  await shot(page, 'reminder-preview-en-US');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search by name' }).fill(String(stamp));
  await page.getByRole('searchbox', { name: 'Search by name' }).press('Enter');
  const row = page.locator('table.atrium-table tbody tr', { hasText: nameEn });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('SMS, Notification');

  // In Chinese: publish it through the status-change dialog, then read its history.
  await switchLanguage(page, 'zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: '提醒模板' })).toBeVisible();
  const zhRow = page.locator('table.atrium-table tbody tr', { hasText: nameZh });
  await expect(zhRow).toContainText('短信、站内通知');
  await zhRow.getByRole('button', { name: `修改${nameZh}的状态` }).click();
  const status = page.getByRole('dialog', { name: `修改${nameZh}的状态` });
  await status.getByRole('radio', { name: /^公开/ }).check({ force: true });
  await status.getByRole('button', { name: '保存' }).click();
  await expect(status).toBeHidden();
  await expect(zhRow).toContainText('公开');
  await shot(page, 'reminders-zh-CN');

  await zhRow.getByRole('button', { name: `${nameZh}的历史记录` }).click();
  const history = page.getByRole('dialog', { name: `${nameZh}的历史记录` });
  await expect(history.getByText('状态：未发布 → 公开')).toBeVisible();
  await expect(history.getByText('提醒事件：— → 明日课程')).toBeVisible();
  await expect(history.getByText('发送渠道：— → 短信、站内通知')).toBeVisible();
  await shot(page, 'reminder-history-zh-CN');
  await history.getByRole('button', { name: '关闭' }).click();

  // The Chinese form of the same template refuses a stray brace, naming the field.
  await zhRow.getByRole('button', { name: `编辑${nameZh}` }).click();
  const zhForm = page.getByRole('dialog', { name: `编辑${nameZh}` });
  await zhForm.getByLabel(/^中文内容/).fill('{{childName}}明天{{time上课。');
  await zhForm.getByRole('button', { name: '保存' }).click();
  await expect(zhForm.getByText(/^中文内容在“.*”附近的花括号不构成占位符/)).toBeVisible();
  await shot(page, 'reminder-form-zh-CN');
  await zhForm.getByRole('button', { name: '取消' }).click();
  await context.close();
});
