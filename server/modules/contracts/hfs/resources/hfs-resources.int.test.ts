import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  catalogueResources,
  contractResources,
  domainEvents,
  musicPlans,
  tenantContracts,
  tenants,
} from '../../../../platform/db/schema/index';
import { testEngines } from '../../../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../../../testing/server-harness';
import { loadUnlockKey, signUnlockToken } from '../../lock/contract-unlock-token.service';

const BASE = '/api/rocket/tenantContract';

type Resource = {
  id: string;
  resourceId: string;
  resourceName: string;
  type: string;
  price: number | null;
  prices: { id: string; price: number; resourceType: string; platform: string }[];
  buyPriceRecords: { time: string; price: number; operateName: string }[];
};
type Page = { items: Resource[]; totalCount: number; mayEditPrices: boolean };
type Addable = { items: { resourceId: string; displayName: string; lessonCount: number | null }[] };

const CLASS_KINDS = ['OneToOne', 'OneToTwo', 'OneToThree', 'OneToFour', 'OneToFive', 'OneToSix'];
const fullPrices = (base: number) =>
  CLASS_KINDS.flatMap((resourceType, k) => [
    { resourceType, platform: 'App', price: base + k },
    { resourceType, platform: 'Web', price: base + k + 0.5 },
  ]);

