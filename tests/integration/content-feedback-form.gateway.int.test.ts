import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const FORM = `query Form($formKind: FeedbackFormKind!) { contentFeedbackForm(formKind: $formKind) { id formKind } }`;

// A whole feedback form through the gateway (issue 18 item 2): REST is asked for that form's
// properties only (formKind), not the whole library page by page.
describe.each(testEngines())('a feedback form through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  const calls: string[] = [];

  beforeAll(async () => {
    h = await startGatewayHarness(engine, {}, { onRestCall: (url) => calls.push(url) });
  });
  afterAll(() => h.close());

  it("reads the form's properties with the REST filter, and only them", async () => {
    calls.length = 0;
    const answer = await h.graphql('editor', FORM, { formKind: 'Guardian' });
    expect(answer.errors).toBeUndefined();
    const properties = answer.data?.['contentFeedbackForm'] as { formKind: string }[];
    expect(properties.length).toBeGreaterThan(0);
    expect(new Set(properties.map((p) => p.formKind))).toEqual(new Set(['Guardian']));
    const lists = calls.filter((url) => url.startsWith('/api/rocket/feedbackProperties?'));
    expect(lists.length).toBeGreaterThan(0);
    for (const url of lists) expect(url).toContain('formKind=Guardian');
  });
});
