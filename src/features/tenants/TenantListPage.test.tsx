// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FreezeTenantMutation, TenantFieldsFragment, TenantListQuery } from '../../generated/graphql';
import type { Language } from '../../shared/i18n/languages';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { AreaListPage, EnterpriseCenterListPage } from './TenantListPage';

// The browser journeys (tests/e2e/tenants.spec.ts) read the area page in Chinese and the centre
// page in English; this reads the area page in English and the centre page in Chinese.

afterEach(cleanup);

const tenant = (id: string, extra: Partial<TenantFieldsFragment> = {}): TenantFieldsFragment => ({
  id,
  displayName: 'East Area',
  type: 'Area',
  area: 'East China',
  email: 'east@brightminds.example',
  logo: null,
  state: 'Effective',
  hfsReminderAmount: 500,
  vratReminderAmount: 300,
  childCount: 2,
  // No offset: read as the browser's local time, so the shown date does not depend on the zone.
  creationTime: '2026-03-04T09:15:00',
  parentTenant: { id: 'ent', displayName: 'Bright Minds Group', type: 'Enterprise' },
  projectStatus: [
    { name: 'hfs', status: true, mayToggle: true },
    { name: 'vrat', status: false, mayToggle: false },
  ],
  ...extra,
});

const list = (items: TenantFieldsFragment[]): StubResponse => ({
  data: { tenants: { items, totalCount: items.length } } satisfies TenantListQuery,
});

const render = (
  element: ReactElement,
  language: Language,
  respond: (name: string, variables: Record<string, unknown>) => StubResponse,
) => {
  const stub = stubGraphqlClient(respond);
  const { shown: toasts } = renderWithToasts(element, { client: stub.client, language });
  return { ...stub, toasts };
};

const HEADERS = {
  'en-US': ['Name', 'Type', 'Parent organisation', 'Region', 'E-mail', 'State', 'Projects', 'Created', 'Actions'],
  'zh-CN': ['名称', '类型', '上级机构', '地区', '邮箱', '状态', '项目', '创建时间', '操作'],
};

const cellsOf = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((td) => td.textContent);

describe('the area list in English', () => {
  it('lists the areas with English headers, type, state and day-first dates', async () => {
    const { operations } = render(<AreaListPage />, 'en-US', () =>
      list([tenant('a1'), tenant('a2', { displayName: 'North Agent', type: 'AreaAgent', state: 'Frozen' })]),
    );

    expect(await screen.findByRole('heading', { name: 'Areas' })).toBeInTheDocument();
    expect(screen.getByText('2 organisations')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(HEADERS['en-US']);
    expect(cellsOf('East Area')).toEqual([
      'Area',
      'Bright Minds Group',
      'East China',
      'east@brightminds.example',
      'In effect',
      'HFSVRAT',
      '04/03/2026',
      'Edit',
    ]);
    expect(screen.getByRole('checkbox', { name: 'HFS of East Area' })).toBeChecked();
    expect(cellsOf('North Agent').slice(0, 1)).toEqual(['Area agent']);
    expect(cellsOf('North Agent')[4]).toBe('Frozen');
    expect(operations.find((o) => o.name === 'TenantList')?.variables['types']).toEqual(['Area', 'AreaAgent']);
  });

  it('asks before freezing an area and says it was frozen', async () => {
    const { operations, toasts } = render(<AreaListPage />, 'en-US', (name) =>
      name === 'FreezeTenant'
        ? { data: { freezeTenant: tenant('a1', { state: 'Frozen' }) } satisfies FreezeTenantMutation }
        : list([tenant('a1')]),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More actions for East Area' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Freeze' }));

    const alert = await screen.findByRole('alertdialog');
    expect(
      within(alert).getByText('Freeze East Area? Its users will be signed out and cannot work until it is unfrozen.'),
    ).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Freeze' }));

    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalled());
    expect(toasts.showSuccess).toHaveBeenCalledWith('East Area was frozen.');
    expect(operations.find((o) => o.name === 'FreezeTenant')?.variables).toEqual({ id: 'a1', operate: 'Freeze' });
  });

  it('tells a caller who may not switch VRAT to contact the project manager', async () => {
    const { operations } = render(<AreaListPage />, 'en-US', () => list([tenant('a1')]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'VRAT of East Area' }));

    expect(
      await screen.findByText('Please contact the project manager to open or close the VRAT project.'),
    ).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'OpenProject')).toBe(false);
  });
});

describe('the centre list in Chinese', () => {
  it('lists the centres with Chinese headers, type, state and year-first dates', async () => {
    render(<EnterpriseCenterListPage />, 'zh-CN', () =>
      list([
        tenant('c1', {
          displayName: 'Sunrise Centre',
          type: 'Center',
          area: '浦东',
          parentTenant: { id: 'a1', displayName: 'East Area', type: 'Area' },
        }),
      ]),
    );

    expect(await screen.findByRole('heading', { name: '中心列表' })).toBeInTheDocument();
    expect(screen.getByText('共 1 个机构')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(HEADERS['zh-CN']);
    expect(cellsOf('Sunrise Centre')).toEqual([
      '中心',
      'East Area',
      '浦东',
      'east@brightminds.example',
      '生效',
      'HFSVRAT',
      '2026/03/04',
      '编辑',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Sunrise Centre 的 HFS' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Sunrise Centre 的更多操作' })).toBeInTheDocument();
  });

  it('says there is no centre yet, and none matching a search', async () => {
    render(<EnterpriseCenterListPage />, 'zh-CN', () => list([]));
    expect(await screen.findByText('暂无机构')).toBeInTheDocument();
    expect(screen.getByText('新建的机构会显示在这里。')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: '按名称搜索' }), '阳光');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('没有符合搜索条件的机构')).toBeInTheDocument();
  });
});
