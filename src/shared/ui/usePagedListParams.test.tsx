// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, parsePagedListParams, usePagedListParams } from './usePagedListParams';

const inRouter = (url: string) => {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return Wrapper;
};

describe('parsePagedListParams', () => {
  it('reads page and size from the URL', () => {
    expect(parsePagedListParams(new URLSearchParams('page=3&size=24'))).toEqual({ page: 3, pageSize: 24 });
  });

  it('falls back to page 1 and the default size for missing or bad values', () => {
    expect(parsePagedListParams(new URLSearchParams())).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(parsePagedListParams(new URLSearchParams('page=0&size=7'))).toEqual({ page: 1, pageSize: 12 });
    expect(parsePagedListParams(new URLSearchParams('page=x&size=x'))).toEqual({ page: 1, pageSize: 12 });
  });
});

describe('usePagedListParams', () => {
  it('writes page and size to the URL, leaving out the defaults', () => {
    const { result } = renderHook(() => ({ params: usePagedListParams(), location: useLocation() }), {
      wrapper: inRouter('/list?page=2'),
    });
    expect(result.current.params).toMatchObject({ page: 2, pageSize: 12 });

    act(() => result.current.params.update({ pageSize: 6, page: 1 }));
    expect(result.current.params).toMatchObject({ page: 1, pageSize: 6 });
    expect(result.current.location.search).toBe('?size=6');

    act(() => result.current.params.update({ page: 4 }));
    expect(result.current.location.search).toBe('?page=4&size=6');

    act(() => result.current.params.update({ page: 1, pageSize: 12 }));
    expect(result.current.location.search).toBe('');
  });
});
