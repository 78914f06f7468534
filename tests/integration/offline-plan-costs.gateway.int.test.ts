import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const COSTS = `query C($from: String, $to: String, $skip: Int, $max: Int) {
  sessionCosts(from: $from, to: $to, skipCount: $skip, maxResultCount: $max) {
    totalCount items { id time planId num childName planName coachName money }
  }
  coachSessionCosts(from: $from, to: $to) { coachId coachName sessions money }
}`;
const REST = '/api/rocket/userOfflinePlan';

type Costs = {
  sessionCosts: { totalCount: number; items: { id: string; money: number }[] };
  coachSessionCosts: { coachId: string | null; sessions: number; money: number }[];
};

const fen = (yuan: number) => Math.round(yuan * 100);

// The costs screen's queries through the gateway (issue 19 item 6): the same entries as the REST
// lists (which read the ledger), readers only, and an empty period empty. The demo delivers
// sessions this month, so this month has charges.
describe.each(testEngines())('session costs through the gateway on %s', (engine) => {
  let h: GatewayHarness;

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
  });
  afterAll(() => h.close());

  it("answers this month's charges as the ledger's entries, summed per coach", async () => {
    const answer = await h.graphql('centeradmin', COSTS, { max: 1000 });
    expect(answer.errors).toBeUndefined();
    const costs = answer.data as Costs;
    const rest = (await h.as('centeradmin').get(`${REST}/tenantCourseCostList?maxResultCount=1000`)).json() as {
      totalCount: number;
      items: { id: string; money: number }[];
    };
    expect(costs.sessionCosts.totalCount).toBe(rest.totalCount);
    expect(costs.sessionCosts.items.map((i) => [i.id, i.money])).toEqual(rest.items.map((i) => [i.id, i.money]));
    // Per coach, the same sessions and the same money as the list.
    const sessions = costs.coachSessionCosts.reduce((sum, c) => sum + c.sessions, 0);
    expect(sessions).toBe(costs.sessionCosts.totalCount);
    const perCoach = costs.coachSessionCosts.reduce((sum, c) => sum + fen(c.money), 0);
    expect(perCoach).toBe(costs.sessionCosts.items.reduce((sum, i) => sum + fen(i.money), 0));
    // A page at a time.
    const page = (await h.graphql('centeradmin', COSTS, { skip: 0, max: 1 })).data as Costs;
    expect(page.sessionCosts.items.length).toBe(Math.min(1, rest.totalCount));
  });

  it('is empty for a period without charges', async () => {
    const answer = await h.graphql('centeradmin', COSTS, { from: '2001-01-01', to: '2001-01-31' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ sessionCosts: { totalCount: 0, items: [] }, coachSessionCosts: [] });
  });

  it('refuses a coach and a period that ends before it starts', async () => {
    const coach = await h.graphql('coach', COSTS, {});
    expect(coach.errors?.length).toBeGreaterThan(0);
    expect(coach.data).toBeNull();
    const backwards = await h.graphql('centeradmin', COSTS, { from: '2026-02-01', to: '2026-01-01' });
    expect(backwards.errors?.length).toBeGreaterThan(0);
  });
});
