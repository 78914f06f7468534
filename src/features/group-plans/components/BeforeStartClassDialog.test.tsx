// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { Button } from '@blueprintjs/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupClassBeforeStartQuery } from '../../../generated/graphql';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { shellUserWithRoles } from '../../../shared/testing/shellUser';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { PATHS } from '../../../shared/routes/paths';
import { useBeforeStartClass } from '../useBeforeStartClass';

afterEach(cleanup);

type Check = GroupClassBeforeStartQuery['groupClassBeforeStart'];
const child = (
  userName: string,
  quota: { status: 'NotSet' | 'UsedUp' | 'Low' | 'Ok'; remaining: number | null } | null,
) => ({
  subjectId: userName,
  userName,
  quota,
});
const warned: Check = {
  id: 'p1',
  groupName: '周一四人班',
  num: 1,
  timesSetting: true,
  charge: 'Ok',
  items: [
    child('小明', { status: 'Ok', remaining: 12 }),
    child('小红', { status: 'Low', remaining: 3 }),
    child('小刚', { status: 'NotSet', remaining: 0 }),
    child('小丽', { status: 'UsedUp', remaining: 0 }),
  ],
  totalCount: 4,
};

/** The start button as PlanActions wires it: ask first, then start. */
const Starter = ({ onStart }: { onStart: () => void }) => {
  const beforeStart = useBeforeStartClass();
  return (
    <>
      <Button text="start" onClick={() => beforeStart.ask('p1', onStart)} />
      {beforeStart.dialog}
    </>
  );
};

const render = (check: Check, roles: string[], language: 'zh-CN' | 'en-US' = 'zh-CN') => {
  const onStart = vi.fn();
  const stub = stubGraphqlClient((name) =>
    name === 'ShellCurrentUser' ? shellUserWithRoles(roles) : { data: { groupClassBeforeStart: check } },
  );
  const view = renderWithProviders(<Starter onStart={onStart} />, {
    client: stub.client,
    language,
    routes: [{ path: PATHS.userConfiguration, element: <p>quota settings</p> }],
  });
  return { ...stub, ...view, onStart };
};

describe('BeforeStartClassDialog', () => {
  it('lists the children whose quota is low, not set or used up, with Settings for a centre admin, and starts on confirmation', async () => {
    const { onStart, operations } = render(warned, ['CenterAdmin']);
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    const dialog = await screen.findByRole('dialog', { name: '开始上课前' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '小红：线下课时仅剩 3 节。',
      '小刚：未设置线下课时，出勤无法扣除。',
      '小丽：线下课时已用完，出勤无法扣除。',
    ]);
    expect(within(dialog).getByText(/结束周一四人班的课堂时/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: '设置' })).toBeInTheDocument();
    expect(onStart).not.toHaveBeenCalled();
    expect(operations.find((o) => o.name === 'GroupClassBeforeStart')?.variables).toEqual({
      groupTrainingPlanId: 'p1',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '仍然开始上课' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the quota settings from the Settings link', async () => {
    const { router } = render(warned, ['SeniorCoach'], 'en-US');
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.userConfiguration));
    expect(screen.getByText('quota settings')).toBeInTheDocument();
  });

  it('tells a coach whom to ask instead of a Settings link, and cancelling does not start', async () => {
    const { onStart } = render(warned, ['Coach'], 'en-US');
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before the class starts' });
    expect(within(dialog).getByText('小红: only 3 offline sessions are left.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'The centre admin or a senior coach can set the sessions in the user usage configuration.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Settings' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onStart).not.toHaveBeenCalled();
  });

  it('says when the contract cannot pay for the class, even with every quota fine', async () => {
    const { onStart } = render(
      { ...warned, charge: 'Insufficient', items: [child('小明', { status: 'Ok', remaining: null })] },
      ['CenterAdmin'],
      'en-US',
    );
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/cannot pay for a class of this size/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('listitem')).toBeNull();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('starts at once when nothing warns, or without hfs1.timesSetting', async () => {
    const { onStart } = render(
      { ...warned, timesSetting: false, charge: 'NotPriced', items: warned.items.map((c) => ({ ...c, quota: null })) },
      ['Coach'],
    );
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
