import { useSearchParams } from 'react-router';

// Spec 000 §2 / 002 §9: server paging, 12 per page; the management tables offer 6, 12, 18, 24 per page.
export const PAGE_SIZES = [6, 12, 18, 24] as const;
export const DEFAULT_PAGE_SIZE = 12;

export type PagedListParams = { page: number; pageSize: number };

/** Page (`page`, 1-based) and page size (`size`) read from the URL; a missing or bad value gives the default. */
export const parsePagedListParams = (params: URLSearchParams): PagedListParams => {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const size = Number.parseInt(params.get('size') ?? '', 10);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
};

/** Adds page and page size to `search`, leaving out the defaults, and returns it. */
export const writePagedListParams = (search: URLSearchParams, { page, pageSize }: PagedListParams): URLSearchParams => {
  if (page > 1) search.set('page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) search.set('size', String(pageSize));
  return search;
};

/** Page and page size in the URL, so a link or a reload reopens the same view. */
export const usePagedListParams = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parsePagedListParams(searchParams);
  const update = (next: Partial<PagedListParams>) =>
    setSearchParams(writePagedListParams(new URLSearchParams(), { ...params, ...next }));
  return { ...params, update };
};
