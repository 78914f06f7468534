import { useSearchParams } from 'react-router';

// Spec 000 §2 / §9: server paging, 12 per page; page-size options 6, 12, 18, 24.
export const PAGE_SIZES = [6, 12, 18, 24] as const;
export const DEFAULT_PAGE_SIZE = 12;

export type SubjectListParams = { page: number; pageSize: number; filter: string };

export const parseSubjectListParams = (params: URLSearchParams): SubjectListParams => {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const size = Number.parseInt(params.get('size') ?? '', 10);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    filter: params.get('filter')?.trim() ?? '',
  };
};

const toSearchParams = ({ page, pageSize, filter }: SubjectListParams): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter) params.set('filter', filter);
  if (page > 1) params.set('page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(pageSize));
  return params;
};

/** Page, page size and filter of the subject list, kept in the URL so a link reopens the same view. */
export const useSubjectListParams = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseSubjectListParams(searchParams);
  const update = (next: Partial<SubjectListParams>) => setSearchParams(toSearchParams({ ...params, ...next }));
  return { ...params, update };
};
