// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MusicFasValidityQuery, StartMusicPlanMutation } from '../../generated/graphql';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { StartMusicDialog, type MusicSubject } from './StartMusicDialog';

// The browser journey (tests/e2e/music-start.spec.ts) runs in Chinese; this starts music for a
// child in English: the reasons it refuses, the confirmation, the progress and the blocked tab.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SUBJECT = '11111111-1111-4111-8111-111111111111';
const PLAN = '22222222-2222-4222-8222-222222222222';
const MUSIC_PAGE = `/system/center/detail/musicRehab?id=${PLAN}&subjectId=${SUBJECT}`;

const child = (extra: Partial<MusicSubject> = {}): MusicSubject => ({
  id: SUBJECT,
  name: 'Lily Wang',
  outpatientNumber: 'MZ-0001',
  musicPlanId: PLAN,
  ...extra,
});

const validity = (isFasValid: boolean, tagNames = ['Inattention', 'Hyperactivity']): StubResponse => ({
  data: { musicFasValidity: { isFasValid, playedTime: 2, tagNames } } satisfies MusicFasValidityQuery,
});

const STARTED: StubResponse = { data: { startMusicPlan: { id: 'playlist-1' } } satisfies StartMusicPlanMutation };

const render = (subject: MusicSubject, respond: (name: string) => StubResponse = () => 'pending') => {
  const onClose = vi.fn();
  const stub = stubGraphqlClient((name) => respond(name));
  const view = renderWithToasts(<StartMusicDialog subject={subject} onClose={onClose} />, {
    client: stub.client,
    language: 'en-US',
  });
  return { ...stub, ...view, onClose };
};

describe('StartMusicDialog in English', () => {
  // The journey's "no plan" and "finished plan" children both come without a startable plan.
  it('says the child has no music plan that can be started, and opens no dialog', async () => {
    const { shown, onClose, operations } = render(child({ musicPlanId: null }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(shown.showWarning).toHaveBeenCalledWith('This child has no music plan that can be started.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(operations).toEqual([]);
  });

  // The journey's "FAS older than 3 months" and "no FAS" children: the server says not valid.
  it('asks for the FAS evaluation and report first when the child has no valid FAS test', async () => {
    const { shown, onClose, operations } = render(child(), () => validity(false));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(shown.showWarning).toHaveBeenCalledWith('Please finish the FAS evaluation and obtain the report first.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(operations.map((o) => o.name)).toEqual(['MusicFasValidity']);
    expect(operations[0]?.variables).toEqual({ subjectId: SUBJECT, planId: PLAN });
  });

  it('shows a failed check with the server’s own message', async () => {
    const { shown, onClose } = render(child(), () => ({
      error: new CombinedError({ graphQLErrors: [{ message: 'The music service is not available.' }] }),
    }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(shown.showError).toHaveBeenCalledTimes(1);
    expect(String(shown.showError.mock.calls[0]?.[0])).toContain('The music service is not available.');
    expect(shown.showWarning).not.toHaveBeenCalled();
  });

  it('confirms with the FAS tags and playlists so far, then shows the progress and opens the music page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(window);
    const { onClose, operations } = render(child(), (name) => (name === 'StartMusicPlan' ? STARTED : validity(true)));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Start music for Lily Wang' })).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'A music playlist will be generated for Lily Wang from the FAS results below, and the music page will open in a new tab.',
      ),
    ).toBeInTheDocument();
    const facts = within(dialog)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['FAS tags', 'InattentionHyperactivity'],
      ['Playlists generated so far', '2'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Start music' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Generating the music programme for Lily Wang' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Generation progress' })).toBeInTheDocument();
    // While the playlist is generated the dialog cannot be closed.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
    expect(open).toHaveBeenCalledWith(MUSIC_PAGE, '_blank');
    expect(operations.map((o) => o.name)).toEqual(['MusicFasValidity', 'StartMusicPlan']);
  });

  it('says when the child has no FAS tags', async () => {
    render(child(), () => validity(true, []));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No tags')).toBeInTheDocument();
  });

  it('asks to allow pop-ups when the browser blocks the tab, with a button that opens the page', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { onClose } = render(child(), (name) => (name === 'StartMusicPlan' ? STARTED : validity(true)));
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start music' }));
    const blocked = await screen.findByText(
      'Your browser blocked the new tab. Please allow pop-ups for this site, or open the music page with the button below.',
      {},
      { timeout: 5000 },
    );
    const dialog = within(blocked.closest('.bp6-dialog') as HTMLElement);
    expect(dialog.getByRole('heading', { name: 'Start music for Lily Wang' })).toBeInTheDocument();
    // Blueprint's AnchorButton is an <a role="button">.
    expect(dialog.getByRole('button', { name: 'Open the music page' })).toHaveAttribute('href', MUSIC_PAGE);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(dialog.getAllByRole('button', { name: 'Close' })[0]!);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
