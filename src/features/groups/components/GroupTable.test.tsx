// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupFieldsFragment } from '../../../generated/graphql';
import { fitsLaptop } from '../../../shared/ui/columnWidths';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { GROUP_COLUMN_KINDS, GroupTable } from './GroupTable';

// The class list keeps to the column width contract (issue 17 item 1): fixed widths by kind, one
// line per row, a long name cut with the whole of it as the title, both actions on that line.

afterEach(cleanup);

const LONG_NAME = 'Monday afternoon advanced attention training for school-age children';

const group = (extra: Partial<GroupFieldsFragment> = {}): GroupFieldsFragment => ({
  id: 'g1',
  name: LONG_NAME,
  type: 'OneToThree',
  ageStage: 'GradeOrTeenSchool',
  capacity: 3,
  memberCount: 2,
  members: [
    { id: 'c1', name: 'Tom Li' },
    { id: 'c2', name: 'Mia Wang' },
  ],
  creationTime: '2026-03-04T09:15:00.000Z',
  ...extra,
});

const render = (language: 'zh-CN' | 'en-US' = 'en-US') => {
  const onEdit = vi.fn();
  const onManageChildren = vi.fn();
  const view = renderWithProviders(
    <GroupTable groups={[group()]} onEdit={onEdit} onManageChildren={onManageChildren} />,
    { language },
  );
  return { ...view, onEdit, onManageChildren };
};

describe('the class list columns', () => {
  it('fit a 1280 px laptop, all six, with the text columns readable', () => {
    expect(GROUP_COLUMN_KINDS).toHaveLength(6);
    expect(fitsLaptop(GROUP_COLUMN_KINDS)).toBe(true);
  });

  it('lay the table out at the contract widths: the name takes the rest', () => {
    const { container } = render();
    expect(screen.getByRole('table')).toHaveClass('atrium-table-fixed');
    expect([...container.querySelectorAll('colgroup col')].map((col) => (col as HTMLElement).style.width)).toEqual([
      '',
      '100px',
      '100px',
      '80px',
      '80px',
      '64px',
    ]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Class name',
      'Type',
      'Age stage',
      'Capacity',
      'Children',
      'Actions',
    ]);
  });

  it('cuts a long name with the whole of it as the title', () => {
    render();
    const name = screen.getByText(LONG_NAME);
    expect(name).toHaveClass('atrium-truncate');
    // jsdom lays nothing out: the box's widths stand for what a browser would measure.
    Object.defineProperty(name, 'scrollWidth', { configurable: true, value: 500 });
    Object.defineProperty(name, 'clientWidth', { configurable: true, value: 200 });
    fireEvent.mouseEnter(name);
    expect(name).toHaveAttribute('title', LONG_NAME);
    expect(screen.getByRole('rowheader', { name: LONG_NAME })).toBeInTheDocument();
  });

  it('offers both actions as icon buttons named with the class, saying what they do in a tooltip', async () => {
    const { onEdit, onManageChildren } = render();
    const row = within(screen.getByRole('rowheader', { name: LONG_NAME }).closest('tr') as HTMLElement);
    const edit = row.getByRole('button', { name: `Edit ${LONG_NAME}` });
    const manage = row.getByRole('button', { name: `Manage the children of ${LONG_NAME}` });
    // No words on the buttons: they keep to the 64 px actions column.
    expect(edit).toHaveTextContent('');
    expect(manage).toHaveTextContent('');
    const user = userEvent.setup();
    await user.hover(manage);
    expect(await screen.findByText('Manage children')).toBeInTheDocument();
    await user.click(edit);
    await user.click(manage);
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'g1' }));
    expect(onManageChildren).toHaveBeenCalledWith(expect.objectContaining({ id: 'g1' }));
  });

  it('reads in Chinese too, the children’s names on their count', () => {
    render('zh-CN');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '班级名称',
      '类型',
      '年龄阶段',
      '人数上限',
      '儿童人数',
      '操作',
    ]);
    expect(screen.getByRole('button', { name: `管理${LONG_NAME}的儿童` })).toBeInTheDocument();
    expect(screen.getByText('2')).toHaveAttribute('title', 'Tom Li, Mia Wang');
  });
});
