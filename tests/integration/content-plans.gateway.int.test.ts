import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const LIST = `query List($version: IlsVersion!, $search: String) {
  contentOfflinePlans(version: $version, search: $search, maxResultCount: 6) {
    items { id code ilsVersion sessionCount sessions { number programs { code } } rules { trial { sessions count } } }
    totalCount
  }
}`;
const RULES = `mutation Rules($version: IlsVersion!, $id: ID!, $rules: ContentPlanRulesInput!) {
  setContentOfflinePlanRules(version: $version, id: $id, rules: $rules) { id rules { musicSessions } }
}`;
const CLASSES = `{ contentClassPlans(maxResultCount: 24) { items { id code groupTypes sessionCount rules { trial { sessions } musicSessions } } totalCount } contentClassPlanCategories { id nameEn } }`;
const CLASS_RULES = `mutation ClassRules($id: ID!, $rules: ContentPlanRulesInput!) {
  setContentClassPlanRules(id: $id, rules: $rules) { id rules { musicSessions } }
}`;
const PROGRAMS = `{ contentPlanPrograms { items { id contentStatus } } }`;
const CREATE = `mutation Create($input: ContentOfflinePlanInput!) {
  createContentOfflinePlan(version: V3, input: $input) {
    id sessions { number staticActivities { nameZh nameEn } }
  }
}`;

// Offline plan templates, their rules and class plans through the gateway (issue 18 items 1, 3, 5):
// the demo library by version, a rule refused with the server's words, class plans, their rules and
// categories; a template's sessions' static activities saved, read back and refused.
describe.each(testEngines())('content plans through the gateway on %s', (engine) => {
  let h: GatewayHarness;

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
  });
  afterAll(() => h.close());

  it('reads the demo templates by version and refuses a rule naming the field and session', async () => {
    const v4 = await h.graphql('editor', LIST, { version: 'V4', search: 'OFF-V4-24' });
    expect(v4.errors).toBeUndefined();
    const page = v4.data?.['contentOfflinePlans'] as {
      items: { id: string; ilsVersion: string; sessionCount: number; sessions: unknown[] }[];
    };
    expect(page.items[0]).toMatchObject({ ilsVersion: 'V4', sessionCount: 24 });
    expect(page.items[0]!.sessions).toHaveLength(24);
    const rules = {
      trial: { sessions: [], count: 0 },
      parentInterview: { afterSessions: [], every: null },
      musicSessions: [25],
      difficulty: { startLevel: 1, steps: [] },
    };
    const refused = await h.graphql('editor', RULES, { version: 'V4', id: page.items[0]!.id, rules });
    expect(refused.errors?.[0]?.message).toBe("Sessions with music: session 25 is beyond the plan's 24 sessions.");
  });

  it("saves a template's static activities by session and refuses a nameless one in the server's words", async () => {
    const programs = await h.graphql('editor', PROGRAMS);
    expect(programs.errors).toBeUndefined();
    const program = (
      programs.data?.['contentPlanPrograms'] as { items: { id: string; contentStatus: string }[] }
    ).items.find((p) => p.contentStatus === 'Public');
    const run = Date.now().toString(36);
    const input = (staticActivities: { nameZh: string; nameEn: string }[]) => ({
      code: `GW-ST-${run}-${staticActivities.length}`,
      nameZh: `网关静态${run}${staticActivities.length}`,
      nameEn: `Gateway statics ${run} ${staticActivities.length}`,
      // The second session leaves them out: none.
      sessions: [{ programIds: [program!.id], staticActivities }, { programIds: [program!.id] }],
    });
    const warmUp = { nameZh: '热身', nameEn: 'Warm-up' };
    const saved = await h.graphql('editor', CREATE, { input: input([warmUp]) });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.['createContentOfflinePlan']).toMatchObject({
      sessions: [
        { number: 1, staticActivities: [warmUp] },
        { number: 2, staticActivities: [] },
      ],
    });
    const refused = await h.graphql('editor', CREATE, { input: input([warmUp, { nameZh: '自由游戏', nameEn: '' }]) });
    expect(refused.errors?.[0]?.message).toBe('Session 1: static activity 2 needs a name in both Chinese and English.');
  });

  it('lists class plans for groups of one to six and their categories', async () => {
    const answer = await h.graphql('editor', CLASSES);
    expect(answer.errors).toBeUndefined();
    const plans = answer.data?.['contentClassPlans'] as { items: { groupTypes: string[] }[] };
    const types = new Set(plans.items.flatMap((p) => p.groupTypes));
    for (const t of ['OneToOne', 'OneToTwo', 'OneToThree', 'OneToFour', 'OneToFive', 'OneToSix'])
      expect(types).toContain(t);
    const categories = answer.data?.['contentClassPlanCategories'] as { nameEn: string }[];
    expect(categories.map((c) => c.nameEn)).toContain('Attention training');
  });

  it("reads a class plan's rules and refuses one beyond its sessions with the server's words", async () => {
    const answer = await h.graphql('editor', CLASSES);
    const plans = answer.data?.['contentClassPlans'] as {
      items: { id: string; code: string; sessionCount: number; rules: { trial: { sessions: number[] } } }[];
    };
    const plan = plans.items.find((p) => p.code === 'V2-1V1-ATT')!;
    expect(plan.rules.trial.sessions).toEqual([1]);
    const rules = {
      trial: { sessions: [1], count: 1 },
      parentInterview: { afterSessions: [], every: null },
      musicSessions: [plan.sessionCount + 1],
      difficulty: { startLevel: 1, steps: [] },
    };
    const refused = await h.graphql('editor', CLASS_RULES, { id: plan.id, rules });
    expect(refused.errors?.[0]?.message).toBe(
      `Sessions with music: session ${plan.sessionCount + 1} is beyond the plan's ${plan.sessionCount} sessions.`,
    );
  });
});
