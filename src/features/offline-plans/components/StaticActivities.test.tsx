// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflinePlanStaticFieldsFragment } from '../../../generated/graphql';
import type { Language } from '../../../shared/i18n/languages';
import { renderStubbedPage } from '../../../shared/testing/renderStubbedPage';
import { PLAN } from '../testing/planDetail';
import { SessionCard } from './SessionCard';

// The session card's static activities (spec 001 §2 screen 2, §4 nonePlaybook): a checkbox each
// for staff who may tick the current session, read-only for others, nothing for a session without.

afterEach(cleanup);

const staticOf = (id: string, name: string, hasDone: boolean | null, isEdit: boolean) =>
  ({
    __typename: 'OfflinePlanStatic',
    id,
    num: PLAN.summary.num,
    position: 0,
    name,
    hasDone,
    doneTime: null,
    isEdit,
  }) satisfies OfflinePlanStaticFieldsFragment & { __typename: string };

const render = (statics: ReturnType<typeof staticOf>[], language: Language) =>
  renderStubbedPage(
    <SessionCard
      // A static activity of another session is not this card's.
      plan={{ ...PLAN, nonePlaybook: [...statics, { ...staticOf('s-9', 'Next week', null, true), num: 4 }] }}
      onItemAction={() => undefined}
    />,
    (name, variables) => {
      if (name === 'TickOfflinePlanStatic')
        return {
          data: {
            tickOfflinePlanStatic: { ...statics.find((s) => s.id === variables['id'])!, hasDone: variables['hasDone'] },
          },
        };
      return 'pending';
    },
    { path: '/', language },
  );

describe('the session card’s static activities', () => {
  it('lets a writer tick one, and asks the server to', async () => {
    const user = userEvent.setup();
    const { operations } = render(
      [staticOf('s-1', 'Warm-up', null, true), staticOf('s-2', 'Free play', true, true)],
      'en-US',
    );
    expect(await screen.findByRole('heading', { name: 'Static activities' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Done: Free play' })).toBeChecked();
    expect(screen.queryByText('Next week')).not.toBeInTheDocument();
    const warmUp = screen.getByRole('checkbox', { name: 'Done: Warm-up' });
    expect(warmUp).not.toBeChecked();
    await user.click(warmUp);
    await waitFor(() =>
      expect(operations).toContainEqual({
        name: 'TickOfflinePlanStatic',
        variables: { planId: PLAN.summary.id, id: 's-1', hasDone: true },
      }),
    );
  });

  it('shows them read-only, in Chinese, to a reader', async () => {
    render([staticOf('s-1', '热身', true, false), staticOf('s-2', '自由游戏', null, false)], 'zh-CN');
    expect(await screen.findByRole('heading', { name: '静态活动' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('热身')).toBeInTheDocument();
    expect(screen.getByText('已完成')).toBeInTheDocument();
    expect(screen.getByText('未完成')).toBeInTheDocument();
  });

  it('shows nothing for a session without any', async () => {
    render([], 'en-US');
    expect(await screen.findByText(/Session \d+ of \d+/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Static activities' })).not.toBeInTheDocument();
  });
});
