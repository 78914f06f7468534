// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { MusicProgrammeDialog, type MusicProgrammeDialogProps } from './MusicProgrammeDialog';

// Spec 001 screen 8 and §4: edit in two steps (the progress, then continue or restart past the
// first session), the archives confirmation, and the server's refusal shown in the dialog.

afterEach(cleanup);

const CHILD = '11111111-1111-4111-8111-111111111111';

const programme = (order: number) => ({
  __typename: 'MusicProgramme' as const,
  id: 'p1',
  userId: CHILD,
  musicType: 'Fas',
  planId: 'plan-1',
  code: 'FAS-A',
  planNameZh: '专注音乐方案',
  planNameEn: 'Focus music plan',
  count: 12,
  order,
  lastModificationTime: '2026-11-20T08:00:00Z',
});

const open = (
  language: 'en-US' | 'zh-CN',
  props: Partial<MusicProgrammeDialogProps>,
  respond: (name: string, variables: Record<string, unknown>) => StubResponse,
) => {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const stub = stubGraphqlClient(respond);
  renderWithToasts(
    <MusicProgrammeDialog
      userId={CHILD}
      mode={{ kind: 'edit', musicType: 'Fas' }}
      hasFas
      archiveComplete
      onSaved={onSaved}
      onClose={onClose}
      {...props}
    />,
    { client: stub.client, language },
  );
  return { ...stub, onSaved, onClose };
};

describe('MusicProgrammeDialog in English', () => {
  it('edits in two steps: shows the progress, requires a choice, then continues at its session', async () => {
    const user = userEvent.setup();
    const { operations, onSaved } = open('en-US', {}, (name, variables) =>
      name === 'MusicProgrammeProgress'
        ? { data: { musicProgrammeProgress: programme(4) } }
        : { data: { submitMusicProgramme: programme(variables['order'] as number) } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the FAS programme' });
    expect(await within(dialog).findByText('Focus music plan')).toBeInTheDocument();
    expect(within(dialog).getByText('Session 4 of 12')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Progress not selected');
    expect(operations.some((o) => o.name === 'SubmitMusicProgramme')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Continue the previous progress (session 4)' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(operations.find((o) => o.name === 'SubmitMusicProgramme')?.variables).toEqual({
      userId: CHILD,
      edit: true,
      musicType: 'Fas',
      order: 4,
    });
  });

  it('adds the chosen type at order 1, after saying a type is needed', async () => {
    const user = userEvent.setup();
    const { operations, onSaved } = open('en-US', { mode: { kind: 'add' } }, (_name, variables) => ({
      data: { submitMusicProgramme: { ...programme(1), musicType: variables['musicType'] } },
    }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a music programme' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a programme type');
    await user.click(within(dialog).getByRole('radio', { name: 'FAS programme' }));
    expect(within(dialog).getByRole('radio', { name: 'FAS programme' })).toBeChecked();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(operations.find((o) => o.name === 'SubmitMusicProgramme')?.variables).toEqual({
      userId: CHILD,
      edit: false,
      musicType: 'Fas',
      order: 1,
    });
  });

  it('asks for the archives first, with a link to the child’s archives', async () => {
    const user = userEvent.setup();
    const { operations, onClose } = open('en-US', { archiveComplete: false }, () => 'pending');
    const dialog = await screen.findByRole('dialog', { name: 'Please fill in the profile first' });
    expect(within(dialog).getByRole('button', { name: 'Open the archives' })).toHaveAttribute(
      'href',
      expect.stringContaining(CHILD),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(operations).toEqual([]);
  });
});

describe('MusicProgrammeDialog in Chinese', () => {
  it('restarts from the first session, and shows the server’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    const { operations, onSaved } = open('zh-CN', {}, (name) =>
      name === 'MusicProgrammeProgress'
        ? { data: { musicProgrammeProgress: programme(4) } }
        : { error: new CombinedError({ graphQLErrors: [{ message: '该儿童没有有效的FAS结果' }] }) },
    );
    const dialog = await screen.findByRole('dialog', { name: '编辑FAS方案' });
    await user.click(await within(dialog).findByRole('radio', { name: '从第一节开始' }));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该儿童没有有效的FAS结果');
    expect(operations.find((o) => o.name === 'SubmitMusicProgramme')?.variables).toMatchObject({ order: 1 });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers a retry when the progress cannot be read', async () => {
    const user = userEvent.setup();
    let reads = 0;
    open('zh-CN', {}, () => {
      reads += 1;
      return reads === 1
        ? { error: new CombinedError({ networkError: new Error('offline') }) }
        : { data: { musicProgrammeProgress: programme(1) } };
    });
    const dialog = await screen.findByRole('dialog', { name: '编辑FAS方案' });
    await user.click(await within(dialog).findByRole('button', { name: '重试' }));
    expect(await within(dialog).findByText('方案处于第一节，将从这里继续。')).toBeInTheDocument();
  });
});
