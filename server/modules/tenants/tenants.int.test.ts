import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sentMessages, tenantContracts, tenants } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const BASE = '/api/business/tenant';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Item = {
  id: string;
  displayName: string;
  type: string;
  state: string;
  hfsReminderAmount: number;
  vratReminderAmount: number;
  parentTenant: { id: string } | null;
  projectStatus: { name: string; status: boolean; mayToggle: boolean }[];
  logo: string | null;
};

const multipart = (fileName: string, data: Buffer) => {
  const boundary = '----tenantlogo';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
};

describe.each(testEngines())('tenant administration and project switches on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;
  const ids = { group: '', east: '', sunrise: '', harbour: '', kidsAnnex: '' };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-tenants-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
    ids.group = await h.tenant('group');
    ids.east = await h.tenant('east');
    ids.sunrise = await h.tenant('sunrise');
    ids.harbour = await h.tenant('harbour');
    ids.kidsAnnex = await h.tenant('annex');
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    user: string,
    payload?: object,
    { language = 'en-US', headers = {} }: { language?: string; headers?: Record<string, string> } = {},
  ) => h.as(user, { language }).request(method, url, payload, { headers });

  const names = async (user: string, query = '') =>
    ((await call('GET', `${BASE}?maxResultCount=100${query}`, user)).json() as { items: Item[] }).items.map(
      (t) => t.displayName,
    );

  it('shows each manager only the tenants below it, and refuses everyone else', async () => {
    expect(await names('admin')).toEqual(
      expect.arrayContaining(['Bright Minds Group', 'East Area', 'Sunrise Centre', 'Harbour Centre']),
    );
    expect((await names('enterprise')).sort()).toEqual([
      'East Area',
      'Harbour Centre',
      'Sunrise Centre',
      '阳光儿童分部',
    ]);
    expect((await names('area')).sort()).toEqual(['Harbour Centre', 'Sunrise Centre', '阳光儿童分部']);
    expect(await names('area', '&type=Area,AreaAgent')).toEqual([]);
    // The demo's child institution of Sunrise.
    expect(await names('centeradmin')).toEqual(['阳光儿童分部']);
    expect((await call('GET', BASE, 'coach')).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/${ids.group}`, 'area')).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/${ids.east}`, 'area')).statusCode).toBe(403);
  });

  it('gives a new tenant the reminder amounts of its type, in yuan', async () => {
    const area = await call('POST', `${BASE}/simple`, 'enterprise', {
      displayName: 'West Area',
      type: 'Area',
      parentTenant: ids.group,
      area: 'West',
      email: 'west@atrium.example',
    });
    expect(area.statusCode).toBe(200);
    expect(area.json()).toMatchObject({
      displayName: 'West Area',
      type: 'Area',
      area: 'West',
      state: 'Effective',
      hfsReminderAmount: 25000,
      vratReminderAmount: 25000,
      parentTenant: { id: ids.group, displayName: 'Bright Minds Group' },
    });
    const centre = await call('POST', `${BASE}/simple`, 'enterprise', {
      displayName: 'West Centre',
      type: 'Center',
      parentTenant: (area.json() as Item).id,
    });
    expect(centre.json()).toMatchObject({ hfsReminderAmount: 1000, vratReminderAmount: 1000 });
    const agent = await call('POST', `${BASE}/simple`, 'admin', {
      displayName: 'North Agency',
      type: 'EnterpriseAgent',
    });
    expect(agent.json()).toMatchObject({ hfsReminderAmount: 5000, parentTenant: null });
    const areaAgent = await call('POST', `${BASE}/simple`, 'admin', {
      displayName: 'North Area Agency',
      type: 'AreaAgent',
      parentTenant: (agent.json() as Item).id,
    });
    expect(areaAgent.json()).toMatchObject({ hfsReminderAmount: 25000, vratReminderAmount: 25000 });
  });

  it('keeps the tree in shape: parents by type, within the caller’s reach, no cycles', async () => {
    const noParent = await call('POST', `${BASE}/simple`, 'admin', { displayName: 'Lost Area', type: 'Area' });
    expect(noParent.statusCode).toBe(400);
    expect(noParent.json().error.validationErrors).toEqual([
      { message: 'Choose the parent organisation.', members: ['parentTenant'] },
    ]);
    const areaUnderCentre = await call(
      'POST',
      `${BASE}/simple`,
      'admin',
      { displayName: '错误区域', type: 'Area', parentTenant: ids.sunrise },
      { language: 'zh-CN' },
    );
    expect(areaUnderCentre.json().error.validationErrors[0].message).toBe('该类型的机构不能挂在所选上级机构之下。');
    // An enterprise manager cannot make another enterprise, nor an area manager an area.
    expect(
      (await call('POST', `${BASE}/simple`, 'enterprise', { displayName: 'Rival', type: 'Enterprise' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `${BASE}/simple`, 'area', { displayName: 'Side', type: 'Area', parentTenant: ids.group }))
        .statusCode,
    ).toBe(403);
    const cycle = await call('PUT', `${BASE}/simple`, 'enterprise', {
      id: ids.east,
      displayName: 'East Area',
      type: 'Area',
      parentTenant: ids.sunrise,
    });
    expect(cycle.statusCode).toBe(400); // an area never hangs under a centre
    const taken = await call('POST', `${BASE}/simple`, 'enterprise', {
      displayName: 'sunrise centre',
      type: 'Center',
      parentTenant: ids.east,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('Business:TenantNameTaken');
  });

  it('lets a centre administrator manage its child institutions only', async () => {
    const child = await call('POST', `${BASE}/simple`, 'centeradmin', {
      displayName: 'Sunrise Annex',
      type: 'Center',
      parentTenant: ids.sunrise,
    });
    expect(child.statusCode).toBe(200);
    const annex = (child.json() as Item).id;
    expect((await names('centeradmin')).sort()).toEqual(['Sunrise Annex', '阳光儿童分部']);
    const listed = await call('GET', `${BASE}/childInstitutions/${ids.sunrise}`, 'centeradmin');
    expect((listed.json() as { items: Item[] }).items.map((t) => t.id).sort()).toEqual([annex, ids.kidsAnnex].sort());
    expect(
      (
        await call('POST', `${BASE}/simple`, 'centeradmin', {
          displayName: 'Harbour Annex',
          type: 'Center',
          parentTenant: ids.harbour,
        })
      ).statusCode,
    ).toBe(403);
    // The edit may not move a centre under itself.
    const cycle = await call('PUT', `${BASE}/simple`, 'area', {
      id: ids.sunrise,
      displayName: 'Sunrise Centre',
      type: 'Center',
      parentTenant: annex,
    });
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json().error.code).toBe('Business:TenantTreeCycle');
  });

  it('deletes only a tenant with no children, members or contracts, and says why not', async () => {
    const children = await call('DELETE', `${BASE}/${ids.east}`, 'enterprise');
    expect(children.statusCode).toBe(409);
    expect(children.json().error).toMatchObject({
      code: 'Business:TenantHasChildren',
      message: 'This organisation still has 2 subordinate organisations: delete or move them first.',
    });
    const members = await call('DELETE', `${BASE}/${ids.harbour}`, 'area', undefined, { language: 'zh-CN' });
    expect(members.json().error.code).toBe('Business:TenantHasMembers');
    expect(members.json().error.message).toMatch(/名成员，不能删除/);

    const made = (
      await call('POST', `${BASE}/simple`, 'area', {
        displayName: 'Doomed Centre',
        type: 'Center',
        parentTenant: ids.east,
      })
    ).json() as Item;
    await h.db.privileged((tx) =>
      tx
        .insert(tenantContracts)
        .values({ tenantId: made.id, line: 'hfs', startDate: '2026-01-01', endDate: '2026-12-31' }),
    );
    const contracts = await call('DELETE', `${BASE}/${made.id}`, 'area');
    expect(contracts.json().error.code).toBe('Business:TenantHasContracts');

    const free = (
      await call('POST', `${BASE}/simple`, 'area', {
        displayName: 'Empty Centre',
        type: 'Center',
        parentTenant: ids.east,
      })
    ).json() as Item;
    await call('POST', `${BASE}/openProject`, 'area', { tenantId: free.id, projectFeatureName: 'hfs' });
    expect((await call('DELETE', `${BASE}/${free.id}`, 'area')).statusCode).toBe(204);
    expect((await call('GET', `${BASE}/${free.id}`, 'area')).statusCode).toBe(404);
  });

  it('freezes a centre, whose users are then refused, and unfreezes it', async () => {
    const frozen = await call('POST', `${BASE}/freeze`, 'area', { tenantId: ids.harbour, operate: 'Freeze' });
    expect(frozen.json()).toMatchObject({ state: 'Frozen' });
    const refused = await call('GET', '/api/Account/Info', 'multirole', undefined, {
      headers: { __tenant: ids.harbour },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('Business:CenterStateInvalid');
    expect(
      (await call('POST', `${BASE}/freeze`, 'area', { tenantId: ids.harbour, operate: 'Freeze' })).statusCode,
    ).toBe(409);
    const back = await call('POST', `${BASE}/freeze`, 'area', { tenantId: ids.harbour, operate: 'Unfreeze' });
    expect(back.json()).toMatchObject({ state: 'Effective' });
    const allowed = await call('GET', '/api/Account/Info', 'multirole', undefined, {
      headers: { __tenant: ids.harbour },
    });
    expect(allowed.statusCode).toBe(200);
    // A manager cannot freeze its own tenant, nor one above it.
    expect((await call('POST', `${BASE}/freeze`, 'area', { tenantId: ids.east, operate: 'Freeze' })).statusCode).toBe(
      403,
    );
  });

  it('refuses to close a project while subordinates have it open, listing them', async () => {
    const open = await call('POST', `${BASE}/openProject`, 'enterprise', {
      tenantId: ids.east,
      projectFeatureName: 'vrat',
    });
    expect(open.statusCode).toBe(200);
    const check = await call(
      'GET',
      `${BASE}/beforeCloseProject?tenantId=${ids.east}&projectFeatureName=vrat`,
      'enterprise',
    );
    expect(check.json()).toEqual({
      canClose: false,
      contactProjectManager: false,
      openSubordinates: [
        { id: ids.harbour, displayName: 'Harbour Centre' },
        { id: ids.sunrise, displayName: 'Sunrise Centre' },
      ],
    });
    const close = await call('POST', `${BASE}/closeProject`, 'enterprise', {
      tenantId: ids.east,
      projectFeatureName: 'vrat',
    });
    expect(close.statusCode).toBe(409);
    expect(close.json().error).toMatchObject({
      code: 'Business:ProjectOpenInSubordinates',
      message:
        'The VRAT project cannot be closed while these subordinate organisations still have it open: Harbour Centre and Sunrise Centre',
    });
  });

  it('tells the roles the spec names to contact the project manager', async () => {
    // Area roles may not toggle vrat at all (spec 002 §6).
    const areaVrat = await call(
      'POST',
      `${BASE}/closeProject`,
      'area',
      { tenantId: ids.sunrise, projectFeatureName: 'vrat' },
      { language: 'zh-CN' },
    );
    expect(areaVrat.statusCode).toBe(403);
    expect(areaVrat.json().error).toMatchObject({
      code: 'Business:ContactProjectManager',
      message: '请联系项目经理开启或关闭 VRAT 项目。',
    });
    const listed = (await call('GET', `${BASE}?maxResultCount=100`, 'area')).json() as { items: Item[] };
    expect(listed.items.find((t) => t.id === ids.sunrise)?.projectStatus).toEqual([
      { name: 'hfs', status: true, mayToggle: true },
      { name: 'vrat', status: true, mayToggle: false },
    ]);
    // Admin on hfs, which East Area has open (its active contract): the warning instead of the list (spec 002 §8).
    const adminCheck = await call(
      'GET',
      `${BASE}/beforeCloseProject?tenantId=${ids.east}&projectFeatureName=hfs`,
      'admin',
    );
    expect(adminCheck.json()).toEqual({ canClose: false, contactProjectManager: true, openSubordinates: [] });
    const adminClose = await call('POST', `${BASE}/closeProject`, 'admin', {
      tenantId: ids.east,
      projectFeatureName: 'hfs',
    });
    expect(adminClose.statusCode).toBe(409);
    expect(adminClose.json().error.code).toBe('Business:ContactProjectManager');
  });

  it('closes a project with nothing open below and keeps the switch history', async () => {
    // The demo's 阳光儿童分部 has hfs open and nothing below it.
    const close = await call('POST', `${BASE}/closeProject`, 'area', {
      tenantId: ids.kidsAnnex,
      projectFeatureName: 'hfs',
    });
    expect(close.statusCode).toBe(200);
    await call('POST', `${BASE}/openProject`, 'area', { tenantId: ids.kidsAnnex, projectFeatureName: 'hfs' });
    const history = await call(
      'GET',
      `${BASE}/projectSwitchRecords?tenantId=${ids.kidsAnnex}&projectFeatureName=hfs`,
      'enterprise',
    );
    expect(history.json()).toEqual([
      expect.objectContaining({ operateType: 'Open', operatorName: 'Michael Chen' }),
      expect.objectContaining({ operateType: 'Close', operatorName: 'Michael Chen' }),
    ]);
    expect(Date.parse((history.json() as { creationTime: string }[])[0]!.creationTime)).toBeGreaterThan(0);
    const again = await call('POST', `${BASE}/openProject`, 'area', {
      tenantId: ids.kidsAnnex,
      projectFeatureName: 'hfs',
    });
    expect(again.json().error.code).toBe('Business:ProjectAlreadyOpen');
  });

  it('stores reminder amounts in fen and refuses a third decimal', async () => {
    const set = await call('PUT', `${BASE}/reminderAmount`, 'area', {
      id: ids.sunrise,
      hfsReminderAmount: 1234.5,
      vratReminderAmount: 0,
    });
    expect(set.json()).toMatchObject({ hfsReminderAmount: 1234.5, vratReminderAmount: 0 });
    const [row] = await h.db.privileged((tx) =>
      tx.select({ fen: tenants.hfsReminderAmountFen }).from(tenants).where(eq(tenants.id, ids.sunrise)),
    );
    expect(row?.fen).toBe(123450);
    const bad = await call('PUT', `${BASE}/reminderAmount`, 'area', { id: ids.sunrise, hfsReminderAmount: 1.234 });
    expect(bad.statusCode).toBe(400);
  });

  it('takes an image as the logo, checked by its bytes, and serves it', async () => {
    const fake = multipart('logo.png', Buffer.from('not really a png'));
    const refused = await h.as('area').post(`${BASE}/tenantProfile/logo?tenantId=${ids.sunrise}`, fake.payload, {
      headers: { 'content-type': fake.contentType },
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe('The logo must be a PNG, JPEG, GIF or WebP image.');
    const real = multipart('logo.png', PNG);
    const stored = await h
      .as('area', { language: null })
      .post(`${BASE}/tenantProfile/logo?tenantId=${ids.sunrise}`, real.payload, {
        headers: { 'content-type': real.contentType },
      });
    expect(stored.statusCode).toBe(200);
    const url = (stored.json() as { url: string }).url;
    expect((await call('GET', `${BASE}/${ids.sunrise}`, 'area')).json()).toMatchObject({ logo: url });
    const image = await h.anonymous({ language: null }).get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('sends the tenant an e-mail through the messenger, and issues its QR link', async () => {
    const none = await call('POST', `${BASE}/sendEmailToTenant/${ids.harbour}`, 'area');
    expect(none.json().error.code).toBe('Business:TenantEmailMissing');
    await call('PUT', `${BASE}/changeTenantEmail`, 'area', { tenantId: ids.harbour, email: 'harbour@atrium.example' });
    const sent = await call('POST', `${BASE}/sendEmailToTenant/${ids.harbour}`, 'area');
    expect(sent.json()).toEqual({ recipient: 'harbour@atrium.example' });
    const rows = await h.db.privileged((tx) =>
      tx.select().from(sentMessages).where(eq(sentMessages.recipient, 'harbour@atrium.example')),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'email', subject: 'Harbour Centre on Atrium' });
    const qr = await call('GET', `${BASE}/qRCodeLink/${ids.harbour}`, 'area');
    expect(qr.json().content).toContain(`/m/tenant?tenantId=${ids.harbour}`);
    expect((await call('GET', `${BASE}/qRCodeLink/${ids.group}`, 'area')).statusCode).toBe(403);
  });

  it('offers the dialog the types and parents the caller may use', async () => {
    const prep = (await call('GET', `${BASE}/prepareForEdit`, 'area')).json() as {
      types: { type: string }[];
      parents: { displayName: string }[];
    };
    expect(prep.types.map((t) => t.type)).toEqual(['Center']);
    expect(prep.parents.map((p) => p.displayName)).toContain('East Area');
    const areas = (await call('GET', `${BASE}/areaList`, 'enterprise')).json() as { displayName: string }[];
    expect(areas.map((a) => a.displayName)).toEqual(expect.arrayContaining(['East Area', 'West Area']));
    const enterprises = (await call('GET', `${BASE}/enterpriseSearchList?filter=bright`, 'admin')).json() as {
      displayName: string;
    }[];
    expect(enterprises.map((e) => e.displayName)).toEqual(['Bright Minds Group']);
    const next = (await call('GET', `${BASE}/nextLevelList?tenantId=${ids.east}`, 'enterprise')).json() as {
      displayName: string;
    }[];
    expect(next.map((n) => n.displayName)).toEqual(expect.arrayContaining(['Harbour Centre', 'Sunrise Centre']));
  });
});
