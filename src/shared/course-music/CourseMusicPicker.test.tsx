// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseMusicPlanFieldsFragment } from '../../generated/graphql';
import { renderWithToasts } from '../testing/renderWithToasts';
import { stubGraphqlClient } from '../testing/stubGraphqlClient';
import { CourseMusicPicker } from './CourseMusicPicker';

afterEach(cleanup);

const BM1 = {
  id: 'bm1',
  code: 'BM-01',
  nameZh: '基础脑音乐',
  nameEn: 'Foundation',
  audioType: 'BrainAudio',
  sessionCount: 4,
};
const BM2 = {
  id: 'bm2',
  code: 'BM-02',
  nameZh: '骨传导',
  nameEn: 'Bone conduction',
  audioType: 'BoneConduction',
  sessionCount: 2,
};

const planOf = (brainMusic: typeof BM1 | null, listened = false, ended = false): CourseMusicPlanFieldsFragment => ({
  planKind: 'GROUP',
  planId: 'p1',
  ended,
  listened,
  brainMusic,
  options: [BM1, BM2],
});

const inUse = () =>
  new CombinedError({
    graphQLErrors: [
      new GraphQLError('The children have already listened to BM-01 in this plan: confirm to change the programme.', {
        extensions: { code: 'Business:CourseMusicInUse' },
      }),
    ],
  });

const render = (
  options: { listened?: boolean; ended?: boolean; canWrite?: boolean; language?: 'en-US' | 'zh-CN' } = {},
) => {
  let current: typeof BM1 | null = BM1;
  const stub = stubGraphqlClient((name, variables) => {
    if (name === 'CourseMusicPlan')
      return { data: { courseMusicPlan: planOf(current, options.listened, options.ended) } };
    if (name === 'SetCourseMusicPlan') {
      const input = variables['input'] as { brainMusicId: string; confirm?: boolean };
      if (options.listened && !input.confirm) return { error: inUse() };
      current = input.brainMusicId === 'bm2' ? BM2 : BM1;
      return { data: { setCourseMusicPlan: planOf(current, options.listened) } };
    }
    return 'pending';
  });
  const { shown } = renderWithToasts(
    <CourseMusicPicker planKind="GROUP" planId="p1" canWrite={options.canWrite ?? true} />,
    { client: stub.client, language: options.language ?? 'en-US' },
  );
  return { ...stub, shown };
};

describe('CourseMusicPicker', () => {
  it('shows the programme a plan plays and picks another one', async () => {
    const { operations, shown } = render();
    expect(await screen.findByText('BM-01 · Foundation')).toBeInTheDocument();
    expect(screen.getByText('Brain audio, 4 sessions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change course music' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Brain music programme'), 'bm2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(operations.find((o) => o.name === 'SetCourseMusicPlan')?.variables).toEqual({
        input: { planKind: 'GROUP', planId: 'p1', brainMusicId: 'bm2' },
      }),
    );
    await waitFor(() => expect(shown.showSuccess).toHaveBeenCalledWith('The plan now plays BM-02 · Bone conduction.'));
    expect(await screen.findByText('BM-02 · Bone conduction')).toBeInTheDocument();
  });

  it('asks for confirmation when the children already listened, then changes with confirm', async () => {
    const { operations } = render({ listened: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Change course music' }));
    expect(screen.getByText(/changing it asks you to confirm/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Brain music programme'), 'bm2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/already listened to BM-01 in this plan/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change it' }));
    await waitFor(() =>
      expect(operations.filter((o) => o.name === 'SetCourseMusicPlan').at(-1)?.variables).toEqual({
        input: { planKind: 'GROUP', planId: 'p1', brainMusicId: 'bm2', confirm: true },
      }),
    );
  });

  it('shows the programme without the change for staff without the write policy, in Chinese', async () => {
    render({ canWrite: false, language: 'zh-CN' });
    expect(await screen.findByText('BM-01 · 基础脑音乐')).toBeInTheDocument();
    expect(screen.getByText('课程音乐')).toBeInTheDocument();
    expect(screen.getByText('脑音乐，共 4 节')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '更改课程音乐' })).toBeNull();
  });

  it('offers no change on an ended plan', async () => {
    render({ ended: true });
    expect(await screen.findByText('BM-01 · Foundation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change course music' })).toBeNull();
  });
});
