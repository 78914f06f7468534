// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageSizeOptions } from './pageSizes';
import { usePagingState } from './usePagingState';

describe('usePagingState', () => {
  it('starts on page 1 and turns page and size into the list query’s skip and take', () => {
    const { result } = renderHook(() => usePagingState(10));
    expect(result.current).toMatchObject({ page: 1, pageSize: 10, skipCount: 0, maxResultCount: 10 });
    act(() => result.current.update({ page: 3 }));
    expect(result.current).toMatchObject({ page: 3, pageSize: 10, skipCount: 20, maxResultCount: 10 });
    // The pager asks for a new size together with page 1, as PagedListView does.
    act(() => result.current.update({ pageSize: 24, page: 1 }));
    expect(result.current).toMatchObject({ page: 1, pageSize: 24, skipCount: 0, maxResultCount: 24 });
  });
});

describe('pageSizeOptions', () => {
  it('offers the commercial sizes and keeps the one in use', () => {
    expect(pageSizeOptions(10)).toEqual([6, 10, 12, 18, 24]);
    expect(pageSizeOptions(12)).toEqual([6, 12, 18, 24]);
  });
});
