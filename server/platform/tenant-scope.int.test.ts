import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from './db/database';
import { tenantFeatures, tenants } from './db/schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from './db/testing';
import { currentTenantId, withEachTenantScope, withTenantScope } from './tenancy';

// withTenantScope replaces every hand-written switch of app.tenant_id: the scope inside, the
// scope after a return and after a throw are what the callers rely on.
describe.each(testEngines('sensitive'))('withTenantScope on %s', (engine) => {
  let test: TestDatabase;
  let sunrise: string;
  let harbour: string;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    const rows = await test.db.privileged((tx) =>
      tx
        .insert(tenants)
        .values([
          { name: 'Sunrise Centre', type: 'Center' },
          { name: 'Harbour Centre', type: 'Center' },
        ])
        .returning({ id: tenants.id }),
    );
    sunrise = rows[0]!.id;
    harbour = rows[1]!.id;
    await test.db.privileged((tx) =>
      tx.insert(tenantFeatures).values([
        { tenantId: sunrise, name: 'hfs' },
        { tenantId: harbour, name: 'vrat' },
      ]),
    );
  });
  afterAll(() => test.dispose());

  // Row-level security shows a tenant its own features only.
  const visibleTenants = async (tx: Tx) =>
    (await tx.select({ id: tenantFeatures.tenantId }).from(tenantFeatures)).map((t) => t.id);

  it('points row-level security at the tenant inside, and back at the caller’s after', async () => {
    const seen = await test.db.transaction({ tenantId: sunrise, userId: null }, async (tx) => {
      const inside = await withTenantScope(tx, harbour, async () => ({
        current: await currentTenantId(tx),
        rows: await visibleTenants(tx),
      }));
      return { inside, after: await currentTenantId(tx), rowsAfter: await visibleTenants(tx) };
    });
    expect(seen.inside).toEqual({ current: harbour, rows: [harbour] });
    expect(seen.after).toBe(sunrise);
    expect(seen.rowsAfter).toEqual([sunrise]);
  });

  it('restores “no tenant” for a caller without one, and nests', async () => {
    const seen = await test.db.transaction({ tenantId: null, userId: null }, async (tx) => {
      const nested = await withTenantScope(tx, sunrise, async () => {
        const inner = await withTenantScope(tx, harbour, () => currentTenantId(tx));
        return { inner, outer: await currentTenantId(tx) };
      });
      return { nested, after: await currentTenantId(tx) };
    });
    expect(seen).toEqual({ nested: { inner: harbour, outer: sunrise }, after: '' });
  });

  it('runs once per tenant in turn and restores once at the end', async () => {
    const seen = await test.db.transaction({ tenantId: sunrise, userId: null }, async (tx) => {
      const each = await withEachTenantScope(tx, [harbour, sunrise, harbour], () => currentTenantId(tx));
      return { each, after: await currentTenantId(tx) };
    });
    expect(seen).toEqual({ each: [harbour, sunrise, harbour], after: sunrise });
  });

  it('leaves the scope as it was inside when fn throws, and passes the error on unchanged', async () => {
    const failure = new Error('refused inside the scope');
    const after = await test.db.transaction({ tenantId: sunrise, userId: null }, async (tx) => {
      await expect(
        withTenantScope(tx, harbour, async () => {
          throw failure;
        }),
      ).rejects.toBe(failure);
      return currentTenantId(tx);
    });
    expect(after).toBe(harbour);
  });
});
