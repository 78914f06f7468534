import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { tenantIdOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const FIELDS =
  'id displayName type state hfsReminderAmount parentTenant { id displayName } projectStatus { name status mayToggle }';
const CREATE = `mutation Create($input: TenantInput!) { createTenant(input: $input) { ${FIELDS} } }`;
const LIST = `query List($types: [TenantType!]) { tenants(types: $types, maxResultCount: 10) { totalCount items { ${FIELDS} } } }`;
const OPEN = `mutation Open($tenantId: ID!, $project: TenantProject!) { openProject(tenantId: $tenantId, project: $project) { ${FIELDS} } }`;
const CLOSE = `mutation Close($tenantId: ID!, $project: TenantProject!) { closeProject(tenantId: $tenantId, project: $project) { ${FIELDS} } }`;
const HISTORY = `query History($tenantId: ID!, $project: TenantProject!) {
  projectSwitchRecords(tenantId: $tenantId, project: $project) { operateType operatorName creationTime }
  projectCloseCheck(tenantId: $tenantId, project: $project) { canClose contactProjectManager openSubordinates { displayName } }
}`;
const DELETE = `mutation Delete($id: ID!) { deleteTenant(id: $id) }`;

describe.each(testEngines())('tenant administration through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let group: string;
  let east: string;

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    group = await tenantIdOf(h.db, 'Bright Minds Group');
    east = await tenantIdOf(h.db, 'East Area');
  });
  afterAll(() => h.close());

  it('creates an area with its reminder defaults and lists it by type', async () => {
    const created = await h.graphql('enterprise', CREATE, {
      input: { displayName: 'South Area', type: 'Area', parentTenant: group },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.['createTenant']).toMatchObject({
      displayName: 'South Area',
      state: 'Effective',
      hfsReminderAmount: 25000,
      parentTenant: { id: group, displayName: 'Bright Minds Group' },
    });
    const areas = await h.graphql('enterprise', LIST, { types: ['Area', 'AreaAgent'] });
    const names = (areas.data?.['tenants'] as { items: { displayName: string }[] }).items.map((t) => t.displayName);
    expect(names.sort()).toEqual(['East Area', 'South Area']);
    const refused = await h.graphql('coach', LIST, {});
    expect(refused.errors?.[0]?.extensions.status).toBe(403);
  });

  it('opens a project, refuses to close it over open subordinates in both languages, and keeps the history', async () => {
    // East Area has HFS open from the seed (it holds an active HFS contract); VRAT is closed.
    const opened = await h.graphql('enterprise', OPEN, { tenantId: east, project: 'vrat' });
    expect(opened.data?.['openProject']).toMatchObject({
      projectStatus: [
        { name: 'hfs', status: true, mayToggle: true },
        { name: 'vrat', status: true, mayToggle: true },
      ],
    });
    const opening = await h.graphql('enterprise', HISTORY, { tenantId: east, project: 'vrat' });
    expect(opening.data?.['projectSwitchRecords']).toMatchObject([{ operateType: 'Open', operatorName: '黄志强' }]);
    const refused = await h.graphql('enterprise', CLOSE, { tenantId: east, project: 'hfs' }, { language: 'zh-CN' });
    expect(refused.errors?.[0]).toMatchObject({
      message: '以下下级机构仍开启着 HFS 项目，无法关闭：Sunrise Centre和阳光儿童分部',
      extensions: { code: 'Business:ProjectOpenInSubordinates', status: 409 },
    });
    const answer = await h.graphql('enterprise', HISTORY, { tenantId: east, project: 'hfs' });
    expect(answer.data).toMatchObject({
      projectCloseCheck: {
        canClose: false,
        contactProjectManager: false,
        // Every tenant below with it open, Sunrise's child institution too.
        openSubordinates: [{ displayName: 'Sunrise Centre' }, { displayName: '阳光儿童分部' }],
      },
    });
    const admin = await h.graphql('admin', HISTORY, { tenantId: east, project: 'hfs' });
    expect(admin.data?.['projectCloseCheck']).toEqual({
      canClose: false,
      contactProjectManager: true,
      openSubordinates: [],
    });
  });

  it('deletes an empty tenant and explains a refusal', async () => {
    const made = await h.graphql('enterprise', CREATE, {
      input: { displayName: 'Pop-up Centre', type: 'Center', parentTenant: east },
    });
    const id = (made.data?.['createTenant'] as { id: string }).id;
    expect((await h.graphql('enterprise', DELETE, { id })).data).toEqual({ deleteTenant: true });
    const refused = await h.graphql('enterprise', DELETE, { id: east });
    expect(refused.errors?.[0]?.extensions.code).toBe('Business:TenantHasChildren');
  });
});
