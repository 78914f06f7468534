// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupClassPlanOptionsQuery } from '../../../generated/graphql';
import { renderWithToasts } from '../../../shared/testing/renderWithToasts';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { SelectPlanDialog } from './SelectPlanDialog';

afterEach(cleanup);

const options: GroupClassPlanOptionsQuery = {
  contentClassPlans: {
    items: [
      {
        id: 'cp4',
        code: 'CP4',
        nameZh: '四人注意力方案',
        nameEn: 'Attention for four',
        sessionCount: 8,
        groupTypes: ['OneToFour', 'Class'],
      },
      { id: 'cp1', code: 'CP1', nameZh: '一对一方案', nameEn: 'One to one', sessionCount: 6, groupTypes: ['OneToOne'] },
    ],
    totalCount: 2,
  },
};

const render = (
  language: 'zh-CN' | 'en-US' = 'zh-CN',
  pages: (skip: number) => GroupClassPlanOptionsQuery = () => options,
) => {
  const onSelected = vi.fn();
  const stub = stubGraphqlClient((name, variables) =>
    name === 'GroupClassPlanOptions'
      ? { data: pages(variables['skipCount'] as number) }
      : { data: { createGroupPlan: { id: 'p1', ...variables } } },
  );
  const view = renderWithToasts(
    <SelectPlanDialog
      group={{ id: 'g1', name: '周一四人班', type: 'OneToFour' }}
      onClose={() => {}}
      onSelected={onSelected}
    />,
    { client: stub.client, language },
  );
  return { ...stub, onSelected, toasts: view.shown };
};

describe('SelectPlanDialog', () => {
  it('reads every page of the library: a plan past the first 24 is offered', async () => {
    // 30 public plans; only the 27th is made for a class of four.
    const all = Array.from({ length: 30 }, (_, i) => ({
      id: `cp-${i}`,
      code: `CP-${i}`,
      nameZh: `方案${i}`,
      nameEn: `Plan ${i}`,
      sessionCount: 6,
      groupTypes: i === 26 ? (['OneToFour'] as const) : (['OneToOne'] as const),
    }));
    const { operations } = render('zh-CN', (skip) => ({
      contentClassPlans: {
        items: all.slice(skip, skip + 24).map((p) => ({ ...p, groupTypes: [...p.groupTypes] })),
        totalCount: 30,
      },
    }));
    const plan = await screen.findByRole('combobox', { name: /方案/ });
    expect(
      within(plan)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['请选择方案', '方案26（6 节）']);
    expect(operations.filter((o) => o.name === 'GroupClassPlanOptions').map((o) => o.variables)).toEqual([
      { skipCount: 0 },
      { skipCount: 24 },
    ]);
  });

  it('offers the plans made for the class type and L1 to L20', async () => {
    render();
    const plan = await screen.findByRole('combobox', { name: /方案/ });
    expect(
      within(plan)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['请选择方案', '四人注意力方案（8 节）']);
    const level = screen.getByRole('combobox', { name: /起始难度/ });
    const levels = within(level)
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent);
    expect(levels).toHaveLength(20);
    expect(levels[0]).toBe('L1');
    expect(levels[19]).toBe('L20');
  });

  it('requires the plan and the starting difficulty before sending anything', async () => {
    const { operations } = render();
    await screen.findByRole('combobox', { name: /方案/ });
    await userEvent.click(screen.getByRole('button', { name: '选择' }));
    expect(screen.getByText('请选择方案。')).toBeInTheDocument();
    expect(screen.getByText('请选择起始难度（L1–L20）。')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /方案/ }), 'cp4');
    await userEvent.click(screen.getByRole('button', { name: '选择' }));
    expect(screen.queryByText('请选择方案。')).not.toBeInTheDocument();
    expect(screen.getByText('请选择起始难度（L1–L20）。')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'CreateGroupPlan')).toBe(false);
  });

  it('assigns the plan at the chosen level once both are given', async () => {
    const { operations, onSelected, toasts } = render('en-US');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Plan/ }), 'cp4');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Starting difficulty/ }), '7');
    expect(screen.getByText(/Chosen once/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(operations.find((o) => o.name === 'CreateGroupPlan')?.variables).toEqual({
      groupId: 'g1',
      trainingPlanV2Id: 'cp4',
      initDifficulty: 7,
    });
    expect(onSelected).toHaveBeenCalledOnce();
    expect(toasts.showSuccess).toHaveBeenCalledWith('周一四人班 has its plan.');
  });
});
