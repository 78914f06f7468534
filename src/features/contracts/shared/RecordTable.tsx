import { HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/Pager';

export const RECORD_PAGE_SIZE = 10;

type Column<T> = { key: string; label: string; render: (row: T) => ReactNode };

type RecordTableProps<T> = {
  rows: readonly T[] | undefined;
  totalCount: number;
  fetching: boolean;
  error: unknown;
  columns: readonly Column<T>[];
  page: number;
  onPage: (page: number) => void;
  rowKey: (row: T) => string;
};

/** A records table of the commercial screens: ten a page, and a pager only above ten rows (spec 002 §2 item 5). */
export const RecordTable = <T,>({
  rows,
  totalCount,
  fetching,
  error,
  columns,
  page,
  onPage,
  rowKey,
}: RecordTableProps<T>) => {
  const { t } = useTranslation('contracts');
  if (!rows && fetching) return <Spinner size={24} />;
  if (!rows && error) return <NonIdealState icon="error" title={t('records.load-failed')} />;
  if (!rows || rows.length === 0) return <NonIdealState icon="th-list" title={t('records.empty')} />;
  return (
    <>
      <HTMLTable compact striped className="atrium-contract-records">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key}>{c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
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
