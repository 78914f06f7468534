import { expect, test, type Page } from '@playwright/test';
import { MENU_TREES } from '../../server/modules/menus/menu.catalogue';
import { C, label, labelsOf, sideMenuItem, sideMenuItems, treeRoutes } from './support/menus';
import { pathOf, signInAs, signInOnPage, switchLanguage, watchBearerToken } from './support/session';

// A tenant's features shape its centre admin's menu at once; a page outside the menu says so,
// and the server refuses its data. (Each demo user's own menu: sign-in.spec.ts.)

/** The bearer token the console sends, read off its GraphQL requests after a reload. */
const bearerOf = async (page: Page): Promise<string> => {
  const token = watchBearerToken(page);
  await page.reload();
  await expect.poll(token, { timeout: 15_000 }).not.toBe('');
  return token();
};

const sunriseId = async (adminToken: string, page: Page): Promise<string> => {
  const response = await page.request.get('/api/business/tenant/changeList2', {
    headers: { authorization: adminToken },
  });
  expect(response.status()).toBe(200);
  type Node = { id: string; displayName: string; children: Node[] };
  const find = (nodes: Node[]): Node | undefined =>
    nodes.map((n) => (n.displayName === 'Sunrise Centre' ? n : find(n.children))).find(Boolean);
  const sunrise = find((await response.json()) as Node[]);
  if (!sunrise) throw new Error('Sunrise Centre is not in the tree');
  return sunrise.id;
};

test('when the admin hides hfs for Sunrise, the centre admin’s hfs items are gone after a reload', async ({
  browser,
}) => {
  const { context: adminContext, page: admin } = await signInAs(browser, 'admin', { locale: 'zh-CN' });
  const adminToken = await bearerOf(admin);
  const tenantId = await sunriseId(adminToken, admin);
  const url = `/api/business/frontPermission/tenantFrontPermission?tenantId=${tenantId}`;
  const original = (
    (await (await admin.request.get(url, { headers: { authorization: adminToken } })).json()) as {
      names: string[];
    }
  ).names;
  expect(original).toContain('hfs');

  const { context: centreContext, page: centre } = await signInAs(browser, 'centeradmin', { locale: 'zh-CN' });
  await switchLanguage(centre, 'zh-CN');
  const HFS_ONLY = labelsOf('zh-CN', [
    C('menu/hfs/costOverview'),
    C('menu/hfs/order'),
    C('menu/traningManage/trainList'),
    C('menu/analysis/iLs'),
  ]);
  for (const text of HFS_ONLY) await expect(sideMenuItem(centre, text)).toHaveCount(1);

  try {
    const hidden = await admin.request.post(url, {
      headers: { authorization: adminToken },
      data: { names: original.filter((n) => n !== 'hfs') },
    });
    expect(hidden.status()).toBe(200);
    await centre.reload();
    const expected = labelsOf(
      'zh-CN',
      MENU_TREES.centre.flatMap((g) => g.items.filter((i) => i.line !== 'hfs').map((i) => i.route)),
    );
    await expect(sideMenuItems(centre)).toHaveText(expected);
    for (const text of HFS_ONLY) await expect(sideMenuItem(centre, text)).toHaveCount(0);
  } finally {
    const restored = await admin.request.post(url, {
      headers: { authorization: adminToken },
      data: { names: original },
    });
    expect(restored.status()).toBe(200);
  }
  await centre.reload();
  await expect(sideMenuItems(centre)).toHaveText(labelsOf('zh-CN', treeRoutes('centre')));
  await centreContext.close();
  await adminContext.close();
});

test('a coach who types a management address gets the no-access page, and the API refuses the data', async ({
  page,
}) => {
  await signInOnPage(page, 'coach');
  await switchLanguage(page, 'zh-CN');
  await expect.poll(() => pathOf(page)).toBe('/system/center/menu/user/subject');
  await page.goto('/system/manage/user/subject');
  await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('您当前的角色无权打开此页面')).toBeVisible();

  const token = await bearerOf(page);
  const refused = await page.request.get(
    '/api/business/frontPermission/tenantFrontPermission?tenantId=00000000-0000-4000-8000-000000000000',
    { headers: { authorization: token, 'accept-language': 'en-US' } },
  );
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('Forbidden');

  await switchLanguage(page, 'en-US');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to my start page' }).click();
  await expect.poll(() => pathOf(page)).toBe('/system/center/menu/user/subject');
  await switchLanguage(page, 'zh-CN');
});

test('a menu item without its own screen yet shows its title and what it is for', async ({ page }) => {
  await signInOnPage(page, 'centeradmin');
  await switchLanguage(page, 'zh-CN');
  await sideMenuItem(page, '问卷列表').click();
  await expect.poll(() => pathOf(page)).toBe('/system/center/menu/statistic/questionnaireList');
  await expect(page.getByRole('heading', { name: '问卷列表' })).toBeVisible();
  await expect(page.getByText('家长和儿童在本中心填写的问卷。')).toBeVisible();
  const current = page.locator('nav.atrium-side-menu a[aria-current="page"]');
  await expect(current).toHaveAccessibleName('问卷列表');
  // The menu says so before anyone clicks: a "coming" tag, and the same as the link's description.
  await expect(current.locator('.atrium-side-menu-coming')).toHaveText('即将上线');
  await expect(current).toHaveAccessibleDescription('即将上线：此页面的功能尚未开放。');
});

test('screenshots of the shell with its menu, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInOnPage(page, 'centeradmin');
  for (const language of ['zh-CN', 'en-US'] as const) {
    await switchLanguage(page, language);
    await page.goto('/system/center/dataPanel/workTable');
    await expect(sideMenuItems(page).first()).toHaveText(label(language, 'center.items.work-table'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label(language, 'center.items.work-table'));
    await page.screenshot({ path: `docs/screenshots/shell-${language}.png` });
  }
  await switchLanguage(page, 'zh-CN');
});
