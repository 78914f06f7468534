// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ListTable, RowAction, TimeRowHeader } from './ListTable';

afterEach(cleanup);

describe('ListTable and RowAction', () => {
  it('shows the column titles as headers and acts on the row named in the label', async () => {
    const onEdit = vi.fn();
    renderWithProviders(
      <ListTable columns={['Name', 'Actions']}>
        <tr>
          <td>Lily</td>
          <td>
            <RowAction icon="edit" text="Edit" label="Edit Lily" onClick={onEdit} />
          </td>
        </tr>
      </ListTable>,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Actions']);
    const edit = screen.getByRole('button', { name: 'Edit Lily' });
    expect(edit).toHaveTextContent('Edit');
    await userEvent.click(edit);
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('names the table by its hidden caption, keeps chosen columns on one line and a time as the row header', () => {
    renderWithProviders(
      <ListTable columns={[{ title: 'Time', noWrap: true }, 'Message']} caption="Reports, newest first">
        <tr>
          <TimeRowHeader>2026/03/04 05:06</TimeRowHeader>
          <td>Failed</td>
        </tr>
      </ListTable>,
    );
    const table = screen.getByRole('table', { name: 'Reports, newest first' });
    expect(table.querySelector('caption')).toHaveClass('atrium-visually-hidden');
    const [time, message] = screen.getAllByRole('columnheader');
    expect(time).toHaveTextContent('Time');
    expect(time).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(message).toHaveTextContent('Message');
    expect(message).not.toHaveAttribute('style');
    expect(screen.getByRole('rowheader', { name: '2026/03/04 05:06' })).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('takes its name from a heading when labelled by it', () => {
    renderWithProviders(
      <section>
        <h4 id="today-title">Today</h4>
        <ListTable columns={['Name']} labelledBy="today-title">
          <tr>
            <td>Lily</td>
          </tr>
        </ListTable>
      </section>,
    );
    expect(screen.getByRole('table', { name: 'Today' })).toBeInTheDocument();
  });

  it('gives a table whose columns all have kinds its contract widths, and one without none', () => {
    const { container } = renderWithProviders(
      <ListTable
        columns={[
          { title: 'Name', kind: 'name' },
          { title: 'School', kind: 'text' },
          { title: 'Actions', kind: 'actions' },
        ]}
      >
        <tr />
      </ListTable>,
    );
    expect(container.querySelector('table')).toHaveClass('atrium-table-fixed');
    const widths = [...container.querySelectorAll('col')].map((col) => col.style.width);
    expect(widths).toEqual(['100px', '', '64px']);
    cleanup();
    const plain = renderWithProviders(
      <ListTable columns={['Name', { title: 'Time', noWrap: true }]}>{null}</ListTable>,
    );
    expect(plain.container.querySelector('table')).not.toHaveClass('atrium-table-fixed');
    expect(plain.container.querySelector('colgroup')).toBeNull();
  });
});
