import { expect, test, type Browser, type Page } from '@playwright/test';
import { pathOf, signInAs, switchLanguage, type Locale } from './support/session';

// The notification centre (spec 000 §2, issue 4 item 5): the role named admin publishes a system
// notice; the centre admin, in another browser, sees the count rise without a reload (pushed by
// the SignalR hub: the 60 s poll would be far too slow for these waits), reads it in the modal,
// and a coach's check-in arrives as a user notification that opens the child's page in a new tab.

const NOTICE_FORM = '/system/manage/setting/notice';
/** Well inside the 60 s poll: a count that moves this fast was pushed. */
const PUSHED = { timeout: 15_000 };

const navbar = (page: Page) => page.locator('.bp6-navbar');
const bell = (page: Page) => navbar(page).locator('button.atrium-bell');
const panel = (page: Page) => page.getByRole('region', { name: /^(通知中心|Notification centre)$/ });

/** Signed in on a context of its own at its start page, in `locale`, with a bearer token to read. */
const signIn = async (browser: Browser, userName: string, landing: string, locale: Locale) => {
  const signed = await signInAs(browser, userName, { locale });
  await expect.poll(() => pathOf(signed.page), { timeout: 15_000 }).toBe(landing);
  await switchLanguage(signed.page, locale);
  await expect.poll(signed.token, { timeout: 15_000 }).not.toBe('');
  return signed;
};

/** The unread total the bell states in its name (0 when it states none). */
const unreadTotal = async (page: Page): Promise<number> => {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
};

/** The unread counts the bell's tooltip states: user, system. */
const unreadCounts = async (page: Page): Promise<[number, number]> => {
  const title = (await bell(page).getAttribute('title')) ?? '';
  const [user = 0, system = 0] = [...title.matchAll(/(\d+)/g)].map((m) => Number(m[1]));
  return [user, system];
};

const publishNotice = async (
  admin: Page,
  notice: { title: string; summary: string; icon: 'System' | 'VratIcon' },
  texts: { titleLabel: string; summaryLabel: string; iconLabel: string; chosen: string; submit: string },
  screenshot?: string,
) => {
  await admin.getByLabel(texts.titleLabel).fill(notice.title);
  await admin.getByLabel(texts.summaryLabel).fill(notice.summary);
  await admin.getByLabel(texts.iconLabel).selectOption(notice.icon);
  await admin.getByRole('radio', { name: texts.chosen }).check({ force: true });
  await admin.getByRole('group', { name: texts.chosen }).getByText('Sunrise Centre').click();
  if (screenshot) await admin.screenshot({ path: screenshot, fullPage: true });
  await admin.getByRole('button', { name: texts.submit, exact: true }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: texts.submit, exact: true }).click();
};

