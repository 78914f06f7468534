// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COLUMN_WIDTHS, fitsLaptop } from '../../../shared/ui/columnWidths';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { SENT_MESSAGE_COLUMN_KINDS, SentMessageTable, type SentMessageRow } from './SentMessageTable';

afterEach(cleanup);

const BODY =
  'Your verification code is ••••••.\nIt is valid for 10 minutes. If you did not ask for it, ignore this e-mail.';

const message = (extra: Partial<SentMessageRow> = {}) =>
  ({
    __typename: 'SentMessage',
    id: 'm-1',
    creationTime: '2026-03-04T05:06:00.000Z',
    channel: 'email',
    recipient: 'a.rather.long.address.of.a.new.coach@atrium.example',
    subject: 'Atrium: your verification code',
    body: BODY,
    masked: true,
    ...extra,
  }) as SentMessageRow;

// jsdom lays nothing out: the box's widths stand for what a browser would measure.
const cut = (element: HTMLElement) => {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: 900 });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 240 });
  return element;
};

describe('SentMessageTable', () => {
  it('keeps to the width contract: time and channel fixed, the texts sharing the rest of a 1280 px laptop', () => {
    expect(fitsLaptop(SENT_MESSAGE_COLUMN_KINDS)).toBe(true);
    const { container } = renderWithProviders(<SentMessageTable messages={[message()]} />, { language: 'en-US' });
    const table = screen.getByRole('table');
    expect(table).toHaveClass('atrium-table-fixed');
    expect([...container.querySelectorAll('col')].map((col) => col.style.width)).toEqual([
      `${COLUMN_WIDTHS.dateTime}px`,
      `${COLUMN_WIDTHS.label}px`,
      '',
      '',
      '',
    ]);
  });

  it('cuts the body to one line and shows it whole, line breaks and all, on hover; the masked tag stays on its line', () => {
    renderWithProviders(<SentMessageTable messages={[message()]} />, { language: 'en-US' });
    const row = screen.getAllByRole('row')[1]!;
    const body = cut(within(row).getByText(/Your verification code/));
    expect(body).toHaveClass('atrium-truncate');
    expect(body).not.toHaveAttribute('title');
    fireEvent.mouseEnter(body);
    expect(body).toHaveAttribute('title', BODY);
    const tag = within(row).getByText('Codes and links hidden');
    expect(tag.closest('td')).toBe(body.closest('td'));
    const recipient = cut(within(row).getByText('a.rather.long.address.of.a.new.coach@atrium.example'));
    fireEvent.mouseEnter(recipient);
    expect(recipient).toHaveAttribute('title', 'a.rather.long.address.of.a.new.coach@atrium.example');
    expect(within(row).getByText('Atrium: your verification code')).toHaveClass('atrium-truncate');
  });
});
