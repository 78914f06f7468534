// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { musicPlayerStore } from '../../shared/music-player/musicPlayerStore';
import type { SubjectFasPlanDetailQuery } from '../../generated/graphql';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import type { CentreEvent } from '../../shared/realtime/centreEvents';
import { GROUP_PLAN_WRITE, MusicProgrammeTab, movesProgramme } from './MusicProgrammeTab';

// The subject detail's music programmes (spec 001 screen 8, 000 §6): the child's programmes with
// their session, add and edit only with group-plan write, FAS only with a FAS result.

afterEach(() => {
  cleanup();
  musicPlayerStore.close();
});

const CHILD = '11111111-1111-4111-8111-111111111111';

const me = (granted: string[]): StubResponse => ({
  data: {
    me: {
      __typename: 'CurrentUser',
      id: 'u1',
      adminRoles: [],
      tenantPermissions: ['hfs'],
      grantedPermissions: granted,
    },
  },
});

const detail = (items: SubjectFasPlanDetailQuery['subjectFasPlanDetail']['items'], hasFas: boolean): StubResponse => ({
  data: {
    subjectFasPlanDetail: {
      userId: CHILD,
      archiveComplete: true,
      fas: { hasFas, reportedAt: null, tagNames: [] },
      items,
    },
  } satisfies SubjectFasPlanDetailQuery,
});

const CMSMO = {
  __typename: 'MusicProgramme' as const,
  id: 'p1',
  userId: CHILD,
  musicType: 'CmSmo',
  planId: 'plan-1',
  code: 'CMSMO-A',
  planNameZh: '舒缓音乐方案',
  planNameEn: 'Calm music plan',
  count: 12,
  order: 3,
  lastModificationTime: '2026-11-20T08:00:00Z',
};

const render = (language: 'en-US' | 'zh-CN', granted: string[], answer: StubResponse) => {
  const stub = stubGraphqlClient((name) => (name === 'CurrentPermissions' ? me(granted) : answer));
  return { ...stub, ...renderWithToasts(<MusicProgrammeTab subjectId={CHILD} />, { client: stub.client, language }) };
};

describe('MusicProgrammeTab in English', () => {
  it('lists the programme at its session and lets a group-plan writer add the other type and edit', async () => {
    const user = userEvent.setup();
    const { operations } = render('en-US', [GROUP_PLAN_WRITE], detail([CMSMO], false));
    const row = (await screen.findByRole('cell', { name: 'Calm music plan' })).closest('tr')!;
    expect(within(row).getByText('CMSMO programme')).toBeInTheDocument();
    expect(within(row).getByText('Session 3 of 12')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit the CMSMO programme' })).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'SubjectFasPlanDetail')?.variables).toEqual({ userId: CHILD });

    // Without a FAS result the FAS programme cannot be chosen.
    await user.click(screen.getByRole('button', { name: 'Add music programme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a music programme' });
    expect(within(dialog).getByRole('radio', { name: 'FAS programme' })).toBeDisabled();
  });

  it('shows the programmes read-only without group-plan write, and plays the session a programme is at', async () => {
    const user = userEvent.setup();
    render('en-US', [], detail([CMSMO], true));
    expect(await screen.findByRole('cell', { name: 'Calm music plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add music programme' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play session 3 of the CMSMO programme' }));
    expect(musicPlayerStore.get()).toEqual({
      planKind: 'PROGRAMME',
      planId: 'p1',
      num: 3,
      subjectId: CHILD,
      title: 'Calm music plan',
    });
  });

  it('reads the programmes again when a track of one of this child’s programmes is finished, anywhere', () => {
    const event = (type: CentreEvent['type'], payload: Record<string, unknown>): CentreEvent => ({
      id: '1',
      type,
      version: 1,
      createdAt: '2026-11-29T08:00:00Z',
      payload,
    });
    const finished = { planKind: 'PROGRAMME', subjectId: CHILD, planId: 'p1', num: 3, trackCode: 'FAS-001' };
    expect(movesProgramme(event('ListeningFinished', finished), CHILD)).toBe(true);
    expect(movesProgramme(event('ListeningProgress', finished), CHILD)).toBe(false);
    expect(movesProgramme(event('ListeningFinished', { ...finished, planKind: 'OFFLINE' }), CHILD)).toBe(false);
    expect(movesProgramme(event('ListeningFinished', { ...finished, subjectId: 'another' }), CHILD)).toBe(false);
  });
});

describe('MusicProgrammeTab in Chinese', () => {
  it('says the child has no programme yet, and offers to add one', async () => {
    render('zh-CN', [GROUP_PLAN_WRITE], detail([], true));
    expect(await screen.findByText('暂无音乐方案')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加音乐方案' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('names the play button with the programme and its session', async () => {
    render('zh-CN', [], detail([CMSMO], true));
    expect(await screen.findByRole('button', { name: '播放CMSMO方案第3节' })).toHaveTextContent('播放第3节');
  });
});
