// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestLocationFieldsFragment } from '../../../generated/graphql';
import { fitsLaptop } from '../../../shared/ui/columnWidths';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { LOCATION_COLUMN_KINDS, LocationTable } from './LocationTable';

// The test location list keeps to the column width contract (issue 17 item 1): fixed widths by
// kind, one line per row, long text cut with the whole of it as the title, both actions on that line.

afterEach(cleanup);

const ADDRESS = '上海市浦东新区世纪大道 100 号 环球金融中心 12 楼 1203 室 东区儿童注意力评估中心';

const location = (extra: Partial<TestLocationFieldsFragment> = {}): TestLocationFieldsFragment => ({
  id: 'l1',
  name: 'East assessment room',
  email: 'east-assessment-room@sunrise-children-centre.example',
  countryCode: '86',
  phone: '13800138000',
  location: ADDRESS,
  isEnabled: true,
  creationTime: '2026-03-04T09:15:00',
  ...extra,
});

const render = (language: 'zh-CN' | 'en-US' = 'en-US') => {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  const view = renderWithProviders(<LocationTable locations={[location()]} onEdit={onEdit} onDelete={onDelete} />, {
    language,
  });
  return { ...view, onEdit, onDelete };
};

// jsdom lays nothing out: the box's widths stand for what a browser would measure.
const clipped = (element: HTMLElement) => {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: 600 });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 180 });
  return element;
};

describe('the test location list columns', () => {
  it('fit a 1280 px laptop, all seven, with the text columns readable', () => {
    expect(LOCATION_COLUMN_KINDS).toHaveLength(7);
    expect(fitsLaptop(LOCATION_COLUMN_KINDS)).toBe(true);
  });

  it('lay the table out at the contract widths: name, e-mail and address share the rest', () => {
    const { container } = render();
    expect(screen.getByRole('table')).toHaveClass('atrium-table-fixed');
    expect([...container.querySelectorAll('colgroup col')].map((col) => (col as HTMLElement).style.width)).toEqual([
      '',
      '',
      '136px',
      '',
      '88px',
      '136px',
      '64px',
    ]);
    expect(screen.getAllByRole('columnheader')).toHaveLength(LOCATION_COLUMN_KINDS.length);
  });

  it('cuts a long name, e-mail and address, each with the whole of it as the title', () => {
    render();
    for (const text of ['East assessment room', 'east-assessment-room@sunrise-children-centre.example', ADDRESS]) {
      const box = clipped(screen.getByText(text));
      expect(box).toHaveClass('atrium-truncate');
      fireEvent.mouseEnter(box);
      expect(box).toHaveAttribute('title', text);
    }
  });

  it('offers both actions as icon buttons named with the location, saying what they do in a tooltip', async () => {
    const { onEdit, onDelete } = render();
    const row = within(screen.getByText('East assessment room').closest('tr') as HTMLElement);
    const edit = row.getByRole('button', { name: 'Edit East assessment room' });
    const remove = row.getByRole('button', { name: 'Delete East assessment room' });
    // No words on the buttons: they keep to the 64 px actions column.
    expect(edit).toHaveTextContent('');
    expect(remove).toHaveTextContent('');
    const user = userEvent.setup();
    await user.hover(remove);
    expect(await screen.findByText('Delete')).toBeInTheDocument();
    await user.click(edit);
    await user.click(remove);
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'l1' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'l1' }));
  });

  it('reads in Chinese too', () => {
    render('zh-CN');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '地点名称',
      '邮箱',
      '电话',
      '地址',
      '状态',
      '创建时间',
      '操作',
    ]);
    expect(screen.getByRole('button', { name: '删除East assessment room' })).toBeInTheDocument();
  });
});
