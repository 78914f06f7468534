// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ChangeContentTrackStatusMutation,
  ContentTrackFieldsFragment,
  ContentTrackHistoryQuery,
  ContentTrackListQuery,
  ContentTrackPlayUrlQuery,
  CreateContentTrackMutation,
  SetContentTrackDurationMutation,
  UpdateContentTrackMutation,
} from '../../generated/graphql';
import { fitsLaptop } from '../../shared/ui/columnWidths';
import type { StubResponse } from '../../shared/testing/stubGraphqlClient';
import { MusicLibraryPage } from './MusicLibraryPage';
import { TRACK_COLUMN_KINDS } from './music-library/TrackTable';
import { formatDuration, trackProblems, EMPTY_TRACK } from './music-library/trackForm';
import { publicItem } from './contentFixtures';
import { renderStubbedPage, rowOf } from '../../shared/testing/renderStubbedPage';

// The browser journey (tests/e2e/content-music.spec.ts) uploads and plays a real file; these read
// the list, the upload dialog, the player and the shared dialogs in both languages.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const track = (id: string, extra: Partial<ContentTrackFieldsFragment> = {}): ContentTrackFieldsFragment => ({
  id,
  code: 'FAS-001',
  courseCode: 'FAS',
  nameZh: '晨光',
  nameEn: 'Morning light',
  duration: 6,
  audio: { fileName: 'FAS-001.wav', contentType: 'audio/wav', size: 192_044 },
  ...publicItem(),
  ...extra,
});

const TWO = [
  track('k1'),
  track('k2', {
    code: 'CMSMO-001',
    courseCode: 'CMSMO',
    nameZh: '摇篮',
    nameEn: 'Cradle',
    duration: null,
    audio: null,
    sortOrder: 1,
    contentStatus: 'Unpublish',
    nextStatuses: ['Hide', 'Public', 'Trash'],
    canDelete: true,
  }),
];

const list = (items: ContentTrackFieldsFragment[], totalCount = items.length): StubResponse => ({
  data: { contentTracks: { items, totalCount } } satisfies ContentTrackListQuery,
});

const render = (
  respond: (name: string, variables: Record<string, unknown>) => StubResponse,
  language: 'zh-CN' | 'en-US' = 'zh-CN',
) => {
  return renderStubbedPage(<MusicLibraryPage />, respond, { path: '/system/manage/content/musicLibrary', language });
};

