import { useSearchParams } from 'react-router';
import {
  parsePagedListParams,
  writePagedListParams,
  type PagedListParams,
} from '../../../shared/ui/usePagedListParams';

export type GuardianListParams = PagedListParams & { filter: string };

/** Page, page size and the name-or-phone filter in the URL: a link or the back button reopens the same view. */
export const useGuardianListParams = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: GuardianListParams = {
    ...parsePagedListParams(searchParams),
    filter: searchParams.get('filter') ?? '',
  };
  const update = (next: Partial<GuardianListParams>) => {
    const merged = { ...params, ...next };
    const search = writePagedListParams(new URLSearchParams(), merged);
    if (merged.filter.trim()) search.set('filter', merged.filter.trim());
    setSearchParams(search);
  };
  return { ...params, update };
};
