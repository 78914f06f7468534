// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  ContentMaterialListQuery,
  ContentProgramListQuery,
  ContentProgramPlayAuthQuery,
} from '../../../generated/graphql';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { fitsLaptop } from '../../../shared/ui/columnWidths';
import { programFixture } from '../programs/programFixtures';
import { CENTRE_PROGRAM_COLUMN_KINDS } from './CentreProgramTable';
import { CentreLibraryPage } from './CentreLibraryPage';
import { rowOf } from '../../../shared/testing/renderStubbedPage';

// The browser journey (tests/e2e/content-centre.spec.ts) shows the server deciding what a centre
// reads; these read the page itself: the programmes, their detail, an empty tab, and that nothing
// on it edits, in both languages.

afterEach(cleanup);

const respond = (name: string, variables: Record<string, unknown>): StubResponse => {
  if (name === 'ContentProgramPlayAuth') {
    const vid = String(variables['vid']);
    const video = vid === 'v1';
    return {
      data: {
        contentProgramPlayAuth: {
          vid,
          kind: video ? 'video' : 'image',
          contentType: video ? 'video/webm' : 'image/png',
          playUrl: `/api/rocket/File/media?token=signed-${vid}`,
          expiresAt: '2026-03-04T10:15:00Z',
        },
      } satisfies ContentProgramPlayAuthQuery,
    };
  }
  if (name === 'ContentMaterialList')
    return { data: { contentMaterials: { items: [], totalCount: 0 } } satisfies ContentMaterialListQuery };
  return {
    data: {
      contentTrainingPrograms: { items: [programFixture('p1')], totalCount: 1 },
    } satisfies ContentProgramListQuery,
  };
};

const render = (language: 'zh-CN' | 'en-US') => {
  const stub = stubGraphqlClient(respond);
  renderWithProviders(<CentreLibraryPage />, {
    client: stub.client,
    path: '/system/center/menu/account/trainerDatabase',
    language,
  });
  return stub;
};

/** Any control a centre must not have: add, edit, status, order, history, delete. */
const WRITES = /^(Add|Edit|Change the status|Delete|Move|History|添加|新增|编辑|修改|删除|上移|下移|历史)/;

describe('CentreLibraryPage', () => {
  it('keeps its programme columns within a 1280 px laptop', () => {
    expect(fitsLaptop(CENTRE_PROGRAM_COLUMN_KINDS)).toBe(true);
  });

  it('lists the Public programmes in Chinese and opens one read only', async () => {
    render('zh-CN');
    expect(await screen.findByRole('heading', { name: '资料库' })).toBeInTheDocument();
    expect(await screen.findByText('共 1 个训练项目')).toBeInTheDocument();
    const row = rowOf('ATT-01');
    expect(row.getAllByRole('cell').map((td) => td.textContent)).toEqual(['ATT-01', '找不同', 'L2–L8', '注意力']);
    expect(screen.queryAllByRole('button', { name: WRITES })).toHaveLength(0);

    await userEvent.setup().click(row.getByRole('button', { name: '打开找不同' }));
    const drawer = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.bp6-drawer');
      if (!open) throw new Error('no drawer yet');
      return open;
    });
    expect(drawer).toHaveTextContent('找不同 · ATT-01');
    expect(drawer).toHaveTextContent('老师示范，孩子完成三轮。');
    expect(within(drawer).queryAllByRole('button', { name: WRITES })).toHaveLength(0);
    // The video plays at the address the server signed for this reader.
    await expect
      .poll(() => drawer.querySelector('video')?.getAttribute('src'))
      .toBe('/api/rocket/File/media?token=signed-v1');
  });

  it('reads in English, and says so when a tab has nothing Public yet', async () => {
    render('en-US');
    expect(await screen.findByRole('heading', { name: 'Database' })).toBeInTheDocument();
    expect(await screen.findByText('1 programme')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Materials' }));
    expect(await screen.findByText('No materials published yet')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: WRITES })).toHaveLength(0);
  });
});
