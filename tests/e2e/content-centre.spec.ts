import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';

// Issue 18 "Done means": change a status and see the centre's list change; as a centre admin, the
// Public library is readable, nothing is editable. The editor hides a demo programme, and the
// centre admin's library (资料库 / Database) no longer finds it; the editor makes it Public, and
// the centre admin finds it, opens its detail and meets no edit, status, move or delete control
// anywhere (programmes, materials, music).

const LIBRARY = '/system/center/menu/account/trainerDatabase';
const PROGRAMS = '/system/manage/content/trainingProgram';

const WORDS = {
  'en-US': {
    status: /^Change the status of /,
    hidden: /^Hidden/,
    public: /^Public/,
    save: 'Save',
    search: 'Search by code or title',
    nothing: 'Nothing matches',
    open: /^Open /,
    tabs: { materials: 'Materials', music: 'Music' },
    play: /^Play /,
    writes: /^(Edit|Change the status|Delete|Move|Add)/,
  },
  'zh-CN': {
    status: /^修改.+的状态$/,
    hidden: /^隐藏/,
    public: /^公开/,
    save: '保存',
    search: '按编号或标题搜索',
    nothing: '没有匹配的结果',
    open: /^打开/,
    tabs: { materials: '教具', music: '音乐' },
    play: /^播放/,
    writes: /^(编辑|修改|删除|上移|下移|移动|添加)/,
  },
} as const;

type Locale = keyof typeof WORDS;

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/shots-content-centre/${name}.png` });

const search = async (page: Page, locale: Locale, text: string) => {
  const box = page.getByRole('searchbox', { name: WORDS[locale].search }).or(page.getByLabel(WORDS[locale].search));
  await box.first().fill(text);
  await box.first().press('Enter');
  // The search is the list's once the box still holds it after Enter (a remount would empty it).
  await expect(box.first()).toHaveValue(text);
};

/** The editor sets the programme's status through the status-change dialog. */
const setStatus = async (page: Page, locale: Locale, code: string, to: 'hidden' | 'public') => {
  const w = WORDS[locale];
  await page.goto(PROGRAMS);
  await search(page, locale, code);
  const row = page.locator('table.atrium-table tbody tr', { hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: w.status }).click();
  const dialog = page.getByRole('dialog', { name: w.status });
  await dialog.getByRole('radio', { name: w[to] }).check({ force: true });
  await dialog.getByRole('button', { name: w.save }).click();
  await expect(dialog).toBeHidden();
};

const centreFinds = async (page: Page, locale: Locale, code: string) => {
  await page.goto(LIBRARY);
  await search(page, locale, code);
  return page.locator('table.atrium-table tbody tr', { hasText: code });
};

/** The centre admin reads a Public programme, its detail and the other tabs, and meets no write control. */
const readsLibrary = async (page: Page, locale: Locale, code: string) => {
  const w = WORDS[locale];
  const row = await centreFinds(page, locale, code);
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('button', { name: w.writes })).toHaveCount(0);
  await row.getByRole('button', { name: w.open }).click();
  const drawer = page.locator('.bp6-drawer');
  await expect(drawer).toContainText(code);
  await expect(drawer.getByRole('button', { name: w.writes })).toHaveCount(0);
  await shot(page, `programme-${locale}`);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Materials and music read only too; a track plays.
  await page.getByRole('tab', { name: w.tabs.materials }).click();
  await expect(page.locator('table.atrium-table tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: w.writes })).toHaveCount(0);
  await page.getByRole('tab', { name: w.tabs.music }).click();
  await expect(page.getByRole('button', { name: w.play }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: w.writes })).toHaveCount(0);
  await shot(page, `music-${locale}`);
};

test('a programme the editor hides leaves the centre library, and is back when Public; nothing there edits (English)', async ({
  browser,
}) => {
  // Two people and two status changes: longer than one journey's 60 s on a loaded machine.
  test.setTimeout(150_000);
  const code = 'ATT-03';
  const editor = await signInAs(browser, 'editor', { locale: 'en-US' });
  const centre = await signInAs(browser, 'centeradmin', { locale: 'en-US' });

  await setStatus(editor.page, 'en-US', code, 'hidden');
  try {
    await centreFinds(centre.page, 'en-US', code);
    // Polled on the page's text, so that a failure prints what the centre saw instead (a row of
    // the hidden programme, or a list that lost its search).
    await expect
      .poll(() => centre.page.locator('main').innerText(), { timeout: 15_000 })
      .toContain(WORDS['en-US'].nothing);
  } finally {
    // Public again, as the demo had it, even when a check above failed: the specs after this one
    // (and a second run on the same server) find the library as it was.
    await setStatus(editor.page, 'en-US', code, 'public');
  }
  await readsLibrary(centre.page, 'en-US', code);

  await editor.context.close();
  await centre.context.close();
});

// The status changes are the English test's; in Chinese the centre admin reads the same library.
test('中心管理员以中文阅读公开的资料库：训练项目详情、教具与音乐，没有任何编辑控件', async ({ browser }) => {
  const centre = await signInAs(browser, 'centeradmin', { locale: 'zh-CN' });
  await readsLibrary(centre.page, 'zh-CN', 'ATT-04');
  await centre.context.close();
});