describe.each(testEngines())('HFS contract resources and recharge-record deletion on %s', (engine) => {
  let h: ServerHarness;
  const contract = { group: '', east: '', sunrise: '', harbour: '' };
  const tenant = { group: '', east: '' };
  const catalogue = new Map<string, string>();
  let musicId = '';
  let adminUnlock = '';

  const call = async (
    user: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    language = 'en-US',
  ) =>
    h.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${await h.tokenFor(user)}`,
        'accept-language': language,
        ...(user === 'admin' ? { authenticate: adminUnlock } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const r = await response;
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as T;
  };
  const refused = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
    const r = await response;
    const body = r.json() as { error: { code: string; message: string; validationErrors: unknown } };
    return { status: r.statusCode, code: body.error?.code, message: body.error?.message };
  };
  const list = (user: string, contractId: string, type?: string) =>
    ok<Page>(call(user, 'GET', `${BASE}/resources/${contractId}${type ? `?type=${type}` : ''}`));
  const balances = () =>
    h.db.privileged(async (tx) => {
      const rows = await tx.select().from(tenantContracts).where(isNull(tenantContracts.deletedAt));
      const of = (id: string) => rows.find((r) => r.id === id)!;
      return { group: of(contract.group).balanceFen, east: of(contract.east).balanceFen };
    });

  beforeAll(async () => {
    h = await startServerHarness(engine);
    await h.db.privileged(async (tx) => {
      const all = await tx.select().from(tenants);
      const idOf = (name: string) => all.find((t) => t.name === name)!.id;
      const hfsOf = async (name: string, status: 'Enabled' | 'Deactivate') => {
        const [row] = await tx
          .select()
          .from(tenantContracts)
          .where(
            and(
              eq(tenantContracts.tenantId, idOf(name)),
              eq(tenantContracts.line, 'hfs'),
              eq(tenantContracts.status, status),
              isNull(tenantContracts.deletedAt),
            ),
          );
        return row!.id;
      };
      Object.assign(tenant, { group: idOf('Bright Minds Group'), east: idOf('East Area') });
      Object.assign(contract, {
        group: await hfsOf('Bright Minds Group', 'Enabled'),
        east: await hfsOf('East Area', 'Enabled'),
        sunrise: await hfsOf('Sunrise Centre', 'Enabled'),
        harbour: await hfsOf('Harbour Centre', 'Deactivate'),
      });
      for (const row of await tx.select().from(catalogueResources)) catalogue.set(row.name, row.id);
      const [music] = await tx.select().from(musicPlans).orderBy(desc(musicPlans.name)).limit(1);
      musicId = music!.id;
      // A priced resource on the stopped contract, to see edits and deletes refused there.
      await tx.insert(contractResources).values({
        tenantId: idOf('Harbour Centre'),
        contractId: contract.harbour,
        type: 'Assessment',
        resourceId: catalogue.get('FAS-A')!,
        resourceName: 'FAS-A',
        priceFen: 30_000,
      });
    });
    adminUnlock = await signUnlockToken(await loadUnlockKey(h.db), { userId: await h.userId('admin'), line: 'hfs' });
  });
  afterAll(() => h.close());

  it('lists the seeded resources of the group contract, class plans with their App and Web prices', async () => {
    const page = await list('enterprise', contract.group);
    expect(page.mayEditPrices).toBe(true);
    const plan = page.items.find((r) => r.type === 'TrainingPlanV2')!;
    expect(plan.prices).toHaveLength(12);
    expect(plan.price).toBeNull();
    const fas = page.items.find((r) => r.resourceId === catalogue.get('FAS-A'))!;
    expect(fas.price).toBe(300);
    expect(fas.buyPriceRecords[0]).toMatchObject({ price: 300 });
    expect(fas.buyPriceRecords[0]!.operateName).not.toBe('');
  });

  it('offers what is not in the contract yet, adds it with prices and keeps who set each price', async () => {
    const before = await ok<Addable>(
      call('enterprise', 'POST', `${BASE}/assessmentResource/prepareForAdd`, { contractId: contract.east }),
    );
    // The demo catalogue's assessments the east contract does not hold yet (the seed adds more over time).
    const offered = before.items.map((i) => i.resourceId);
    expect(offered).toEqual(expect.arrayContaining([catalogue.get('FAS-A'), catalogue.get('EF-Q')]));
    const added = await ok<{ items: Resource[] }>(
      call('enterprise', 'POST', `${BASE}/assessmentResource`, {
        contractId: contract.east,
        resources: [
          { resourceId: catalogue.get('FAS-A'), price: 320.5 },
          { resourceId: catalogue.get('EF-Q'), price: 0 },
        ],
      }),
    );
    expect(added.items.map((r) => r.price).sort()).toEqual([0, 320.5]);
    const after = await ok<Addable>(
      call('enterprise', 'POST', `${BASE}/assessmentResource/prepareForAdd`, { contractId: contract.east }),
    );
    expect(after.items.map((i) => i.resourceId)).not.toContain(catalogue.get('FAS-A'));
    expect(after.items.map((i) => i.resourceId)).not.toContain(catalogue.get('EF-Q'));
    expect(after.items).toHaveLength(before.items.length - 2);
    const fas = (await list('enterprise', contract.east, 'Assessment')).items.find(
      (r) => r.resourceId === catalogue.get('FAS-A'),
    )!;
    expect(fas.buyPriceRecords).toHaveLength(1);
    expect(fas.buyPriceRecords[0]).toMatchObject({ price: 320.5 });
    expect(fas.buyPriceRecords[0]!.operateName.length).toBeGreaterThan(0);
    // Adding it twice is refused.
    expect(
      await refused(
        call('enterprise', 'POST', `${BASE}/assessmentResource`, {
          contractId: contract.east,
          resources: [{ resourceId: catalogue.get('FAS-A'), price: 1 }],
        }),
      ),
    ).toMatchObject({ status: 409, code: 'Business:ResourceAlreadyInContract' });
  });

  it('refuses a negative or over-precise price in the spec error shape, in both languages', async () => {
    const body = {
      contractId: contract.east,
      resources: [{ resourceId: catalogue.get('SNAP-IV'), price: -1 }],
    };
    const en = await refused(call('enterprise', 'POST', `${BASE}/assessmentResource`, body));
    expect(en).toMatchObject({ status: 400, code: 'Business:ResourcePriceInvalid' });
    expect(en.message).toMatch(/at least 0/);
    const zh = await refused(call('enterprise', 'POST', `${BASE}/assessmentResource`, body, 'zh-CN'));
    expect(zh.message).toMatch(/不能小于 0/);
    const third = await refused(
      call('enterprise', 'POST', `${BASE}/assessmentResource`, {
        ...body,
        resources: [{ resourceId: catalogue.get('SNAP-IV'), price: 1.005 }],
      }),
    );
    expect(third).toMatchObject({ status: 400, code: 'Business:InvalidMoney' });
    const unknown = await refused(
      call('enterprise', 'POST', `${BASE}/courseResource`, {
        contractId: contract.east,
        resources: [{ resourceId: catalogue.get('FAS-A'), price: 1 }],
      }),
    );
    expect(unknown).toMatchObject({ status: 400, code: 'Business:ResourceNotFound' });
  });

  it('edits a price and shows both prices in its buying-price records, newest first', async () => {
    const fas = (await list('enterprise', contract.east, 'Assessment')).items.find(
      (r) => r.resourceId === catalogue.get('FAS-A'),
    )!;
    const edited = await ok<Resource>(call('enterprise', 'PUT', `${BASE}/resource`, { id: fas.id, price: 350 }));
    expect(edited.price).toBe(350);
    expect(edited.buyPriceRecords.map((r) => r.price)).toEqual([350, 320.5]);
    const events = await h.db.privileged((tx) =>
      tx.select().from(domainEvents).where(eq(domainEvents.type, 'ContractChanged')).orderBy(desc(domainEvents.id)),
    );
    const kinds = events.map((e) => e.payload as { kind: string; contractId: string });
    expect(kinds).toContainEqual(expect.objectContaining({ kind: 'ResourcePriceChanged', contractId: contract.east }));
  });

  it('adds online and offline plan courses and updates them at a flat price', async () => {
    await ok(
      call('enterprise', 'POST', `${BASE}/planResource`, {
        contractId: contract.east,
        type: 'OnlinePlanCourse',
        resources: [
          { resourceId: catalogue.get('ON-FOCUS'), price: 100 },
          { resourceId: catalogue.get('ON-CALM'), price: 110 },
        ],
      }),
    );
    await ok(
      call('enterprise', 'POST', `${BASE}/planResource`, {
        contractId: contract.east,
        type: 'OfflinePlanCourse',
        resources: [{ resourceId: catalogue.get('OFF-MOTOR'), price: 90 }],
      }),
    );
    const online = (await list('enterprise', contract.east, 'OnlinePlanCourse')).items;
    const offline = (await list('enterprise', contract.east, 'OfflinePlanCourse')).items;
    expect(online).toHaveLength(2);
    await ok(
      call('enterprise', 'PUT', `${BASE}/resourceBatch`, {
        resources: [
          ...online.map((r) => ({ contractId: contract.east, id: r.id, price: 99.9 })),
          ...offline.map((r) => ({ contractId: contract.east, id: r.id, price: 88 })),
        ],
      }),
    );
    expect((await list('enterprise', contract.east, 'OnlinePlanCourse')).items.map((r) => r.price)).toEqual([
      99.9, 99.9,
    ]);
    const [motor] = (await list('enterprise', contract.east, 'OfflinePlanCourse')).items;
    expect(motor!.buyPriceRecords.map((r) => r.price)).toEqual([88, 90]);
    // A row of another contract named under this one is refused.
    const groupRow = (await list('enterprise', contract.group, 'Assessment')).items[0]!;
    expect(
      await refused(
        call('enterprise', 'PUT', `${BASE}/resourceBatch`, {
          resources: [{ contractId: contract.east, id: groupRow.id, price: 1 }],
        }),
      ),
    ).toMatchObject({ status: 400, code: 'Business:ResourceNotFound' });
  });

  it('prices class plans per class kind and platform, and changes some of them', async () => {
    const prepare = await ok<Addable>(
      call('enterprise', 'POST', `${BASE}/planV2Resource/prepareForAdd`, { contractId: contract.east }),
    );
    expect(prepare.items).toHaveLength(2);
    const resourceId = catalogue.get('V2-SOCIAL')!;
    await ok(
      call('enterprise', 'POST', `${BASE}/planV2Resource`, {
        contractId: contract.east,
        resourceIds: [resourceId],
        prices: fullPrices(50),
      }),
    );
    const duplicate = await refused(
      call('enterprise', 'PUT', `${BASE}/planV2Resource`, {
        contractId: contract.east,
        resourceId,
        prices: [
          { resourceType: 'OneToOne', platform: 'App', price: 1 },
          { resourceType: 'OneToOne', platform: 'App', price: 2 },
        ],
      }),
    );
    expect(duplicate).toMatchObject({ status: 400, code: 'Business:ClassPricesInvalid' });
    const edited = await ok<Resource>(
      call('enterprise', 'PUT', `${BASE}/planV2Resource`, {
        contractId: contract.east,
        resourceId,
        prices: [{ resourceType: 'OneToTwo', platform: 'Web', price: 66.6 }],
      }),
    );
    expect(edited.prices).toHaveLength(12);
    expect(edited.prices.find((p) => p.resourceType === 'OneToTwo' && p.platform === 'Web')!.price).toBe(66.6);
    expect(edited.buyPriceRecords).toHaveLength(13);
    const v2 = await ok<Page>(call('enterprise', 'GET', `${BASE}/${contract.east}/planV2Resource`));
    expect(v2.items.map((r) => r.resourceId)).toEqual([resourceId]);
  });

  it('takes a resource out of the contract, offers it again and keeps its price history on its return', async () => {
    const music = await ok<{ items: Resource[] }>(
      call('enterprise', 'POST', `${BASE}/idtMusicPlanResource`, {
        contractId: contract.east,
        resources: [{ resourceId: musicId, price: 40 }],
      }),
    );
    const row = music.items[0]!;
    expect(await ok(call('enterprise', 'DELETE', `${BASE}/resource?id=${row.id}`))).toEqual({ count: 1 });
    expect((await list('enterprise', contract.east, 'IdtMusicPlan')).items).toHaveLength(0);
    const offered = await ok<Addable>(
      call('enterprise', 'POST', `${BASE}/idtMusicPlanResource/prepareForAdd`, { contractId: contract.east }),
    );
    expect(offered.items.map((i) => i.resourceId)).toContain(musicId);
    const back = await ok<{ items: Resource[] }>(
      call('enterprise', 'POST', `${BASE}/idtMusicPlanResource`, {
        contractId: contract.east,
        resources: [{ resourceId: musicId, price: 45 }],
      }),
    );
    expect(back.items[0]!.buyPriceRecords.map((r) => r.price)).toEqual([45, 40]);
    // A class plan leaves with all its class prices.
    const plan = (await list('enterprise', contract.east, 'TrainingPlanV2')).items[0]!;
    expect(await ok(call('enterprise', 'DELETE', `${BASE}/resource?id=${plan.prices[3]!.id}`))).toEqual({ count: 12 });
    expect(await refused(call('enterprise', 'DELETE', `${BASE}/resource?id=${plan.id}`))).toMatchObject({
      status: 400,
      code: 'Business:ResourceNotFound',
    });
  });

  it('offers the brain-music programmes plans play as course music among the music plans, and prices one', async () => {
    const offered = await ok<{ items: { resourceId: string; name: string; lessonCount: number | null }[] }>(
      call('enterprise', 'POST', `${BASE}/idtMusicPlanResource/prepareForAdd`, {
        contractId: contract.east,
        filter: 'BM-01',
      }),
    );
    const bm = offered.items.find((i) => i.name === 'BM-01');
    expect(bm, 'the seeded brain-music programme BM-01').toBeDefined();
    expect(bm!.lessonCount).toBeGreaterThan(0);
    const added = await ok<{ items: Resource[] }>(
      call('enterprise', 'POST', `${BASE}/idtMusicPlanResource`, {
        contractId: contract.east,
        resources: [{ resourceId: bm!.resourceId, price: 12.34 }],
      }),
    );
    expect(added.items[0]).toMatchObject({ resourceId: bm!.resourceId, type: 'IdtMusicPlan', price: 12.34 });
  });

  it('refuses adding, editing and deleting on a stopped contract (409, from the lifecycle table)', async () => {
    const [row] = (await list('area', contract.harbour)).items;
    const add = await refused(
      call('area', 'POST', `${BASE}/courseResource`, {
        contractId: contract.harbour,
        resources: [{ resourceId: catalogue.get('C-EF'), price: 1 }],
      }),
    );
    expect(add).toMatchObject({ status: 409, code: 'Business:ContractActionNotAllowed' });
    expect(add.message).toMatch(/expired or stopped/);
    expect(await refused(call('area', 'PUT', `${BASE}/resource`, { id: row!.id, price: 1 }))).toMatchObject({
      status: 409,
      code: 'Business:ContractActionNotAllowed',
    });
    expect(await refused(call('area', 'DELETE', `${BASE}/resource?id=${row!.id}`))).toMatchObject({ status: 409 });
  });

  it('lets a centre with a parent read its prices but not change them; a tenant without one may', async () => {
    const own = await list('centeradmin', contract.sunrise);
    expect(own.mayEditPrices).toBe(false);
    const row = own.items.find((r) => r.type === 'Assessment')!;
    const answer = await refused(call('centeradmin', 'PUT', `${BASE}/resource`, { id: row.id, price: 1 }));
    expect(answer).toMatchObject({ status: 403, code: 'Business:ResourcePriceByParent' });
    const zh = await refused(call('centeradmin', 'PUT', `${BASE}/resource`, { id: row.id, price: 1 }, 'zh-CN'));
    expect(zh.message).toMatch(/上级机构/);
    // The area manages Sunrise's contract and may.
    expect((await ok<Resource>(call('area', 'PUT', `${BASE}/resource`, { id: row.id, price: 1 }))).price).toBe(1);
    // The group has no parent: its own contract's prices are its own to set.
    const groupRow = (await list('enterprise', contract.group, 'Course')).items[0]!;
    expect(
      (await ok<Resource>(call('enterprise', 'PUT', `${BASE}/resource`, { id: groupRow.id, price: 210 }))).price,
    ).toBe(210);
  });

  it('refuses callers without a contract profile (403) and hides other branches (404)', async () => {
    expect(await refused(call('coach', 'GET', `${BASE}/resources/${contract.sunrise}`))).toMatchObject({ status: 403 });
    expect(
      await refused(call('coach', 'POST', `${BASE}/courseResource/prepareForAdd`, { contractId: contract.sunrise })),
    ).toMatchObject({ status: 403 });
    expect(await refused(call('centeradmin', 'GET', `${BASE}/resources/${contract.east}`))).toMatchObject({
      status: 404,
    });
  });

  it('recommends a recharge ceiling of floor(parent balance / buying price) × minimum selling price', async () => {
    await h.db.privileged(async (tx) => {
      await tx.update(tenantContracts).set({ minSellPriceFen: 3_000 }).where(eq(tenantContracts.id, contract.group));
      await tx
        .update(tenantContracts)
        .set({ setSellingPrice: true, minSellPriceFen: 4_500 })
        .where(eq(tenantContracts.id, contract.east));
    });
    const { group } = await balances();
    const ceiling = await ok<{ ceiling: number; buyingPrice: number; minSellingPrice: number }>(
      call('enterprise', 'GET', `${BASE}/${contract.east}/rechargeCeiling`),
    );
    expect(ceiling).toMatchObject({ buyingPrice: 30, minSellingPrice: 45 });
    expect(Math.round(ceiling.ceiling * 100)).toBe(Math.floor(group / 3_000) * 4_500);

    // With the selling-price setting on, a recharge above the ceiling is refused and moves nothing.
    const above = await refused(
      call('enterprise', 'POST', `${BASE}/recharge`, {
        contractId: contract.east,
        money: Math.round(ceiling.ceiling * 100 + 1) / 100,
        isRecharge: true,
        remark: 'too much',
      }),
    );
    expect(above).toMatchObject({ status: 400, code: 'Business:RechargeAboveCeiling' });
    expect(above.message).toContain(ceiling.ceiling.toFixed(2));
    expect((await balances()).group).toBe(group);
  });

  it('deletes a recharge record by a reversing entry: the money goes back exactly and the record shows Deleted', async () => {
    const before = await balances();
    await ok(
      call('enterprise', 'POST', `${BASE}/recharge`, {
        contractId: contract.east,
        money: 123.45,
        isRecharge: true,
        remark: 'to undo',
      }),
    );
    const mid = await balances();
    expect(mid).toEqual({ group: before.group - 12_345, east: before.east + 12_345 });
    type Records = { items: { id: string; state: string; money: number; remark: string }[] };
    const records = await ok<Records>(call('enterprise', 'GET', `${BASE}/${contract.east}/rechargeRecords`));
    const record = records.items.find((r) => r.remark === 'to undo')!;
    expect(await ok(call('enterprise', 'DELETE', `${BASE}/contractRechargeRecord/${record.id}`))).toEqual({
      id: record.id,
    });
    expect(await balances()).toEqual(before);
    const after = await ok<Records>(call('enterprise', 'GET', `${BASE}/${contract.east}/rechargeRecords`));
    expect(after.items.find((r) => r.id === record.id)!.state).toBe('Deleted');
    expect(after.items[0]).toMatchObject({ state: 'Reversal', money: -123.45 });
    expect(await refused(call('enterprise', 'DELETE', `${BASE}/contractRechargeRecord/${record.id}`))).toMatchObject({
      status: 409,
      code: 'Business:RechargeRecordDeleted',
    });
    expect(
      await refused(call('enterprise', 'DELETE', `${BASE}/contractRechargeRecord/${after.items[0]!.id}`)),
    ).toMatchObject({ status: 409, code: 'Business:RechargeRecordIsReversal' });
    expect(
      await refused(
        call('enterprise', 'PUT', `${BASE}/contractRechargeRecord`, { id: Number(record.id), remark: 'x' }),
      ),
    ).toMatchObject({ status: 409, code: 'Business:RechargeRecordDeleted' });
  });

  it('deletes a deduction record by taking the money from the parent again', async () => {
    const before = await balances();
    await ok(
      call('admin', 'POST', `${BASE}/recharge`, {
        contractId: contract.east,
        money: 10,
        isRecharge: false,
        remark: 'deduct to undo',
      }),
    );
    type Records = { items: { id: string; remark: string }[] };
    const records = await ok<Records>(call('admin', 'GET', `${BASE}/${contract.east}/rechargeRecords`));
    const record = records.items.find((r) => r.remark === 'deduct to undo')!;
    // The administrator names the contract, which opens its tree to it (row-level security).
    await ok(call('admin', 'DELETE', `${BASE}/contractRechargeRecord/${record.id}?contractId=${contract.east}`));
    expect(await balances()).toEqual(before);
  });

  it('refuses deleting a record of a stopped contract, and a caller who only reads it', async () => {
    type Records = { items: { id: string }[] };
    const harbour = await ok<Records>(call('area', 'GET', `${BASE}/${contract.harbour}/rechargeRecords`));
    expect(
      await refused(call('area', 'DELETE', `${BASE}/contractRechargeRecord/${harbour.items[0]!.id}`)),
    ).toMatchObject({ status: 409, code: 'Business:ContractActionNotAllowed' });
    const sunrise = await ok<Records>(call('centeradmin', 'GET', `${BASE}/${contract.sunrise}/rechargeRecords`));
    expect(
      await refused(call('centeradmin', 'DELETE', `${BASE}/contractRechargeRecord/${sunrise.items[0]!.id}`)),
    ).toMatchObject({ status: 403 });
  });
});
