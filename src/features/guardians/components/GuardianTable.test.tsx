// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fitsLaptop } from '../../../shared/ui/columnWidths';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { GUARDIAN_COLUMN_KINDS, GuardianTable, type GuardianRow } from './GuardianTable';

// The guardian list keeps to the column width contract (issue 17 item 1): fixed widths by kind,
// one line per row (a line per child), long text cut with the whole of it as the title.

afterEach(cleanup);

const LONG_NAME = 'Maximilian Alexander Montgomery-Worthington';

const guardian = (extra: Partial<GuardianRow> = {}): GuardianRow => ({
  id: 'g1',
  name: LONG_NAME,
  countryCode: '86',
  phoneNumber: '13800138000',
  creationTime: '2026-03-04T05:06:00.000Z',
  cancellationTime: '2026-03-05T00:00:00Z',
  children: [
    { id: 'c1', name: 'Tom Li', status: 'Bind', roleDisplayName: 'Mother', state: 'Active' },
    { id: 'c2', name: '', status: 'Unbind', roleDisplayName: 'Father', state: 'Active' },
  ],
  ...extra,
});

// jsdom lays nothing out: the box's widths stand for what a browser would measure.
const clipped = (element: HTMLElement) => {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: 400 });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 120 });
  return element;
};

describe('the guardian list columns', () => {
  it('fit a 1280 px laptop, all four, with the text columns readable', () => {
    expect(GUARDIAN_COLUMN_KINDS).toHaveLength(4);
    expect(fitsLaptop(GUARDIAN_COLUMN_KINDS)).toBe(true);
  });

  it('lay the table out at the contract widths: name and children share the rest', () => {
    const { container } = renderWithProviders(<GuardianTable guardians={[guardian()]} />, { language: 'en-US' });
    const table = screen.getByRole('table', { name: 'Guardians' });
    expect(table).toHaveClass('atrium-table-fixed');
    expect([...container.querySelectorAll('colgroup col')].map((col) => (col as HTMLElement).style.width)).toEqual([
      '',
      '136px',
      '',
      '136px',
    ]);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(GUARDIAN_COLUMN_KINDS.length);
  });

  it('cuts a long name beside its cancelled tag, and a child’s line, with the whole text as the title', () => {
    renderWithProviders(<GuardianTable guardians={[guardian()]} />, { language: 'en-US' });
    const link = screen.getByRole('link', { name: LONG_NAME });
    const name = clipped(link.parentElement!);
    expect(name).toHaveClass('atrium-truncate');
    fireEvent.mouseEnter(name);
    expect(name).toHaveAttribute('title', LONG_NAME);
    // The tag is not inside the cut text: it stays whole beside it.
    const tag = screen.getByText('Account cancelled');
    expect(name).not.toContainElement(tag);

    const child = clipped(screen.getByText('Tom Li').closest('.atrium-truncate') as HTMLElement);
    fireEvent.mouseEnter(child);
    expect(child).toHaveAttribute('title', 'Tom Li Mother Authorised');
    const unnamed = clipped(screen.getByText('(no name)').closest('.atrium-truncate') as HTMLElement);
    fireEvent.mouseEnter(unnamed);
    expect(unnamed).toHaveAttribute('title', '(no name) Father No longer authorised');
  });

  it('reads in Chinese too', () => {
    renderWithProviders(<GuardianTable guardians={[guardian({ name: '李梅', cancellationTime: null })]} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '姓名',
      '手机号',
      '孩子',
      '添加时间',
    ]);
    const child = clipped(screen.getByText('Tom Li').closest('.atrium-truncate') as HTMLElement);
    fireEvent.mouseEnter(child);
    expect(child.getAttribute('title')).toMatch(/^Tom Li Mother \S+$/);
  });
});
