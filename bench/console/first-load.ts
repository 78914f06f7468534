import { chromium, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/seed/demo.seed';
import { graphqlRequests, recordTraffic, scriptBytes, type Transfer } from './traffic';

// One visitor's first load in Chromium, with an empty cache: the console sends them to the
// sign-in form (a), they sign in as centeradmin and land on the workbench (b).

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const LOGIN_LABEL = /^(用户名、邮箱或手机号|User name, e-mail or phone number)$/;
const PASSWORD_LABEL = /^(密码|Password)$/;
const SUBMIT = /^(登录|Sign in)$/;
export const WORKBENCH_PATH = '/system/center/dataPanel/workTable';

export type LoadFigures = {
  requests: number;
  transferred: number;
  decoded: number;
  js: ReturnType<typeof scriptBytes>;
  /** Requests that repeat a URL already fetched in the same load (other than GraphQL). */
  repeatedUrls: string[];
  /** The answers to /favicon.ico (browsers ask on every document without a linked icon). */
  favicon: string[];
};

export type FirstLoad = {
  redirect: LoadFigures;
  /** From the first visit, through the sign-in form and /callback, to the workbench. */
  signInToWorkbench: LoadFigures & {
    graphql: ReturnType<typeof graphqlRequests>;
    /** Largest contentful paint of the workbench, from the start of the document it is drawn in. */
    lcpMs: number;
    /** What the largest paint was (tag.class "text"). */
    lcpElement: string;
    /** The workbench document's requests in time order: "start–end ms path" (its critical path). */
    timeline: string[];
  };
  /** The same user opening the workbench again in a new tab: cached code, the provider's session. */
  returningLcpMs: number;
};

const figures = (transfers: Transfer[]): LoadFigures => {
  const counted = new Map<string, number>();
  for (const t of transfers) {
    if (new URL(t.url).pathname === '/graphql') continue;
    counted.set(t.url, (counted.get(t.url) ?? 0) + 1);
  }
  return {
    requests: transfers.length,
    transferred: transfers.reduce((sum, t) => sum + t.transferred, 0),
    decoded: transfers.reduce((sum, t) => sum + t.decoded, 0),
    js: scriptBytes(transfers),
    repeatedUrls: [...counted].filter(([, n]) => n > 1).map(([url, n]) => `${new URL(url).pathname} ×${n}`),
    favicon: transfers
      .filter((t) => new URL(t.url).pathname === '/favicon.ico')
      .map((t) => `${t.status} ${t.contentType}${t.fromCache ? ' (cache)' : ''}`),
  };
};

/** Records the page's largest contentful paint as it changes (read after the page settles). */
const watchLcp = async (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __lcp?: number; __lcpElement?: string };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.__lcp = entry.startTime;
        // Which paint it was: the element's tag, class and first words (a late card, a spinner...).
        const element = (entry as PerformanceEntry & { element?: Element | null }).element;
        w.__lcpElement = element
          ? `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${(element.textContent ?? '').trim().slice(0, 40)}"`
          : 'gone';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // The main thread's long tasks (≥ 50 ms): what a request or a paint waited behind.
    const tasks: string[] = [];
    (window as unknown as { __longTasks?: string[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push(`${entry.startTime.toFixed(0)}–${(entry.startTime + entry.duration).toFixed(0)} ms long task`);
    }).observe({ type: 'longtask', buffered: true });
  });

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
};

export const measureFirstLoad = async (baseUrl: string, userName = 'centeradmin'): Promise<FirstLoad> => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await watchLcp(page);
    const cdp = await context.newCDPSession(page);
    const traffic = await recordTraffic(cdp);

    // (a) The console, visited signed out, until the provider's sign-in form is drawn.
    await page.goto(baseUrl);
    await page.getByLabel(LOGIN_LABEL).waitFor({ timeout: 60_000 });
    await settle(page);
    const redirectTransfers = traffic.take();
    const redirect = figures(redirectTransfers);

    // (b) Sign in, back through /callback, to the workbench with its data.
    await page.getByLabel(LOGIN_LABEL).fill(userName);
    await page.getByLabel(PASSWORD_LABEL).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: SUBMIT }).click();
    await page.waitForURL((url) => url.pathname === WORKBENCH_PATH, { timeout: 60_000 });
    await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 60_000 });
    await settle(page);
    // LCP is final once the page is idle; a short pause lets the last paint be reported.
    await page.waitForTimeout(500);
    const lcpMs = await page.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? Number.NaN);
    const lcpElement = await page.evaluate(() => (window as unknown as { __lcpElement?: string }).__lcpElement ?? '');
    const timeline = await page.evaluate(() =>
      [
        ...performance.getEntriesByType('resource').map((entry) => {
          const url = new URL(entry.name);
          return `${entry.startTime.toFixed(0)}–${(entry as PerformanceResourceTiming).responseEnd.toFixed(0)} ms ${url.pathname}`;
        }),
        ...((window as unknown as { __longTasks?: string[] }).__longTasks ?? []),
      ].sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b)),
    );
    // "In all": the whole first load, the redirect included (files it cached cost nothing again).
    const whole = [...redirectTransfers, ...traffic.take()];

    // (c) A new tab on the workbench: through the provider (signed in there) and /callback again.
    const again = await context.newPage();
    await watchLcp(again);
    await again.goto(`${baseUrl}${WORKBENCH_PATH}`);
    await again.waitForURL((url) => url.pathname === WORKBENCH_PATH && !url.search.includes('code='), {
      timeout: 60_000,
    });
    await again.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 60_000 });
    await settle(again);
    await again.waitForTimeout(500);
    const returningLcpMs = await again.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? Number.NaN);
    return {
      returningLcpMs,
      redirect,
      signInToWorkbench: { ...figures(whole), graphql: graphqlRequests(whole), lcpMs, lcpElement, timeline },
    };
  } finally {
    await browser.close();
  }
};
