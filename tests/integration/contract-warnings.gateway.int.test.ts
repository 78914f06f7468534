import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contractReminders, tenants } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

// The contract warning modals' GraphQL (spec 002 §8) and the reminder history.
describe.each(testEngines())('contract warnings through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let sunrise = '';

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    sunrise = await h.tenant('sunrise');
    await h.db.privileged(async (tx) => {
      await tx.update(tenants).set({ hfsReminderAmountFen: 100_000_000_000 }).where(eq(tenants.id, sunrise));
      await tx
        .insert(contractReminders)
        .values({ tenantId: sunrise, line: 'hfs', reason: 'amount', balanceFen: 12_345, channels: { email: 2 } });
    });
  });
  afterAll(() => h.close());

  it('gives the key indicators of the lines asked for, and leaves out what the caller may not read', async () => {
    const query = `{ contractWarnings(tenantId: "${sunrise}", lines: ["hfs", "vrat"]) { line show days times reminderAmount reminderTimes } }`;
    const admin = await h.graphql('centeradmin', query);
    expect(admin.errors).toBeUndefined();
    const lines = admin.data?.['contractWarnings'] as { line: string; show: boolean; times: number | null }[];
    expect(lines.find((l) => l.line === 'hfs')).toMatchObject({ show: true, times: null });
    // Sunrise holds no VRAT contract: nothing to warn of.
    expect(lines.find((l) => l.line === 'vrat')).toMatchObject({ show: false, times: null });
    // A coach has no business with contracts: no warning, and no error either.
    const coach = await h.graphql('coach', query);
    expect(coach.errors).toBeUndefined();
    expect(coach.data?.['contractWarnings']).toEqual([]);
  });

  it('pages the reminder history with every channel counted', async () => {
    const { data, errors } = await h.graphql(
      'centeradmin',
      `{ contractReminderHistory(line: "hfs", tenantId: "${sunrise}") { totalCount items { reason balance channels { email sms systemNotice } } } }`,
    );
    expect(errors).toBeUndefined();
    expect(data?.['contractReminderHistory']).toEqual({
      totalCount: 1,
      items: [{ reason: 'amount', balance: 123.45, channels: { email: 2, sms: 0, systemNotice: 0 } }],
    });
  });
});
