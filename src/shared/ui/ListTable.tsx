import { Button, HTMLTable, type IconName, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { columnWidth, type ColumnKind } from './columnWidths';
import './listTable.css';

/** Keeps a cell on one line: times, tags and actions, which wrapping would only make harder to read. */
export const NO_WRAP = { whiteSpace: 'nowrap' } as const;
// A time that names its row is a row header for screen readers; it reads as a plain cell.
const ROW_HEADER = { ...NO_WRAP, fontWeight: 'normal' } as const;

/**
 * A column header: its title, or its title and whether it keeps to one line like its cells, or
 * its title and its kind, whose width the column takes (columnWidths.ts).
 */
export type ListColumn = string | { title: string; noWrap?: boolean; kind?: ColumnKind };

/** The class of a table whose columns have their contract widths (one line per row). */
export const FIXED_TABLE = 'atrium-table-fixed';

/** The widths of a table's columns by their kinds; put first in the table, with FIXED_TABLE. */
export const ListColumnWidths = ({ kinds }: { kinds: readonly ColumnKind[] }) => (
  <colgroup>
    {kinds.map((kind, index) => {
      const width = columnWidth(kind);
      // The columns never move, so their place is a stable key.
      return <col key={index} {...(width === undefined ? {} : { style: { width } })} />;
    })}
  </colgroup>
);

const isKind = (kind: ColumnKind | undefined): kind is ColumnKind => kind !== undefined;

const kindOf = (column: ListColumn): ColumnKind | undefined => (typeof column === 'string' ? undefined : column.kind);

type ListTableProps = {
  /** The columns, in order; each is a column header. */
  columns: readonly ListColumn[];
  /** The rows (`<tr>`), one per item. */
  children: ReactNode;
  /** The table's accessible name, where the page holds more than one list. */
  label?: string;
  /** The id of a heading that names the table instead (a card's title). */
  labelledBy?: string;
  /** A caption only screen readers see, naming the table and its order; the accessible name too. */
  caption?: string;
  className?: string;
};

/** A management list's table: striped and compact, the column titles, then the rows. */
export const ListTable = ({
  columns,
  children,
  label,
  labelledBy,
  caption,
  className = 'atrium-table',
}: ListTableProps) => {
  // A table whose columns all have kinds keeps to its contract; one without keeps the browser's layout.
  const kinds = columns.map(kindOf);
  const fixedKinds = kinds.every(isKind) ? kinds : undefined;
  return (
    <HTMLTable
      striped
      compact
      className={fixedKinds ? `${className} ${FIXED_TABLE}` : className}
      {...(label ? { 'aria-label': label } : {})}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
    >
      {caption && <caption className="atrium-visually-hidden">{caption}</caption>}
      {fixedKinds && <ListColumnWidths kinds={fixedKinds} />}
      <thead>
        <tr>
          {columns.map((column, index) => {
            const { title, noWrap = false } = typeof column === 'string' ? { title: column } : column;
            return (
              // The columns never move, so their place is a stable key.
              <th key={index} scope="col" {...(noWrap ? { style: NO_WRAP } : {})}>
                {title}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </HTMLTable>
  );
};

/** A row's first cell when a time names the row (a log's entry): a row header on one line. */
export const TimeRowHeader = ({ children }: { children: ReactNode }) => (
  <th scope="row" style={ROW_HEADER}>
    {children}
  </th>
);

export type RowActionProps = {
  icon: IconName;
  /** What the button says. */
  text: string;
  /** What it says to a screen reader: the action and the row it acts on ("Edit Lily"). */
  label: string;
  intent?: Intent;
  /** Shown but not offered (a move past either end); its tooltip is off too. */
  disabled?: boolean;
  onClick: () => void;
};

/** One action in a list row's last cell: small, minimal, named with the row's name. */
export const RowAction = ({ icon, text, label, intent, disabled = false, onClick }: RowActionProps) => (
  <Button
    size="small"
    variant="minimal"
    {...(intent ? { intent } : {})}
    icon={icon}
    text={text}
    aria-label={label}
    disabled={disabled}
    onClick={onClick}
  />
);
