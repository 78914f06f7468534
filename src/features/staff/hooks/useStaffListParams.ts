import { useSearchParams } from 'react-router';
import {
  parsePagedListParams,
  writePagedListParams,
  type PagedListParams,
} from '../../../shared/ui/usePagedListParams';

export type StaffFilters = { filter: string; roleName: string };

/** Page, size, search text and role in the URL, so a link or a reload reopens the same view. */
export const useStaffListParams = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const paging = parsePagedListParams(searchParams);
  const filters: StaffFilters = { filter: searchParams.get('q') ?? '', roleName: searchParams.get('role') ?? '' };
  const update = (next: Partial<PagedListParams & StaffFilters>) => {
    const merged = { ...paging, ...filters, ...next };
    const search = writePagedListParams(new URLSearchParams(), merged);
    if (merged.filter.trim()) search.set('q', merged.filter.trim());
    if (merged.roleName) search.set('role', merged.roleName);
    setSearchParams(search);
  };
  return { ...paging, filters, update };
};
