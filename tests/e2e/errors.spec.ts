import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Route } from '@playwright/test';
import { pathOf, signInAs, signInOnPage, switchLanguage } from './support/session';

// Spec 000 §8: failed calls show the server's message; a network failure shows the network text;
// three 403 codes show the message plus a will-log-out text and log out after 2 seconds, once;
// other failures are reported, and an admin reads the reports.

const SUBJECTS = '/system/center/menu/user/subject';
const CLIENT_ERRORS = '/system/manage/setting/clientErrors';

const catalogue = (language: 'zh-CN' | 'en-US', namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../server/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));
const uiCatalogue = (language: 'zh-CN' | 'en-US') =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${language}/errors.json`, import.meta.url), 'utf8'));

const SERVER_ZH = catalogue('zh-CN', 'errors').errors;
const SERVER_EN = catalogue('en-US', 'errors').errors;
const UI_ZH = uiCatalogue('zh-CN');
const NETWORK_ZH = JSON.parse(readFileSync(new URL('../../src/locales/zh-CN/common.json', import.meta.url), 'utf8'))
  .error.network;
const UI_EN = uiCatalogue('en-US');
const willLogOut = (ui: typeof UI_ZH) => (ui.toast['will-log-out'] as string).replace('{{seconds}}', '2');

const FORCED = [
  { code: 'Business:CenterStateInvalid', zh: SERVER_ZH['center-state-invalid'], httpStatus: 403 },
  { code: 'Business:UserInTenantRoleFrozen', zh: SERVER_ZH['user-in-tenant-role-frozen'], httpStatus: 200 },
  { code: 'Business:UserHasNoAvailableTenant', zh: SERVER_ZH['user-has-no-available-tenant'], httpStatus: 200 },
] as const;

const toast = (page: Page) => page.locator('.bp6-toast');

// urql sends queries as GET (/graphql?operationName=...&query=...) and mutations as POST.
const GRAPHQL = (url: URL) => url.pathname === '/graphql';

const operationOf = (route: Route): string | null => {
  const request = route.request();
  const fromUrl = new URL(request.url()).searchParams.get('operationName');
  if (fromUrl) return fromUrl;
  try {
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? null;
  } catch {
    return null;
  }
};

/** Answers /graphql as the gateway does when REST refused: the code and status in extensions. */
const answerWithError = (route: Route, message: string, code: string, status: number, httpStatus = 200) =>
  route.fulfill({
    status: httpStatus,
    contentType: 'application/graphql-response+json; charset=utf-8',
    body: JSON.stringify({ data: null, errors: [{ message, extensions: { code, status } }] }),
  });

const signInAsCoach = async (page: Page) => {
  await signInOnPage(page, 'coach', { path: SUBJECTS });
  await expect(page.locator('table')).toBeVisible();
  // The page's own reads (the list, the permissions, the form options) are done: a route that
  // fails GraphQL from here on fails what the test does next, not a read still on its way.
  await page.waitForLoadState('networkidle');
};

/** Counts the provider's end-session calls: each is one sign-out. */
const countSignOuts = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/oidc/session/end') calls.push(request.url());
  });
  return calls;
};

const search = async (page: Page, text: string, button: RegExp) => {
  const box = page.getByRole('searchbox');
  await box.fill(text);
  // The form takes its values from the address after a search: the text must still be there.
  await expect(box).toHaveValue(text);
  await page.getByRole('button', { name: button }).click();
};

test.use({ locale: 'zh-CN' });

test.describe('the three 403 codes sign the user out once, after 2 seconds (zh-CN)', () => {
  for (const { code, zh, httpStatus } of FORCED) {
    test(code, async ({ page }) => {
      await signInAsCoach(page);
      const signOuts = countSignOuts(page);
      // Every request from now on fails the same way: several at once, as when a centre is frozen.
      // The first answer is held until the second request is on its way, so that a fast 403 does
      // not end the session before the second search is sent; when the first query is still
      // wanted, two failures then arrive together.
      let failed = 0;
      const held: Route[] = [];
      const fail = (route: Route) => answerWithError(route, zh, code, 403, httpStatus);
      await page.route(GRAPHQL, async (route) => {
        failed += 1;
        if (failed < 2) {
          held.push(route);
          return;
        }
        // The held request may have been cancelled meanwhile (a new search tears down the old
        // query): answering it then throws, so this request is answered first and the held
        // ones' refusals are ignored.
        await fail(route);
        await Promise.all(held.splice(0).map((heldRoute) => fail(heldRoute).catch(() => undefined)));
      });

      await search(page, 'SR-2026', /^搜索$/);
      // The first search is on its way (and so the page has taken it into its address) before the
      // second is typed; typed earlier, the page could put SR-2026 back and the same query would
      // not be sent again, leaving the held one unanswered.
      await expect.poll(() => failed).toBeGreaterThanOrEqual(1);
      await expect(page.getByRole('searchbox')).toHaveValue('SR-2026');
      await search(page, 'SR-2027', /^搜索$/);
      const notice = toast(page).filter({ hasText: zh });
      await expect(notice).toBeVisible();
      const shownAt = Date.now();
      await expect(notice).toContainText(willLogOut(UI_ZH));
      await expect(toast(page).filter({ hasText: zh })).toHaveCount(1);
      if (code === 'Business:CenterStateInvalid') {
        await page.screenshot({ path: test.info().outputPath('errors-forced-logout-zh-CN.png') });
      }

      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/signed-out');
      // Not before the 2 seconds (a little slack for the time the toast took to be seen).
      expect(Date.now() - shownAt).toBeGreaterThan(1_500);
      expect(failed).toBeGreaterThanOrEqual(2);
      expect(signOuts).toHaveLength(1);
      await page.waitForTimeout(500);
      expect(signOuts).toHaveLength(1);
    });
  }
});

test('a network failure shows the network text and keeps the user signed in', async ({ page }) => {
  await signInAsCoach(page);
  await page.route(GRAPHQL, (route) => route.abort('internetdisconnected'), { times: 1 });
  await search(page, 'SR-2026-0001', /^搜索$/);
  // The subject list shows its own error state, and the shell's network banner its Retry (issue 17
  // item 4), no toast on top of them.
  await expect(page.locator('main .bp6-callout.bp6-intent-danger').getByText(NETWORK_ZH)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: NETWORK_ZH })).toBeVisible();
  await expect(toast(page)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('errors-network-zh-CN.png') });
  expect(pathOf(page)).toBe(SUBJECTS);
});

test('an unexpected failure is shown, reported, and listed for the admin', async ({ page, browser }) => {
  await signInAsCoach(page);
  const marker = `E2E unexpected failure ${randomUUID()}`;
  const reported = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/graphql' && (request.postData() ?? '').includes('ReportClientError'),
  );
  await page.route(GRAPHQL, async (route) => {
    if (operationOf(route) === 'SubjectList') return answerWithError(route, marker, 'InternalServerError', 500);
    return route.fallback();
  });
  await search(page, 'SR-2026-0002', /^搜索$/);
  // Shown in the page's own error state, and reported all the same.
  await expect(page.getByText(marker)).toBeVisible();
  const report = await reported;
  expect((await report.response())?.status()).toBe(200);
  expect(await (await report.response())?.json()).toEqual({ data: { reportClientError: expect.any(String) } });
  await page.unroute(GRAPHQL);

  const { context: adminContext, page: admin } = await signInAs(browser, 'admin', {
    locale: 'zh-CN',
    path: CLIENT_ERRORS,
  });
  // The admin's stored language is whatever an earlier spec left: say which one this test reads.
  await switchLanguage(admin, 'zh-CN');
  await expect(admin.getByRole('heading', { name: UI_ZH.list.title })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: marker });
  await expect(row).toBeVisible();
  await expect(row).toContainText('coach');
  await expect(row).toContainText('Sunrise Centre');
  await expect(row).toContainText('InternalServerError');
  await expect(row).toContainText('500');
  await expect(row).toContainText(SUBJECTS);
  await expect(row).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
  await admin.screenshot({ path: test.info().outputPath('errors-client-errors-zh-CN.png'), fullPage: true });
  await adminContext.close();
});

test('in English: the message, the will-log-out text, and one sign-out', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signInAsCoach(page);
  const signOuts = countSignOuts(page);
  const message = SERVER_EN['user-in-tenant-role-frozen'] as string;
  await page.route(GRAPHQL, (route) => answerWithError(route, message, 'Business:UserInTenantRoleFrozen', 403));
  await search(page, 'SR-2026', /^Search$/);
  const notice = toast(page).filter({ hasText: message });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(willLogOut(UI_EN));
  await page.screenshot({ path: test.info().outputPath('errors-forced-logout-en-US.png') });
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/signed-out');
  expect(signOuts).toHaveLength(1);
  await context.close();
});
