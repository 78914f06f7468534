// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgramGuideContext } from '../../../shared/content/ProgramGuideContext';
import { renderStubbedPage } from '../../../shared/testing/renderStubbedPage';
import { PLAN } from '../testing/planDetail';
import { SessionCard } from './SessionCard';

// The teaching-method modal (spec 001 §2 screen 1) from the session card: each activity offers
// how to run it when the page has the library's guide, and nothing when it has not.

afterEach(cleanup);

const Guide = ({ programId }: { programId: string }) => <p>guide of {programId}</p>;

const render = (withGuide: boolean) =>
  renderStubbedPage(
    withGuide ? (
      <ProgramGuideContext.Provider value={Guide}>
        <SessionCard plan={PLAN} onItemAction={() => undefined} />
      </ProgramGuideContext.Provider>
    ) : (
      <SessionCard plan={PLAN} onItemAction={() => undefined} />
    ),
    () => 'pending',
    { path: '/', language: 'en-US' },
  );

describe('the teaching-method modal', () => {
  it('shows the chosen activity’s guide', async () => {
    const user = userEvent.setup();
    render(true);
    await user.click(await screen.findByRole('button', { name: 'Teaching method of 颜色分类' }));
    const dialog = within(await screen.findByRole('dialog', { name: '颜色分类: teaching method' }));
    expect(dialog.getByText('guide of pr-i3')).toBeInTheDocument();
  });

  it('is not offered where the page has no guide', async () => {
    render(false);
    expect(await screen.findByText('颜色分类')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Teaching method/ })).not.toBeInTheDocument();
  });
});