const stubFetch = (answer: () => Response) => {
  const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('MusicLibraryPage', () => {
  it('keeps its columns within a 1280 px laptop', () => {
    expect(fitsLaptop(TRACK_COLUMN_KINDS)).toBe(true);
  });

  it('lists the tracks in Chinese: code, course code, titles, duration, status; play only with a file', async () => {
    render(() => list(TWO));
    expect(await screen.findByRole('heading', { name: '音乐库' })).toBeInTheDocument();
    expect(screen.getByText('共 2 首曲目')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '排序',
      '编号',
      '课程编号',
      '中文标题',
      '英文标题',
      '时长',
      '状态',
      '操作',
    ]);
    const first = rowOf('晨光');
    expect(first.getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '0',
      'FAS-001',
      'FAS',
      '晨光',
      'Morning light',
      '0:06',
      '公开',
      '',
    ]);
    expect(first.getByRole('button', { name: '播放晨光' })).toBeEnabled();
    const second = rowOf('摇篮');
    expect(second.getByText('无文件')).toBeInTheDocument();
    expect(second.getByRole('button', { name: '播放摇篮' })).toBeDisabled();
    expect(second.getByRole('button', { name: '删除摇篮' })).toBeEnabled();
  });

  it('lists them in English, the actions named with the English titles', async () => {
    render(() => list(TWO), 'en-US');
    expect(await screen.findByRole('heading', { name: 'Music library' })).toBeInTheDocument();
    expect(screen.getByText('2 tracks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Morning light' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Cradle up' })).toBeEnabled();
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('searches by code and says when nothing matches', async () => {
    const { operations } = render((_name, variables) => (variables['search'] ? list([]) : list(TWO)));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: '按编号、课程编号或标题搜索' }), 'XYZ{Enter}');
    expect(await screen.findByText('没有匹配的曲目')).toBeInTheDocument();
    expect(operations.at(-1)?.variables).toMatchObject({ search: 'XYZ', skipCount: 0 });
  });

  it('adds a track, then uploads its audio to REST; names each refused field first', async () => {
    const fetchMock = stubFetch(() => new Response(JSON.stringify(track('k9')), { status: 200 }));
    const { operations, toasts } = render((name) =>
      name === 'CreateContentTrack'
        ? {
            data: {
              createContentTrack: track('k9', { code: 'FAS-009', nameZh: '微风', nameEn: 'Breeze', audio: null }),
            } satisfies CreateContentTrackMutation,
          }
        : list(TWO),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增曲目' }));
    const dialog = await screen.findByRole('dialog', { name: '新增曲目' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('编号为必填项。')).toBeInTheDocument();
    expect(within(dialog).getByText('中文标题为必填项。')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'CreateContentTrack')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^编号/), 'FAS-009');
    await user.selectOptions(within(dialog).getByLabelText(/^课程编号/), 'CMSMO');
    await user.type(within(dialog).getByLabelText(/^中文标题/), '微风');
    await user.type(within(dialog).getByLabelText(/^英文标题/), 'Breeze');
    const file = new File([new Uint8Array([0x52, 0x49, 0x46, 0x46])], 'breeze.wav', { type: 'audio/wav' });
    await user.upload(within(dialog).getByLabelText('音频文件'), file);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('已保存微风'));
    expect(operations.find((o) => o.name === 'CreateContentTrack')?.variables['input']).toEqual({
      code: 'FAS-009',
      courseCode: 'CMSMO',
      nameZh: '微风',
      nameEn: 'Breeze',
      sortOrder: null,
    });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/rocket/track/k9/audio');
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('keeps the dialog open with the server’s refusal when the file is not audio', async () => {
    stubFetch(
      () =>
        new Response(
          JSON.stringify({ error: { code: 'Business:FileTypeNotAllowed', message: 'The file is not audio.' } }),
          { status: 415 },
        ),
    );
    render(
      (name) =>
        name === 'UpdateContentTrack'
          ? { data: { updateContentTrack: track('k1') } satisfies UpdateContentTrackMutation }
          : list(TWO),
      'en-US',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Morning light' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Morning light' });
    await user.upload(
      within(dialog).getByLabelText('Audio file'),
      new File(['%PDF-1.4'], 'song.wav', { type: 'audio/wav' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The file is not audio.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Morning light' })).toBeInTheDocument();
  });

  it('sets the duration by hand when editing (PUT /track/duration)', async () => {
    const { operations } = render((name) => {
      if (name === 'UpdateContentTrack') return { data: { updateContentTrack: track('k1') } };
      if (name === 'SetContentTrackDuration')
        return {
          data: { setContentTrackDuration: track('k1', { duration: 7.5 }) } satisfies SetContentTrackDurationMutation,
        };
      return list(TWO);
    }, 'en-US');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Morning light' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Morning light' });
    const field = within(dialog).getByLabelText(/^Duration \(seconds\)/);
    await user.clear(field);
    await user.type(field, '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(operations.find((o) => o.name === 'SetContentTrackDuration')?.variables).toEqual({
        id: 'k1',
        duration: 7.5,
      }),
    );
  });

  it('plays a track from its signed address in the browser’s player', async () => {
    render(
      (name) =>
        name === 'ContentTrackPlayUrl'
          ? {
              data: {
                contentTrackPlayUrl: { url: '/api/rocket/track/audio?token=abc', expiresAt: '2026-03-04T10:15:00Z' },
              } satisfies ContentTrackPlayUrlQuery,
            }
          : list(TWO),
      'en-US',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Play Morning light' }));
    const dialog = await screen.findByRole('dialog', { name: 'Play Morning light' });
    const audio = dialog.querySelector('audio');
    expect(audio).not.toBeNull();
    expect(audio?.getAttribute('src')).toBe('/api/rocket/track/audio?token=abc');
    expect(audio).toHaveAttribute('controls');
    expect(within(dialog).getByText('FAS-001 · FAS · 0:06')).toBeInTheDocument();
  });

  it('changes a status and reads the history through the content library’s dialogs', async () => {
    const { operations } = render((name) => {
      if (name === 'ChangeContentTrackStatus')
        return {
          data: {
            changeContentTrackStatus: track('k2', { contentStatus: 'Public' }),
          } satisfies ChangeContentTrackStatusMutation,
        };
      if (name === 'ContentTrackHistory')
        return {
          data: {
            contentTrackHistory: [
              {
                id: 'h1',
                action: 'Updated',
                changes: [
                  { field: 'audio', from: null, to: '"cradle.wav"' },
                  { field: 'duration', from: null, to: '8' },
                ],
                userName: '内容编辑',
                time: '2026-03-04T09:15:00',
              },
            ],
          } satisfies ContentTrackHistoryQuery,
        };
      return list(TWO);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '修改摇篮的状态' }));
    const statusDialog = await screen.findByRole('dialog', { name: '修改摇篮的状态' });
    await user.click(within(statusDialog).getByRole('radio', { name: /^公开/ }));
    await user.click(within(statusDialog).getByRole('button', { name: '保存' }));
    await vi.waitFor(() =>
      expect(operations.find((o) => o.name === 'ChangeContentTrackStatus')?.variables).toEqual({
        id: 'k2',
        contentStatus: 'Public',
      }),
    );
    await user.click(screen.getByRole('button', { name: '摇篮的历史记录' }));
    const history = await screen.findByRole('dialog', { name: '摇篮的历史记录' });
    expect(await within(history).findByText(/音频文件/)).toBeInTheDocument();
    expect(within(history).getByText(/时长.*0:08/)).toBeInTheDocument();
  });
});

describe('track form rules', () => {
  it('formats durations as m:ss or h:mm:ss and refuses a duration that is not seconds', () => {
    expect(formatDuration(6)).toBe('0:06');
    expect(formatDuration(183.5)).toBe('3:04');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(null)).toBe('—');
    expect(trackProblems({ ...EMPTY_TRACK, code: 'A', nameZh: 'a', nameEn: 'a', duration: '-1' })).toEqual({
      duration: 'duration',
    });
    expect(trackProblems({ ...EMPTY_TRACK, code: 'A', nameZh: 'a', nameEn: 'a', duration: '12.25' })).toEqual({});
  });
});
