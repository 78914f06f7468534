import { InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';

type SearchFormProps = {
  className: string;
  /** The box's accessible name and placeholder. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Enter in the box: search for what it holds. */
  onSearch: () => void;
  /** Other filters beside the box. */
  children?: ReactNode;
};

/** A list's search box (a search landmark); the search runs on Enter, not on every key. */
export const SearchForm = ({ className, label, value, onValueChange, onSearch, children }: SearchFormProps) => (
  <form
    className={className}
    role="search"
    onSubmit={(event) => {
      event.preventDefault();
      onSearch();
    }}
  >
    <InputGroup
      type="search"
      leftIcon="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onValueChange={onValueChange}
    />
    {children}
  </form>
);
