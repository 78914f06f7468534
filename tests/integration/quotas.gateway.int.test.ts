import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { subjects } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { tenantIdOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const ADD = `mutation A($input: SessionQuotaInput!) { addSessionQuota(input: $input) { id childId childName type billingMethod classHours remainingHours state } }`;
const UPDATE = `mutation U($id: ID!, $input: SessionQuotaInput!) { updateSessionQuota(id: $id, input: $input) { id } }`;
const DISABLE = `mutation D($id: ID!) { disableSessionQuota(id: $id) { state } }`;
const LIST = `query L($filter: String) { sessionQuotas(filter: $filter) { totalCount items { id childName remainingHours } } quotaSettings { canWrite timesSetting } }`;
const CHANGES = `query C($id: ID!) { sessionQuotaChanges(recordId: $id) { totalCount items { kind hours details operatorName } } }`;
const TYPES = `query T { sessionDeliveryMethods { value name } }`;

// The user usage configuration page's calls through the gateway (issue 19 item 5): REST's spec
// messages and codes arrive in the errors' extensions in the reader's language.
describe.each(testEngines())('session quotas through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let kid = '';

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    const sunrise = await tenantIdOf(h.db, 'Sunrise Centre');
    kid = await h.db.privileged(async (tx) => {
      const [row] = await tx
        .insert(subjects)
        .values({
          tenantId: sunrise,
          name: 'Gateway Quota Kid',
          birthday: DateTime.now().minus({ years: 8 }).toISODate()!,
        })
        .returning({ id: subjects.id });
      return row!.id;
    });
  });
  afterAll(() => h.close());

  const graphql = (query: string, variables: unknown = {}, { user = 'centeradmin', language = 'en-US' } = {}) =>
    h.graphql(user, query, variables, { language });

  it('adds, lists, keeps the billing method, disables, and records each change', async () => {
    const missing = await graphql(ADD, { input: {} }, { language: 'zh-CN' });
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      validationErrors: [
        { message: '请选择儿童', members: ['userId'] },
        { message: '请选择课时类型', members: ['type'] },
        { message: '请选择时间方式和数量方式', members: ['billingMethod'] },
      ],
    });

    const added = await graphql(ADD, {
      input: { childId: kid, type: 'Online', billingMethod: 'Quantity', classHours: 8, startTime: '2026-01-01' },
    });
    expect(added.errors).toBeUndefined();
    const quota = added.data?.['addSessionQuota'] as { id: string };
    expect(quota).toMatchObject({
      childId: kid,
      childName: 'Gateway Quota Kid',
      billingMethod: 'Quantity',
      classHours: 8,
      remainingHours: 8,
      state: 'InEffect',
    });

    const list = await graphql(LIST, { filter: 'gateway quota' });
    expect(list.data).toMatchObject({
      sessionQuotas: { totalCount: 1, items: [{ id: quota.id, remainingHours: 8 }] },
      quotaSettings: { canWrite: true, timesSetting: true },
    });

    const locked = await graphql(UPDATE, { id: quota.id, input: { billingMethod: 'None' } });
    expect(locked.errors?.[0]?.message).toBe('The billing method cannot be changed after it was submitted.');
    expect(locked.errors?.[0]?.extensions).toMatchObject({ code: 'Business:BillingMethodLocked', status: 409 });

    expect((await graphql(DISABLE, { id: quota.id })).data).toEqual({ disableSessionQuota: { state: 'Disabled' } });
    const changes = await graphql(CHANGES, { id: quota.id });
    const items = (changes.data?.['sessionQuotaChanges'] as { items: { kind: string; details: string }[] }).items;
    expect(items.map((c) => c.kind)).toEqual(['Disable', 'Add']);
    expect(JSON.parse(items[1]!.details)).toMatchObject({ after: { classHours: 8, startTime: null } });

    const coach = await graphql(
      ADD,
      { input: { childId: kid, type: 'Offline', billingMethod: 'None' } },
      { user: 'coach' },
    );
    expect(coach.errors?.[0]?.extensions).toMatchObject({ status: 403 });
  });

  it('names the session types in the reader language', async () => {
    const zh = await graphql(TYPES, {}, { language: 'zh-CN' });
    expect(zh.data?.['sessionDeliveryMethods']).toEqual([
      { value: 'Online', name: '线上' },
      { value: 'Offline', name: '线下' },
      { value: 'HomeBased', name: '居家' },
    ]);
  });
});