test('zh-CN: a published notice and a colleague’s check-in reach the centre admin at once', async ({ browser }) => {
  test.setTimeout(120_000);
  const centre = await signIn(browser, 'centeradmin', '/system/center/dataPanel/workTable', 'zh-CN');
  const admin = await signIn(browser, 'admin', '/system/manage', 'zh-CN');
  const coach = await signIn(browser, 'coach', '/system/center/menu/user/subject', 'zh-CN');
  const { page } = centre;
  // Whatever earlier runs left unread, the counts from now on move by what this test does.
  const [userBefore, systemBefore] = await unreadCounts(page);
  const totalBefore = await unreadTotal(page);

  // Management mode has no notifications of its own: the panel says so and leads to the form.
  await bell(admin.page).click();
  await expect(panel(admin.page).getByText('请选择一个中心以查看其通知。')).toBeVisible();
  await panel(admin.page).getByRole('button', { name: '发布系统通知' }).click();
  await expect.poll(() => pathOf(admin.page)).toBe(NOTICE_FORM);
  await expect(admin.page.getByRole('heading', { name: '发布系统通知', level: 1 })).toBeVisible();
  // Validation first.
  await admin.page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(admin.page.getByText('请输入包含文字的标题。')).toBeVisible();
  await expect(admin.page.getByText('请输入包含文字的摘要。')).toBeVisible();

  const stamp = Date.now().toString(36);
  await publishNotice(
    admin.page,
    {
      title: `<b>系统维护</b> 今晚 ${stamp}<script>window.hacked = 1</script>`,
      summary: '<p>今晚 <i>22:00–23:00</i> 控制台暂停服务。</p><img src=x onerror="window.hacked = 2">',
      icon: 'System',
    },
    { titleLabel: '标题（HTML）', summaryLabel: '摘要（HTML）', iconLabel: '图标', chosen: '指定中心', submit: '发布' },
    '.tmp/notifications-publish-form-zh-CN.png',
  );
  await expect(admin.page.getByText(/^通知已发布给 \d+ 位用户。$/)).toBeVisible();
  await admin.page.screenshot({ path: '.tmp/notifications-publish-zh-CN.png', fullPage: true });

  // Pushed: the system count rises without a reload.
  await expect.poll(() => unreadCounts(page), PUSHED).toEqual([userBefore, systemBefore + 1]);
  await expect(bell(page)).toHaveAccessibleName(`通知: ${totalBefore + 1} 条未读`);

  await bell(page).click();
  await panel(page)
    .getByRole('tab', { name: /系统消息/ })
    .click();
  const item = panel(page).getByRole('button', { name: new RegExp(`^(?!标为已读).*系统维护 今晚 ${stamp}`) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('今晚 22:00–23:00 控制台暂停服务。');
  await expect(item.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  await expect(panel(page).getByRole('region', { name: '今天' })).toBeVisible();
  await page.screenshot({ path: '.tmp/notifications-panel-system-zh-CN.png' });
  await item.click();

  const dialog = page.getByRole('dialog', { name: '系统通知' });
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(`系统维护 今晚 ${stamp}`);
  await expect(dialog.locator('b', { hasText: '系统维护' })).toBeVisible();
  await expect(dialog.locator('i', { hasText: '22:00–23:00' })).toBeVisible();
  await expect(dialog.locator('script, img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await page.screenshot({ path: '.tmp/notifications-notice-zh-CN.png' });
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => unreadCounts(page)).toEqual([userBefore, systemBefore]);

  // A coach checks a child in (REST, with the coach's own token): the centre admin is told.
  const children = await coach.page.request.post('/api/business/subject/getList', {
    headers: { authorization: coach.token() },
    // A bound child: other specs leave children whose guardian withdrew or cancelled on top.
    data: { skipCount: 0, maxResultCount: 1, status: 'Bind' },
  });
  expect(children.status()).toBe(200);
  const [child] = ((await children.json()) as { items: { id: string; name: string }[] }).items;
  if (!child) throw new Error('the coach sees no child');
  // A retry of this test finds the child checked in already: out first, then in.
  await coach.page.request.post('/api/business/checkIn/out', {
    headers: { authorization: coach.token() },
    data: { subjectId: child.id },
  });
  const checkedIn = await coach.page.request.post('/api/business/checkIn/in', {
    headers: { authorization: coach.token() },
    data: { subjectId: child.id },
  });
  expect(checkedIn.status()).toBe(200);
  await expect.poll(() => unreadCounts(page), PUSHED).toEqual([userBefore + 1, systemBefore]);

  await bell(page).click();
  const checkIn = panel(page).getByRole('button', { name: new RegExp(`^(?!标为已读).*训练签到.*为${child.name}签到`) });
  await expect(checkIn).toBeVisible();
  await page.screenshot({ path: '.tmp/notifications-panel-user-zh-CN.png' });
  const [tab] = await Promise.all([centre.context.waitForEvent('page'), checkIn.click()]);
  await expect.poll(() => tab.url()).toContain(`/system/center/detail/subjectDetail?from=notification&id=${child.id}`);
  await tab.close();
  await expect(panel(page)).toBeHidden();
  await expect.poll(() => unreadCounts(page)).toEqual([userBefore, systemBefore]);

  for (const signed of [centre, admin, coach]) await signed.context.close();
});

test('en-US: a VRAT notice opens the indicators, and the message centre reads all', async ({ browser }) => {
  test.setTimeout(120_000);
  const centre = await signIn(browser, 'centeradmin', '/system/center/dataPanel/workTable', 'en-US');
  const admin = await signIn(browser, 'admin', '/system/manage', 'en-US');
  const { page } = centre;
  const [userBefore, systemBefore] = await unreadCounts(page);

  await admin.page.goto(NOTICE_FORM);
  await expect(admin.page.getByRole('heading', { name: 'Publish a system notice', level: 1 })).toBeVisible();
  const texts = {
    titleLabel: 'Title (HTML)',
    summaryLabel: 'Summary (HTML)',
    iconLabel: 'Icon',
    chosen: 'Chosen centres',
    submit: 'Publish',
  };
  const stamp = Date.now().toString(36);
  // One notice left unread for "read all", one to open.
  await publishNotice(
    admin.page,
    { title: `Holiday opening hours ${stamp}`, summary: '<p>Open 9:00–12:00.</p>', icon: 'System' },
    texts,
  );
  await expect(admin.page.getByText(/^Notice published\. Recipients: \d+\.$/)).toBeVisible();
  await publishNotice(
    admin.page,
    { title: `New VRAT norms ${stamp}`, summary: '<p>Updated age bands.</p>', icon: 'VratIcon' },
    texts,
  );
  await admin.page.screenshot({ path: '.tmp/notifications-publish-en-US.png', fullPage: true });

  await expect.poll(() => unreadCounts(page), PUSHED).toEqual([userBefore, systemBefore + 2]);
  await bell(page).click();
  await panel(page)
    .getByRole('tab', { name: /System messages/ })
    .click();
  const vrat = panel(page).getByRole('button', { name: new RegExp(`^(?!Mark as read).*New VRAT norms ${stamp}`) });
  await expect(vrat).toBeVisible();
  await page.screenshot({ path: '.tmp/notifications-panel-system-en-US.png' });
  const [tab] = await Promise.all([centre.context.waitForEvent('page'), vrat.click()]);
  await expect.poll(() => tab.url()).toContain('/system/center/menu/analysis/vrat?tab=Indicators');
  await tab.close();
  await expect.poll(() => unreadCounts(page)).toEqual([userBefore, systemBefore + 1]);

  // The message centre: every notification, paged; read all after a confirmation.
  await bell(page).click();
  await panel(page).getByRole('button', { name: 'View all' }).click();
  await expect.poll(() => pathOf(page)).toBe('/system/center/menu/notification');
  await expect(page.getByRole('heading', { name: 'Message centre', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `New VRAT norms ${stamp}` })).toContainText('Read');
  await expect(page.getByText(/^Total: \d+$/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Holiday opening hours ${stamp}` })).toContainText('Unread');
  await page.screenshot({ path: '.tmp/notifications-message-centre-en-US.png', fullPage: true });

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('Mark all your messages in this centre as read?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText(`Marked as read: ${userBefore + systemBefore + 1}.`)).toBeVisible();
  await expect.poll(() => unreadTotal(page)).toBe(0);
  await expect(page.getByRole('row').filter({ hasText: `Holiday opening hours ${stamp}` })).toContainText('Read');
  await page.getByLabel('Status').selectOption('unread');
  await expect(page.getByRole('heading', { name: 'No unread messages' })).toBeVisible();

  // The stored language follows the user into later specs: leave both in Chinese.
  await switchLanguage(page, 'zh-CN');
  await switchLanguage(admin.page, 'zh-CN');
  for (const signed of [centre, admin]) await signed.context.close();
});
