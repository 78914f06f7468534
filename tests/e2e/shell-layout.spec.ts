import { expect, test, type Locator } from '@playwright/test';
import { signInAs } from './support/session';

// The shell as a centre manager and the platform admin see it at 1280 px (issue 17 items 6 and 8):
// the workbench's cards leave no gaps, the menu's background runs the page's height, the admin's
// long menu opens at the current section, unbuilt screens say so, both contract screens alike.

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

test('the workbench’s cards fill their rows, and the menu’s background runs the page’s height', async ({ browser }) => {
  const { context, page } = await signInAs(browser, 'centeradmin', {
    locale: 'en-US',
    path: '/system/center/dataPanel/workTable',
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  const card = (name: string) => page.locator('.atrium-workbench-grid > .bp6-card', { hasText: name });
  await expect(card('Today’s check-ins')).toBeVisible();
  await expect(card('Unread notifications')).toBeVisible();
  const [checkIns, inCentre, courses, notifications, children, grid] = await Promise.all([
    box(card('Today’s check-ins')),
    box(card('In the centre now')),
    box(card('Today’s courses')),
    box(card('Unread notifications')),
    box(card('Newest children')),
    box(page.locator('.atrium-workbench-grid')),
  ]);
  expect(inCentre.y).toBe(checkIns.y);
  expect(inCentre.height).toBe(checkIns.height);
  expect(notifications.y).toBe(courses.y);
  expect(notifications.height).toBe(courses.height);
  expect(children.width).toBe(grid.width);

  const body = await box(page.locator('.atrium-body'));
  const menu = await box(page.locator('nav.atrium-side-menu'));
  expect(menu.height).toBe(body.height);
  await context.close();
});

test('the admin’s 71-item menu opens at the current section, and unbuilt screens are tagged', async ({ browser }) => {
  const { context, page } = await signInAs(browser, 'admin', { locale: 'en-US', path: '/system/manage/content/tag' });
  const nav = page.locator('nav.atrium-side-menu');
  await expect(nav.getByRole('button', { name: 'Content', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('button', { expanded: true })).toHaveCount(1);
  await expect(nav.getByRole('menuitem', { name: 'Tags', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('menuitem', { name: 'Tags', exact: true })).not.toContainText('coming');
  await expect(nav.getByRole('menuitem', { name: 'Training programmes', exact: true })).not.toContainText('coming');

  await expect(nav.getByRole('menuitem', { name: 'Centres', exact: true })).toBeHidden();
  await nav.getByRole('button', { name: 'Organisations', exact: true }).click();
  // Organisations mixes built screens with ones still to come (medals).
  await expect(nav.getByRole('menuitem', { name: 'Medals', exact: true })).toContainText('coming');
  await expect(nav.getByRole('menuitem', { name: 'Centres', exact: true })).not.toContainText('coming');
  await nav.getByRole('menuitem', { name: 'Centres', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/system/manage/manage/center');
  // The section of the page now shown is open; the one left stays as the admin left it.
  await expect(nav.getByRole('button', { name: 'Organisations', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await context.close();
});

test('the HFS and VRAT contract screens share one head: the tenant’s contracts, settings at the right', async ({
  browser,
}) => {
  const { context, page } = await signInAs(browser, 'enterprise', { locale: 'en-US', path: '/system/contracts/hfs' });
  await page.setViewportSize({ width: 1280, height: 800 });
  const heads: { title: { x: number; y: number }; settings: { x: number; width: number } }[] = [];
  for (const [path, settings] of [
    ['/system/contracts/hfs', 'Reminder settings'],
    ['/system/contracts/vrat', 'Settings'],
  ] as const) {
    await page.goto(path);
    const head = page.locator('.atrium-contract-head');
    await expect(head.getByRole('heading', { level: 2 })).toBeVisible();
    heads.push({
      title: await box(head.getByRole('heading', { level: 2 })).then(({ x, y }) => ({ x, y })),
      settings: await box(head.getByRole('button', { name: settings, exact: true })),
    });
  }
  const [hfs, vrat] = heads as [(typeof heads)[number], (typeof heads)[number]];
  expect(hfs.title).toEqual(vrat.title);
  const rightEdge = (b: { x: number; width: number }) => Math.round(b.x + b.width);
  expect(rightEdge(hfs.settings)).toBe(rightEdge(vrat.settings));
  await context.close();
});
