// Screenshots of every real screen (menu items without a "coming" tag, and a child's detail), for
// each demo persona, in both languages, at 1280 and 1440 px wide: docs/screenshots/<persona>/.
// Against a running console: `npm start` (or `node build/start.js`), then
//   npx tsx scripts/screenshots.ts [http://localhost:8080]   (SCREENSHOT_PERSONAS=admin,coach for some)
// Chromium from CHROMIUM_PATH (default /usr/bin/chromium), as the browser tests use it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { DEMO_PASSWORD } from '../server/seed/demo.seed';

const BASE = process.argv[2] ?? 'http://localhost:8080';
const OUT = join(import.meta.dirname, '..', 'docs', 'screenshots');
const PERSONAS = process.env['SCREENSHOT_PERSONAS']?.split(',') ?? [
  'centeradmin',
  'coach',
  'admin',
  'enterprise',
  'area',
];
const LANGUAGES = [
  { locale: 'zh-CN', button: '中文' },
  { locale: 'en-US', button: 'English' },
] as const;
const WIDTHS = [1280, 1440] as const;
/** Pages reached other than from the menu (the contract screens open from a tenant's row). */
const EXTRA_PAGES: Record<string, string[]> = {
  enterprise: ['/system/contracts/hfs', '/system/contracts/vrat'],
};
/** Pages reached from a list: opened by clicking the link named `link`, else the list's first link. */
const DETAILS: Record<string, { from: string; to: string; link?: string }[]> = {
  centeradmin: [{ from: '/system/center/menu/user/subject', to: 'subject-detail' }],
  enterprise: [
    { from: '/system/contracts/hfs', to: 'contracts-hfs-east-area', link: 'East Area' },
    { from: '/system/contracts/vrat', to: 'contracts-vrat-east-area', link: 'East Area' },
  ],
};

const settled = async (page: Page) => {
  await page.waitForFunction(() => document.querySelector('main')?.getAttribute('aria-busy') === 'false', undefined, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
};

const slug = (path: string) => path.replace(/^\/system\//, '').replace(/[/?=&]+/g, '-');

const signIn = async (page: Page, userName: string, button: string) => {
  await page.goto(`${BASE}/`);
  await page.getByLabel(/^(用户名、邮箱或手机号|User name, e-mail or phone number)$/).fill(userName);
  await page.getByLabel(/^(密码|Password)$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await settled(page);
  const language = page.locator('.bp6-navbar').getByRole('button', { name: button, exact: true });
  if ((await language.getAttribute('aria-pressed')) !== 'true') await language.click();
};

/** The menu's routes whose screen is built (no "coming" tag), in menu order. */
const realRoutes = (page: Page) =>
  page
    .locator('nav.atrium-side-menu a.bp6-menu-item')
    .evaluateAll((links) =>
      links.filter((a) => !a.querySelector('.atrium-side-menu-coming')).map((a) => a.getAttribute('href') ?? ''),
    );

const shoot = async (page: Page, dir: string, name: string) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(dir, `${name}-${width}.png`) });
  }
};

const main = async () => {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  for (const persona of PERSONAS) {
    const dir = join(OUT, persona);
    mkdirSync(dir, { recursive: true });
    for (const { locale, button } of LANGUAGES) {
      const context = await browser.newContext({ locale, viewport: { width: WIDTHS[0], height: 900 } });
      const page = await context.newPage();
      await signIn(page, persona, button);
      for (const route of [...(await realRoutes(page)), ...(EXTRA_PAGES[persona] ?? [])]) {
        await page.goto(`${BASE}${route}`);
        await settled(page);
        await shoot(page, dir, `${slug(route)}-${locale}`);
      }
      for (const { from, to, link } of DETAILS[persona] ?? []) {
        await page.goto(`${BASE}${from}`);
        await settled(page);
        const rows = page.locator('main table tbody tr');
        await (link ? rows.getByRole('link', { name: link }) : rows.first().getByRole('link').first()).click();
        await settled(page);
        await shoot(page, dir, `${to}-${locale}`);
      }
      await context.close();
      console.log(`${persona} ${locale}: done`);
    }
  }
  await browser.close();
};

await main();
