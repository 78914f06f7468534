import { HTMLTable, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { Pager } from '../../../shared/ui/Pager';
import { EmptyState } from '../../../shared/ui/EmptyState';

export const RECORD_PAGE_SIZE = 10;

type Column<T> = { key: string; label: string; render: (row: T) => ReactNode };

/** Every record has its id (the row's key) and the time it was made (the first column). */
type RecordRow = { id: string; creationTime: string };

type RecordTableProps<T extends RecordRow> = {
  rows: readonly T[] | undefined;
  totalCount: number;
  fetching: boolean;
  error: unknown;
  /** The columns after the time. */
  columns: readonly Column<T>[];
  page: number;
  onPage: (page: number) => void;
};

/**
 * A records table of the commercial screens: when each entry was made, then the caller's columns;
 * ten a page, and a pager only above ten rows (spec 002 §2 item 5).
 */
export const RecordTable = <T extends RecordRow>({
  rows,
  totalCount,
  fetching,
  error,
  columns,
  page,
  onPage,
}: RecordTableProps<T>) => {
  const { t } = useTranslation('contracts');
  if (!rows && fetching) return <Spinner size={24} />;
  if (!rows && error) return <EmptyState icon="error" title={t('records.load-failed')} />;
  if (!rows || rows.length === 0) return <EmptyState icon="th-list" title={t('records.empty')} />;
  return (
    <>
      <HTMLTable compact striped className="atrium-contract-records">
        <thead>
          <tr>
            <th>{t('records.time')}</th>
            {columns.map((c) => (
              <th key={c.key}>{c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatDateTime(row.creationTime)}</td>
              {columns.map((c) => (
                <td key={c.key}>{c.render(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {totalCount > RECORD_PAGE_SIZE && (
        <Pager
          page={page}
          pageSize={RECORD_PAGE_SIZE}
          totalCount={totalCount}
          pageSizes={[RECORD_PAGE_SIZE]}
          onPageChange={onPage}
          onPageSizeChange={() => undefined}
        />
      )}
    </>
  );
};
