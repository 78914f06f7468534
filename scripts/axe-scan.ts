// axe-core on every menu page of the centre admin, the platform admin, the enterprise and the area
// manager (their whole trees: 110 pages), in both languages; prints each page's violations and
// exits 1 if there is any. The browser suite checks the main screens on every run
// (tests/e2e/accessibility.spec.ts); this is the full sweep, against a running console:
//   npx tsx scripts/axe-scan.ts [http://localhost:8080]
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from 'playwright';
import { MENU_TREES, type MenuTree } from '../menus/catalogue';
import { DEMO_PASSWORD } from '../server/seed/demo.seed';

const BASE = process.argv[2] ?? 'http://localhost:8080';
const PERSONAS: Record<string, MenuTree> = {
  centeradmin: 'centre',
  admin: 'management',
  enterprise: 'enterprise',
  area: 'area',
};

const signIn = async (page: Page, userName: string) => {
  await page.goto(`${BASE}/`);
  await page.getByLabel(/^(用户名、邮箱或手机号|User name, e-mail or phone number)$/).fill(userName);
  await page.getByLabel(/^(密码|Password)$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
};

const main = async () => {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  let violations = 0;
  for (const locale of ['zh-CN', 'en-US']) {
    for (const [userName, tree] of Object.entries(PERSONAS)) {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await signIn(page, userName);
      for (const route of MENU_TREES[tree].flatMap((g) => g.items.map((i) => i.route))) {
        await page.goto(`${BASE}${route}`);
        await page.waitForFunction(() => document.querySelector('main')?.getAttribute('aria-busy') === 'false');
        await page.waitForLoadState('networkidle');
        const found = (await new AxeBuilder({ page }).analyze()).violations;
        violations += found.length;
        const summary = found.map((v) => `${v.id} (${v.impact ?? '?'}): ${v.nodes[0]?.target.join(' ') ?? ''}`);
        console.log(`${locale} ${userName} ${route}: ${summary.join('; ') || 'ok'}`);
      }
      await context.close();
    }
  }
  await browser.close();
  process.exitCode = violations > 0 ? 1 : 0;
};

await main();
