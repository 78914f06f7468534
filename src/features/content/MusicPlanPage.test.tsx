// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ContentBrainMusicFieldsFragment,
  ContentMusicPlanFieldsFragment,
  ContentTrackFieldsFragment,
} from '../../generated/graphql';
import { fitsLaptop } from '../../shared/ui/columnWidths';
import type { StubResponse } from '../../shared/testing/stubGraphqlClient';
import { BrainMusicPage } from './BrainMusicPage';
import { MusicPlanPage } from './MusicPlanPage';
import { MUSIC_COLUMN_KINDS } from './music-plans/MusicTable';
import { publicItem } from './contentFixtures';
import { renderStubbedPage, rowOf } from '../../shared/testing/renderStubbedPage';

// The browser journey (tests/e2e/content-music.spec.ts) builds a plan and plays its track; these
// read the list, the form's refusals, its track picker and the detail's player in both languages.

afterEach(() => cleanup());

const ref = (id: string, code: string, nameZh: string, nameEn: string, courseCode = 'FAS') => ({
  id,
  code,
  courseCode,
  nameZh,
  nameEn,
  duration: 6,
  hasAudio: true,
  contentStatus: 'Public' as const,
});
const MORNING = ref('t1', 'FAS-001', '晨光', 'Morning light');
const BROOK = ref('t2', 'FAS-002', '溪流', 'Brook');

const plan: ContentMusicPlanFieldsFragment = {
  id: 'p1',
  code: 'MP-FAS-FOCUS',
  nameZh: 'FAS 专注力音乐方案',
  nameEn: 'FAS focus music plan',
  sessionCount: 2,
  sessions: [
    { number: 1, tracks: [MORNING, BROOK] },
    { number: 2, tracks: [BROOK] },
  ],
  musicType: 'Fas',
  category: 'Attention',
  tags: [{ id: 'g1', nameZh: '注意力', nameEn: 'Attention' }],
  ...publicItem(),
};

const libraryTrack = (t: typeof MORNING): ContentTrackFieldsFragment => ({
  id: t.id,
  code: t.code,
  courseCode: t.courseCode,
  nameZh: t.nameZh,
  nameEn: t.nameEn,
  duration: 6,
  audio: { fileName: `${t.code}.wav`, contentType: 'audio/wav', size: 100 },
  sortOrder: 0,
  contentStatus: 'Public',
  lastModificationTime: '2026-03-04T09:15:00',
  nextStatuses: [],
  canEdit: true,
  canDelete: false,
});

const respond = (name: string): StubResponse => {
  if (name === 'ContentMusicPlanList') return { data: { contentMusicPlans: { items: [plan], totalCount: 1 } } };
  if (name === 'ContentMusicPickers')
    return {
      data: {
        contentMusicCategories: [{ id: 'Attention', nameZh: '专注力', nameEn: 'Attention' }],
        contentMusicTags: [{ id: 'g1', nameZh: '注意力', nameEn: 'Attention' }],
      },
    };
  if (name === 'ContentTrackList')
    return {
      data: {
        contentTracks: {
          items: [libraryTrack(MORNING), libraryTrack(ref('t3', 'CMSMO-001', '摇篮', 'Cradle', 'CMSMO'))],
          totalCount: 2,
        },
      },
    };
  if (name === 'CreateContentMusicPlan') return { data: { createContentMusicPlan: plan } };
  if (name === 'ContentTrackPlayUrl')
    return {
      data: { contentTrackPlayUrl: { url: '/api/rocket/track/audio?token=x', expiresAt: '2026-03-04T10:00:00' } },
    };
  return { data: null };
};

const render = (page: ReactElement, language: 'zh-CN' | 'en-US') => {
  return renderStubbedPage(page, respond, { path: '/system/manage/content/musicPlan', language });
};

describe('MusicPlanPage', () => {
  it('keeps its columns within a 1280 px laptop', () => {
    expect(fitsLaptop(MUSIC_COLUMN_KINDS)).toBe(true);
  });

  it('lists the plans in Chinese and opens one: each session’s tracks with a play button', async () => {
    render(<MusicPlanPage />, 'zh-CN');
    expect(await screen.findByRole('heading', { name: '音乐方案' })).toBeInTheDocument();
    expect(screen.getByText('共 1 个音乐方案')).toBeInTheDocument();
    const row = rowOf('MP-FAS-FOCUS');
    expect(row.getByText('FAS · 专注力')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: '查看FAS 专注力音乐方案' }));
    const detail = await screen.findByRole('dialog', { name: 'FAS 专注力音乐方案' });
    expect(within(detail).getByText(/FAS · 专注力 · 注意力/)).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: '播放晨光（第 1 节课）' }));
    const player = await screen.findByRole('dialog', { name: '播放晨光' });
    await vi.waitFor(() =>
      expect(player.querySelector('audio')?.getAttribute('src')).toBe('/api/rocket/track/audio?token=x'),
    );
  });

  it('names refused fields in English, offers only the plan’s course, and sends the sessions', async () => {
    const { operations, toasts } = render(<MusicPlanPage />, 'en-US');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add music plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a music plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Code is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Session 1 has no track: pick at least one.')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'CreateContentMusicPlan')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Code/), 'MP-NEW');
    await user.type(within(dialog).getByLabelText(/^Chinese name/), '新方案');
    await user.type(within(dialog).getByLabelText(/^English name/), 'New plan');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Attention' }));
    const picker = within(dialog).getByRole('combobox', { name: 'Track to add to session 1' });
    // A FAS plan: the CMSMO track is not offered.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['FAS-001 · Morning light · 0:06']);
    await user.click(within(dialog).getByRole('button', { name: 'Add the track to session 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('New plan saved'));
    expect(operations.find((o) => o.name === 'CreateContentMusicPlan')?.variables['input']).toEqual({
      code: 'MP-NEW',
      nameZh: '新方案',
      nameEn: 'New plan',
      sessions: [{ trackIds: ['t1'] }],
      musicType: 'Fas',
      category: 'Attention',
      tagIds: ['g1'],
      sortOrder: null,
    });
  });
});

describe('BrainMusicPage', () => {
  it('lists brain-music programmes with their audio type, in English', async () => {
    const brain: ContentBrainMusicFieldsFragment = {
      ...plan,
      id: 'b1',
      code: 'BM-ILS-BASE',
      nameEn: 'iLs foundation brain music',
      audioType: 'BrainAudio',
    };
    renderStubbedPage(
      <BrainMusicPage />,
      (name) =>
        name === 'ContentBrainMusicList'
          ? { data: { contentBrainMusicList: { items: [brain], totalCount: 1 } } }
          : respond(name),
      { path: '/system/manage/content/brainMusic', language: 'en-US' },
    );
    expect(await screen.findByRole('heading', { name: 'Brain music' })).toBeInTheDocument();
    expect(screen.getByText('1 brain-music programme')).toBeInTheDocument();
    expect(rowOf('BM-ILS-BASE').getByText('Brain audio')).toBeInTheDocument();
  });
});
