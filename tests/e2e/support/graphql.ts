import { expect, type Page } from '@playwright/test';

/** A GraphQL request as the signed-in user (its bearer token), which must answer without errors. */
export const graphql = async (page: Page, token: string, query: string, variables: Record<string, unknown> = {}) => {
  const response = await page.request.post('/graphql', {
    headers: { authorization: token, 'content-type': 'application/json' },
    data: { query, variables },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
};

/**
 * Full-page screenshots at 1280 and 1440 px into `dir` (when a spec's SHOTS variable names one),
 * then back to the specs' usual width.
 */
export const shootWidths = async (page: Page, dir: string | undefined, name: string) => {
  if (!dir) return;
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1400, height: 1000 });
};
