import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { pathOf, signInAs, switchLanguage, type Locale } from './session';

// The live workbench's journeys (realtime.spec.ts, realtime-token.spec.ts): a coach checks children
// in and out from the subject list; the centre admin's workbench shows it without a reload.

// "At once": well within a second on an idle machine; on a loaded two-core CI machine the push, the
// refetch and the render queue behind the other lane, so the bound leaves room for that while still
// failing a change that only shows after a reload (bench/ measures the latency itself).
export const LIVE = { timeout: 5_000 };
export const WORKBENCH = '/system/center/dataPanel/workTable';
export const SUBJECT_LIST = '/system/center/menu/user/subject';

export const TEXT = {
  'zh-CN': {
    checkIn: '签到',
    checkOut: '签退',
    checkedIn: '已签到',
    checkInDone: (name: string) => `签到成功：${name}。`,
    checkOutDone: (name: string) => `签退成功：${name}。`,
    live: '实时',
    cut: /^(离线|正在重新连接…)$/,
    todayTable: '今日签到',
    inCentreTable: '当前在中心',
    indicator: '实时更新',
    lastEvent: /最近事件 \d{2}:\d{2}:\d{2}/,
    stillHere: '在中心',
  },
  'en-US': {
    checkIn: 'Check in',
    checkOut: 'Check out',
    checkedIn: 'Checked in',
    checkInDone: (name: string) => `Checked in successfully: ${name}.`,
    checkOutDone: (name: string) => `Checked out: ${name}.`,
    live: 'Live',
    cut: /^(Offline|Reconnecting…)$/,
    todayTable: 'Today’s check-ins',
    inCentreTable: 'In the centre now',
    indicator: 'Live updates',
    lastEvent: /Last event at \d{2}:\d{2}:\d{2}/,
    stillHere: 'Still here',
  },
} as const;

/** Signed in on a context of its own at its start page, in `locale`; `prepare` runs before the page opens. */
export const signIn = async (
  browser: Browser,
  userName: string,
  landing: string,
  locale: Locale,
  prepare?: (context: BrowserContext, page: Page) => Promise<void>,
) => {
  const signed = await signInAs(browser, userName, { locale, prepare });
  await expect.poll(() => pathOf(signed.page), { timeout: 15_000 }).toBe(landing);
  await switchLanguage(signed.page, locale);
  return signed;
};

/** The first children of the coach's page that can be checked in, by name and clinic number. */
export const checkInCandidates = async (coach: Page, locale: Locale, count: number) => {
  const rows = coach.locator('table.atrium-table tbody tr').filter({
    has: coach.getByRole('button', { name: TEXT[locale].checkIn, exact: true }),
  });
  await expect(rows.first()).toBeVisible();
  const picked: { name: string; number: string }[] = [];
  for (const row of await rows.all()) {
    const number = (await row.locator('td').first().innerText()).trim();
    if (!/\d/.test(number)) continue;
    picked.push({ name: (await row.getByRole('rowheader').innerText()).trim(), number });
    if (picked.length === count) break;
  }
  expect(picked).toHaveLength(count);
  return picked;
};

export const rowOf = (coach: Page, child: { number: string }): Locator =>
  coach.locator('table.atrium-table tbody tr').filter({ hasText: child.number });

export const checkInOrOut = async (
  coach: Page,
  locale: Locale,
  child: { name: string; number: string },
  out = false,
) => {
  const action = out ? TEXT[locale].checkOut : TEXT[locale].checkIn;
  await rowOf(coach, child).getByRole('button', { name: action, exact: true }).click();
  await coach.getByRole('alertdialog').getByRole('button', { name: action, exact: true }).click();
  await expect(
    coach.getByText(out ? TEXT[locale].checkOutDone(child.name) : TEXT[locale].checkInDone(child.name)),
  ).toBeVisible();
};
