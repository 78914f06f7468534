import { useSearchParams } from 'react-router';
import {
  type PagedListParams,
  parsePagedListParams,
  writePagedListParams,
} from '../../../shared/ui/usePagedListParams';

// Spec 000 §2 "Subject list (centre)": search text, outpatient number, check-in flag, status,
// school, coach name and remark.
export const SUBJECT_STATUSES = ['Bind', 'Unbind', 'Logout'] as const;
export type SubjectStatus = (typeof SUBJECT_STATUSES)[number];

export type SubjectFilters = {
  filter: string;
  outpatientNumber: string;
  /** '' for either. */
  isCheckIn: '' | 'true' | 'false';
  status: '' | SubjectStatus;
  school: string;
  coachName: string;
  remark: string;
};

export const NO_FILTERS: SubjectFilters = {
  filter: '',
  outpatientNumber: '',
  isCheckIn: '',
  status: '',
  school: '',
  coachName: '',
  remark: '',
};

const TEXT_FILTERS = ['filter', 'outpatientNumber', 'school', 'coachName', 'remark'] as const;

export type SubjectListParams = PagedListParams & SubjectFilters;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : '';

export const parseSubjectListParams = (params: URLSearchParams): SubjectListParams =>
  ({
    ...parsePagedListParams(params),
    ...Object.fromEntries(TEXT_FILTERS.map((name) => [name, params.get(name)?.trim() ?? ''])),
    isCheckIn: oneOf(params.get('isCheckIn'), ['true', 'false'] as const),
    status: oneOf(params.get('status'), SUBJECT_STATUSES),
  }) as SubjectListParams;

const toSearchParams = ({ page, pageSize, ...filters }: SubjectListParams): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    const trimmed = value.trim();
    if (trimmed) params.set(name, trimmed);
  }
  return writePagedListParams(params, { page, pageSize });
};

export const hasFilters = (filters: SubjectFilters) => Object.values(filters).some((value) => value !== '');

/** The filters as the subject list query takes them: absent ones as null. */
export const filterVariables = ({ isCheckIn, status, ...text }: SubjectFilters) => ({
  ...Object.fromEntries(Object.entries(text).map(([name, value]) => [name, value || null])),
  isCheckIn: isCheckIn === '' ? null : isCheckIn === 'true',
  status: status || null,
});

/** Page, page size and filters of the subject list, kept in the URL so a link reopens the same view. */
export const useSubjectListParams = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseSubjectListParams(searchParams);
  const update = (next: Partial<SubjectListParams>) => setSearchParams(toSearchParams({ ...params, ...next }));
  const { page, pageSize, ...filters } = params;
  return { page, pageSize, filters, update };
};
