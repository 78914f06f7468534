import { useSearchParams } from 'react-router';

// Spec 002 §9: tables of the management screens offer 6, 12, 18, 24 per page.
export const PAGE_SIZES = [6, 12, 18, 24] as const;
export const DEFAULT_PAGE_SIZE = 12;

export type SentMessageListParams = { page: number; pageSize: number };

export const parseSentMessageListParams = (params: URLSearchParams): SentMessageListParams => {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const size = Number.parseInt(params.get('size') ?? '', 10);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
};

/** Page and page size in the URL, so a link or a reload reopens the same view. */
export const useSentMessageListParams = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseSentMessageListParams(searchParams);
  const update = (next: Partial<SentMessageListParams>) => {
    const { page, pageSize } = { ...params, ...next };
    const search = new URLSearchParams();
    if (page > 1) search.set('page', String(page));
    if (pageSize !== DEFAULT_PAGE_SIZE) search.set('size', String(pageSize));
    setSearchParams(search);
  };
  return { ...params, update };
};
