import { expect, test, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import {
  checkInCandidates,
  checkInOrOut,
  LIVE,
  rowOf,
  signIn,
  SUBJECT_LIST,
  TEXT,
  WORKBENCH,
} from './support/live-workbench';
import type { Locale } from './support/session';

// The live workbench (issue 4, items 6 and 7; "Done means"): a coach checks children in and out
// from the subject list in one browser; the centre admin's workbench in another shows it within a
// second, without a reload. Its network is then cut (the browser goes offline and the GraphQL
// socket is dropped and refused); the indicator says so; once the network is back, the check-ins
// it missed arrive by themselves and the indicator reads live again. realtime-token.spec.ts
// follows the workbench past its socket's token, on a lane of its own.

/**
 * The GraphQL socket of a page goes through a switch: on, it is passed to the server; off, open
 * sockets are dropped and new ones refused, as when the network is gone.
 */
const networkSwitch = async (context: BrowserContext, page: Page) => {
  let cut = false;
  const open = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  await page.routeWebSocket(/\/graphql$/, (ws) => {
    if (cut) {
      void ws.close({ code: 1001, reason: 'network cut' });
      return;
    }
    open.add({ page: ws, server: ws.connectToServer() });
  });
  return {
    cut: async () => {
      cut = true;
      await context.setOffline(true);
      // Some of them closed long ago (a lazy close, a renewal): closing them again does nothing.
      for (const pair of open) {
        await pair.page.close({ code: 1001, reason: 'network cut' }).catch(() => {});
        await pair.server.close().catch(() => {});
      }
      open.clear();
    },
    restore: async () => {
      cut = false;
      await context.setOffline(false);
    },
  };
};

// In English here; notifications.spec.ts follows a check-in live in Chinese. The children checked in
// are on page 3 of the list.
const locale = 'en-US' as Locale;
const listPage = 3;

test(`${locale}: a check-in reaches the workbench at once, and what is missed offline arrives once back`, async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const text = TEXT[locale];
  let network: Awaited<ReturnType<typeof networkSwitch>> | undefined;
  const admin = await signIn(browser, 'centeradmin', WORKBENCH, locale, async (context, page) => {
    network = await networkSwitch(context, page);
  });
  const indicator = admin.page.getByRole('status', { name: text.indicator });
  await expect(indicator.getByText(text.live, { exact: true })).toBeVisible({ timeout: 15_000 });

  const coach = await signIn(browser, 'coach', SUBJECT_LIST, locale);
  await coach.page.goto(`${SUBJECT_LIST}?page=${listPage}`);
  const [first, second] = await checkInCandidates(coach.page, locale, 2);
  // The admin follows the same children on the subject list in a second tab.
  const adminList = await admin.context.newPage();
  await adminList.goto(`${SUBJECT_LIST}?page=${listPage}`);
  await expect(rowOf(adminList, first!).getByRole('button', { name: text.checkIn, exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const today = admin.page.getByRole('table', { name: text.todayTable });
  const inCentre = admin.page.getByRole('table', { name: text.inCentreTable });
  // A child's visits of today (a retry of this test finds earlier ones).
  const visits = (child: { number: string }) => today.locator('tbody tr').filter({ hasText: child.number });
  await expect(admin.page.getByTestId('check-ins-count')).toBeVisible();
  const unread = admin.page.getByTestId('unread-count');
  await expect(unread).toBeVisible();
  const unreadBefore = Number(await unread.innerText());
  const earlier = { first: await visits(first!).count(), second: await visits(second!).count() };

  // 1. Live: the coach's check-in is on the admin's workbench at once (LIVE), without a reload.
  await checkInOrOut(coach.page, locale, first!);
  await expect(visits(first!)).toHaveCount(earlier.first + 1, LIVE);
  await expect(inCentre.getByRole('rowheader', { name: first!.name })).toBeVisible();
  await expect(rowOf(adminList, first!).getByText(text.checkedIn, { exact: true })).toBeVisible(LIVE);
  await expect(indicator).toContainText(text.lastEvent);
  // The coach's check-in is also a notification to the centre admin (notifications module).
  await expect.poll(async () => Number(await unread.innerText()), { timeout: 5_000 }).toBeGreaterThan(unreadBefore);
  // The coach's own row says so too, without a reload.
  await expect(rowOf(coach.page, first!).getByRole('button', { name: text.checkOut, exact: true })).toBeVisible();
  await admin.page.screenshot({ path: `.tmp/realtime-live-${locale}.png` });
  await coach.page.screenshot({ path: `.tmp/realtime-subjects-${locale}.png` });

  // 2. The admin's network is cut: the indicator stops saying live.
  let navigations = 0;
  admin.page.on('framenavigated', (frame) => {
    if (frame === admin.page.mainFrame()) navigations += 1;
  });
  await admin.page.evaluate(() => {
    (window as unknown as { atriumStillHere: boolean }).atriumStillHere = true;
  });
  await network!.cut();
  await expect(indicator.getByText(text.cut)).toBeVisible({ timeout: 15_000 });
  await admin.page.screenshot({ path: `.tmp/realtime-offline-${locale}.png` });

  // 3. Meanwhile the coach checks one child in and the other out.
  await checkInOrOut(coach.page, locale, second!);
  await checkInOrOut(coach.page, locale, first!, true);
  await admin.page.waitForTimeout(1_500);
  await expect(visits(second!)).toHaveCount(earlier.second);

  // 4. Back online: the missed events arrive by themselves, and the indicator reads live.
  await network!.restore();
  await expect(indicator.getByText(text.live, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(visits(second!)).toHaveCount(earlier.second + 1, { timeout: 5_000 });
  await expect(inCentre.getByRole('rowheader', { name: second!.name })).toBeVisible();
  await expect(inCentre.getByRole('rowheader', { name: first!.name })).toHaveCount(0);
  await expect(visits(first!).getByText(text.stillHere)).toHaveCount(0);
  await expect(visits(first!).first().locator('td').last()).toHaveText(/^\d{2}:\d{2}$/);
  // The subject list tab caught up too.
  await expect(rowOf(adminList, second!).getByText(text.checkedIn, { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(rowOf(adminList, first!).getByRole('button', { name: text.checkIn, exact: true })).toBeVisible();
  await admin.page.screenshot({ path: `.tmp/realtime-back-${locale}.png` });
  // All of it without a reload: the page is the one that went offline.
  expect(navigations).toBe(0);
  expect(await admin.page.evaluate(() => (window as unknown as { atriumStillHere?: boolean }).atriumStillHere)).toBe(
    true,
  );

  await admin.context.close();
  await coach.context.close();
});
