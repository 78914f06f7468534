import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantContracts, type ContractLine } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { demoTreeIds } from '../../testing/demo-data';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { centreDay } from '../../platform/time';
import { consume, recharge } from '../contracts/ledger/contract-money.service';
import { createMessenger } from '../../platform/messaging/messenger';

describe.each(testEngines())('order lists and their Excel exports on %s', (engine) => {
  let h: ServerHarness;
  const id = { group: '', east: '', sunrise: '', harbour: '' };
  // The centre's calendar day: the date filter reads days in the configured time zone.
  let TODAY = '';

  beforeAll(async () => {
    h = await startServerHarness(engine);
    TODAY = centreDay(h.config.timeZone);
    // The demo contracts (server/seed/demo.contracts.ts) are cleared: these tests count exactly
    // the orders they make, through the ledger's own functions.
    await h.db.privileged((tx) => tx.execute(sql`truncate tenant_contracts cascade`));
    Object.assign(id, await demoTreeIds(h.db));
    const userId = await h.userId('area');
    const base = { status: 'Enabled' as const, startDate: '2020-01-01', endDate: '2099-12-31' };
    // A contract per tenant and line, each drawing on its parent's.
    const contracts = await h.db.privileged(async (tx) => {
      const made: Record<string, string> = {};
      for (const line of ['hfs', 'vrat'] as ContractLine[]) {
        const prices = line === 'vrat' ? { unitPriceFen: 3_000, buyPriceFen: 2_000 } : {};
        const insert = async (tenantId: string, parentContractId: string | null) => {
          const [row] = await tx
            .insert(tenantContracts)
            .values({ ...base, ...prices, line, tenantId, parentContractId })
            .returning({ id: tenantContracts.id });
          return row!.id;
        };
        const group = await insert(id.group, null);
        const east = await insert(id.east, group);
        made[`${line}.group`] = group;
        made[`${line}.east`] = east;
        made[`${line}.sunrise`] = await insert(id.sunrise, east);
        made[`${line}.harbour`] = await insert(id.harbour, east);
      }
      return made;
    });
    const as = (tenantId: string, fn: Parameters<typeof h.db.transaction>[1]) =>
      h.db.transaction({ tenantId, userId }, fn);
    const mover = { userId, today: TODAY, messenger: createMessenger() };
    for (const line of ['hfs', 'vrat']) {
      await as(id.group, (tx) =>
        recharge(tx, mover, contracts[`${line}.group`]!, { amountFen: 1_000_000, freeTimes: 0, remark: '' }),
      );
      await as(id.group, (tx) =>
        recharge(tx, mover, contracts[`${line}.east`]!, { amountFen: 500_000, freeTimes: 0, remark: '' }),
      );
      for (const centre of ['sunrise', 'harbour'] as const) {
        await as(id.east, (tx) =>
          recharge(tx, mover, contracts[`${line}.${centre}`]!, { amountFen: 100_000, freeTimes: 0, remark: '' }),
        );
      }
    }
    const use = (
      centre: 'sunrise' | 'harbour',
      line: string,
      amountFen: number,
      usageKind: 'evaluation' | 'class',
      childName: string,
    ) =>
      as(id[centre], (tx) =>
        consume(tx, mover, contracts[`${line}.${centre}`]!, {
          amountFen,
          freeTimes: 0,
          usageKind,
          details: { childName, resourceName: `${usageKind} pack` },
        }),
      );
    await use('sunrise', 'hfs', 1_250, 'evaluation', 'Mia Sun');
    await use('sunrise', 'hfs', 3_000, 'class', 'Leo Sun');
    await use('harbour', 'hfs', 700, 'evaluation', 'Ava Harbour');
    await use('sunrise', 'vrat', 3_000, 'evaluation', 'Mia Sun');
  });
  afterAll(() => h.close());

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    options: { user?: string; tenant?: string; payload?: object; language?: string } = {},
  ) =>
    h
      .as(options.user ?? 'centeradmin', { tenant: options.tenant, language: options.language })
      .request(method, url, options.payload);
  const HFS = '/api/rocket/hfsOrder/orderList';

  it('shows a centre its own HFS orders, newest first, with what was used and its cost in yuan', async () => {
    const list = await call('GET', `${HFS}?skipCount=0&maxResultCount=10`);
    expect(list.statusCode).toBe(200);
    expect(list.json().totalCount).toBe(2);
    expect(list.json().items.map((o: { childName: string }) => o.childName)).toEqual(['Leo Sun', 'Mia Sun']);
    expect(list.json().items[1]).toMatchObject({
      tenantName: 'Sunrise Centre',
      usageKind: 'evaluation',
      amount: 12.5,
      resourceName: 'evaluation pack',
    });
  });

  it('keeps a sibling centre out: Harbour sees only its own orders, even when it asks for Sunrise', async () => {
    const own = await call('GET', HFS, { user: 'multirole', tenant: id.harbour });
    expect(own.json().items.map((o: { childName: string }) => o.childName)).toEqual(['Ava Harbour']);
    const sunrise = await call('GET', `${HFS}?tenantId=${id.sunrise}`, { user: 'multirole', tenant: id.harbour });
    expect(sunrise.json()).toEqual({ items: [], totalCount: 0 });
  });

  it('gives a parent its children’s orders, filtered by tenant, usage kind and date range; pages them', async () => {
    expect((await call('GET', HFS, { user: 'area' })).json().totalCount).toBe(3);
    const harbour = await call('GET', `${HFS}?tenantId=${id.harbour}`, { user: 'area' });
    expect(harbour.json().totalCount).toBe(1);
    const classes = await call('GET', `${HFS}?usageKind=class`, { user: 'enterprise' });
    expect(classes.json().items.map((o: { childName: string }) => o.childName)).toEqual(['Leo Sun']);
    const past = await call('GET', `${HFS}?startTime=2020-01-01&endTime=2020-12-31`, { user: 'area' });
    expect(past.json().totalCount).toBe(0);
    const today = await call('GET', `${HFS}?startTime=${TODAY}&endTime=${TODAY}`, { user: 'area' });
    expect(today.json().totalCount).toBe(3);
    const second = await call('GET', `${HFS}?skipCount=2&maxResultCount=2`, { user: 'area' });
    expect(second.json().items.map((o: { childName: string }) => o.childName)).toEqual(['Mia Sun']);
  });

  it('lists every tree’s orders for the platform administrator, and VRAT orders apart from HFS', async () => {
    expect((await call('GET', HFS, { user: 'admin' })).json().totalCount).toBe(3);
    const vrat = await call('POST', '/api/vrclassroom/order/orderList', {
      user: 'admin',
      payload: { skipCount: 0, maxResultCount: 10 },
    });
    expect(vrat.json().items).toHaveLength(1);
    expect(vrat.json().items[0]).toMatchObject({ amount: 30, childName: 'Mia Sun' });
    expect((await call('GET', HFS, { user: 'coach' })).statusCode).toBe(403);
  });

  it('exports the HFS orders as a workbook named in Content-Disposition, headed in the caller’s language', async () => {
    const response = await call('GET', '/api/rocket/hfsOrder/excelDownload', { user: 'area' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="HFS orders-\d{8}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Time',
      'Institution',
      'Usage',
      'Child',
      'Resource',
      'Amount (yuan)',
      'Free tests',
      'Operator',
      'Remark',
    ]);
    expect(sheet.rowCount).toBe(4);
    const last = sheet.getRow(4);
    expect([last.getCell(2).value, last.getCell(3).value, last.getCell(4).value, last.getCell(6).value]).toEqual([
      'Sunrise Centre',
      'Evaluation',
      'Mia Sun',
      12.5,
    ]);

    const zh = await call('POST', '/api/vrclassroom/order/orderListExcel', { payload: {}, language: 'zh-CN' });
    const name = /filename\*=UTF-8''(.+)$/.exec(zh.headers['content-disposition'] as string)![1]!;
    expect(decodeURIComponent(name)).toMatch(/^VRAT订单-\d{8}\.xlsx$/);
    const zhBook = new ExcelJS.Workbook();
    await zhBook.xlsx.load(zh.rawPayload as unknown as ArrayBuffer);
    expect(zhBook.worksheets[0]!.getRow(1).getCell(3).value).toBe('使用类型');
    expect(zhBook.worksheets[0]!.getRow(2).getCell(3).value).toBe('评估');
  });

  it('sums the centre’s own VRAT contracts for its fee overview', async () => {
    const overview = await call('GET', '/api/vrclassroom/order/costOverview');
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({
      Balance: 970,
      CumulativeConsumption: 30,
      CumulativeRecharge: 1000,
      DeactivateBalance: 0,
      CurrentEndTime: '2099-12-31',
      BalanceEqualTimes: 32,
      UnitPrice: 30,
    });
  });
});
