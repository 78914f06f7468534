import { expect, test, type Page } from '@playwright/test';
import { pathOf, signInAs, switchLanguage } from './support/session';

// Spec 000 §2 (the editor lands on /system/manage/content/tag), issue 18: the editor creates a
// tag, publishes it through the status-change dialog and reads its history, starting in English
// and finishing in Chinese (the language switch mid-journey is part of what is checked).

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/shots-content/${name}.png`, fullPage: true });

test('the editor creates a tag, publishes it and reads its history, in English then Chinese', async ({ browser }) => {
  const stamp = Date.now() % 100000;
  const nameEn = `Turn taking ${stamp}`;
  const nameZh = `轮流${stamp}`;
  const { context, page } = await signInAs(browser, 'editor', { locale: 'en-US' });
  await expect.poll(() => pathOf(page)).toBe('/system/manage/content/tag');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expect(page.locator('table.atrium-table tbody tr').first()).toContainText('Attention');

  // Both names are required, named in the message.
  await page.getByRole('button', { name: 'Add tag' }).click();
  const form = page.getByRole('dialog', { name: 'Add a tag' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Chinese name is required.')).toBeVisible();
  await form.getByLabel(/^Chinese name/).fill(nameZh);
  await form.getByLabel(/^English name/).fill(nameEn);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // The new tag is last, a Draft (Unpublish); find it by searching.
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(String(stamp));
  await page.getByRole('searchbox', { name: 'Search by name' }).press('Enter');
  const row = page.locator('table.atrium-table tbody tr', { hasText: nameEn });
  await expect(row).toContainText('Draft');
  await shot(page, 'tags-en-US');

  // Publish it: the dialog offers only what an unpublished tag may become.
  await row.getByRole('button', { name: `Change the status of ${nameEn}` }).click();
  const status = page.getByRole('dialog', { name: `Change the status of ${nameEn}` });
  await expect(status.getByRole('radio')).toHaveCount(3);
  await status.getByRole('radio', { name: /^Public/ }).check({ force: true });
  await shot(page, 'status-dialog-en-US');
  await status.getByRole('button', { name: 'Save' }).click();
  await expect(status).toBeHidden();
  await expect(row).toContainText('Public');
  await expect(row.getByRole('button', { name: `Delete ${nameEn}` })).toBeDisabled();

  // In Chinese, the same tag's history: created, then its status changed, by the editor.
  await switchLanguage(page, 'zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: '标签' })).toBeVisible();
  const zhRow = page.locator('table.atrium-table tbody tr', { hasText: nameZh });
  await expect(zhRow).toContainText('公开');
  await zhRow.getByRole('button', { name: `${nameZh}的历史记录` }).click();
  const history = page.getByRole('dialog', { name: `${nameZh}的历史记录` });
  await expect(history.getByText('创建', { exact: true })).toBeVisible();
  await expect(history.getByText('修改状态', { exact: true })).toBeVisible();
  await expect(history.getByText('状态：未发布 → 公开')).toBeVisible();
  await expect(history.getByText(`中文名称：— → ${nameZh}`)).toBeVisible();
  await shot(page, 'history-zh-CN');
  await history.getByRole('button', { name: '关闭' }).click();
  await context.close();
});
