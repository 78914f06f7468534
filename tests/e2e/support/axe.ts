import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page as it stands and fails with each violation's rule, impact and first
 * elements (issue 17: no violations of any impact). Waits for the shell to be drawn first.
 */
export const expectNoAxeViolations = async (page: Page) => {
  await expect(page.locator('main.atrium-main')).toHaveAttribute('aria-busy', 'false');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'unknown'}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  expect(found, `axe on ${new URL(page.url()).pathname}`).toEqual([]);
};
