import { useSearchParams } from 'react-router';
import {
  type PagedListParams,
  parsePagedListParams,
  writePagedListParams,
} from '../../../shared/ui/usePagedListParams';

export type SubjectListParams = PagedListParams & { filter: string };

export const parseSubjectListParams = (params: URLSearchParams): SubjectListParams => ({
  ...parsePagedListParams(params),
  filter: params.get('filter')?.trim() ?? '',
});

const toSearchParams = ({ filter, ...paging }: SubjectListParams): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter) params.set('filter', filter);
  return writePagedListParams(params, paging);
};

/** Page, page size and filter of the subject list, kept in the URL so a link reopens the same view. */
export const useSubjectListParams = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseSubjectListParams(searchParams);
  const update = (next: Partial<SubjectListParams>) => setSearchParams(toSearchParams({ ...params, ...next }));
  return { ...params, update };
};
