import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs, switchLanguage } from './support/session';

// Issue 18 "Done means": as the editor, create a feedback form with all ten property types and
// preview it, in English then in Chinese (the language switch mid-journey is part of the check).
// Each property is saved through the server's own check (forms/ checkPropertyDefinition) and
// previewed as staff will fill it, in the editor and then as the whole form.

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.tmp/shots-content-feedback/${name}.png`, fullPage: true });

type Step = { type: string; settings?: (dialog: Locator) => Promise<unknown> };

const add = async (page: Page, language: 'en' | 'zh', title: string, step: Step) => {
  const words =
    language === 'en'
      ? {
          add: 'Add feedback property',
          dialog: 'Add a feedback property',
          title: /^Title/,
          type: 'Type',
          form: 'Feedback form',
          save: 'Save',
          preview: 'Preview',
        }
      : {
          add: '添加反馈属性',
          dialog: '添加反馈属性',
          title: /^标题/,
          type: '类型',
          form: '反馈表',
          save: '保存',
          preview: '预览',
        };
  await page.getByRole('button', { name: words.add }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await dialog.getByLabel(words.form, { exact: true }).selectOption('Personal');
  await dialog.getByLabel(words.title).fill(title);
  await dialog.getByLabel(words.type, { exact: true }).selectOption(step.type);
  await step.settings?.(dialog);
  // The live preview shows the property as staff will fill it, titled with its name.
  await expect(dialog.getByRole('region', { name: words.preview }).getByText(title, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: words.save }).click();
  await expect(dialog).toBeHidden();
};

test('the editor builds a feedback form of all ten property types and previews it, in English then Chinese', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 100000;
  const { context, page } = await signInAs(browser, 'editor', { locale: 'en-US' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.goto('/system/manage/content/feedbackProperty');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback properties' })).toBeVisible();
  await expect(page.locator('table.atrium-table tbody tr').first()).toContainText('Arrival time');

  // A rating's settings, checked as one types: three star names for five stars are refused.
  await page.getByRole('button', { name: 'Add feedback property' }).click();
  const rating = page.getByRole('dialog', { name: 'Add a feedback property' });
  await rating.getByLabel(/^Title/).fill(`Effort ${stamp}`);
  await rating.getByLabel('Type', { exact: true }).selectOption('Rating');
  await rating.getByLabel('Star names', { exact: true }).fill('Low\nMiddle\nHigh');
  await expect(rating.getByText(`Effort ${stamp}: each language needs 5 rating texts, one per star`)).toBeVisible();
  await rating.getByLabel('Stars').fill('3');
  await expect(rating.getByRole('region', { name: 'Preview' }).getByRole('radio', { name: 'High' })).toBeVisible();
  await rating.getByLabel('Feedback form', { exact: true }).selectOption('Personal');
  await shot(page, 'editor-rating-en-US');
  await rating.getByRole('button', { name: 'Save' }).click();
  await expect(rating).toBeHidden();

  await add(page, 'en', `Notes ${stamp}`, { type: 'String', settings: (d) => d.getByLabel('Rows').fill('3') });
  await add(page, 'en', `On their own ${stamp}`, { type: 'Boolean' });
  await add(page, 'en', `Time on task ${stamp}`, {
    type: 'Duration',
    settings: async (d) => {
      await d.getByLabel('Ask for seconds').check({ force: true });
      await d.getByLabel('Note', { exact: true }).fill('Breaks not counted');
    },
  });
  await add(page, 'en', `Rounds ${stamp}`, {
    type: 'Number',
    settings: async (d) => {
      await d.getByLabel('Highest').fill('12');
      await d.getByLabel('Show as a slider').check({ force: true });
    },
  });
  await add(page, 'en', `Mood ${stamp}`, {
    type: 'Selection',
    settings: (d) => d.getByLabel('Options', { exact: true }).fill('calm = Calm\nupset = Upset'),
  });

  // The rest in Chinese.
  await switchLanguage(page, 'zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: '反馈属性' })).toBeVisible();
  await add(page, 'zh', `提示${stamp}`, {
    type: 'MultiLanguageSelection',
    settings: async (d) => {
      await d.getByLabel('中文选项').fill('none = 无需提示\nverbal = 口头提示');
      await d.getByLabel('英文选项').fill('none = None\nverbal = Verbal');
    },
  });
  await add(page, 'zh', `到达${stamp}`, {
    type: 'TimePicker',
    settings: (d) => d.getByLabel('最晚时间').selectOption('current'),
  });
  await add(page, 'zh', `照片${stamp}`, { type: 'ImagePicker' });
  await add(page, 'zh', `视频${stamp}`, { type: 'VideoPicker' });

  // All ten are in the library, found by the stamp.
  await page.getByRole('searchbox', { name: '按标题或类型搜索' }).fill(String(stamp));
  await page.getByRole('searchbox', { name: '按标题或类型搜索' }).press('Enter');
  await expect(page.getByText('共 10 个反馈属性')).toBeVisible();
  await shot(page, 'list-zh-CN');

  // The whole personal feedback form, as staff will fill it: every new question is on it.
  await page.getByRole('button', { name: '预览反馈表' }).click();
  const preview = page.getByRole('dialog', { name: '预览反馈表' });
  await preview.getByLabel('反馈表', { exact: true }).selectOption('Personal');
  for (const title of [`Effort ${stamp}`, `Notes ${stamp}`, `Rounds ${stamp}`, `提示${stamp}`, `视频${stamp}`])
    await expect(preview.getByText(title, { exact: true })).toBeVisible();
  // The new per-language selection beside the demo's: both speak Chinese here.
  await expect(preview.getByRole('radio', { name: '口头提示' })).toHaveCount(2);
  await shot(page, 'form-preview-zh-CN');
  await preview.getByRole('button', { name: '关闭' }).click();

  // Back in English, the history of one of them reads in English words.
  await switchLanguage(page, 'en-US');
  const row = page.locator('table.atrium-table tbody tr', { hasText: `Mood ${stamp}` });
  await row.getByRole('button', { name: `History of Mood ${stamp}` }).click();
  const history = page.getByRole('dialog', { name: `History of Mood ${stamp}` });
  await expect(history.getByText('Type: — → Selection')).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).last().click();
  await context.close();
});
