// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { SearchForm } from './SearchForm';

afterEach(cleanup);

const Search = ({ onSearch }: { onSearch: (text: string) => void }) => {
  const [text, setText] = useState('');
  return (
    <SearchForm
      className="x"
      label="Search by name"
      value={text}
      onValueChange={setText}
      onSearch={() => onSearch(text)}
    >
      <select aria-label="Type" />
    </SearchForm>
  );
};

describe('SearchForm', () => {
  it('is a search landmark whose box is named and searches on Enter only, with other filters beside it', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<Search onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search by name' });
    expect(box).toHaveAttribute('placeholder', 'Search by name');
    expect(screen.getByRole('search')).toContainElement(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.type(box, 'Lily');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    expect(onSearch).toHaveBeenCalledWith('Lily');
  });
});
