import { Card, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { EmptyState } from '../../../shared/ui/EmptyState';

type CountedTableCardProps<T> = {
  /** The title's id: the title names the card and its table (the browser tests find both by it). */
  titleId: string;
  title: string;
  /** Beside the title, e.g. the day the card is about. */
  aside?: ReactNode;
  count: number;
  /** The count's test id: the browser tests wait for it before reading the card. */
  countTestId: string;
  countLabel: string;
  /** What the card says when there is no row. */
  empty: { icon: IconName; title: string; description: string };
  /** The columns with their kinds (columnWidths.ts), so that a half-width card fits a laptop. */
  columns: readonly ListColumn[];
  items: readonly T[];
  /** One item's `<tr>`. */
  renderRow: (item: T) => ReactNode;
  /** The card spans the grid's row. */
  wide?: boolean;
};

/** A workbench card of today's check-ins: its title, a count, then the items' table or an empty state. */
export const CountedTableCard = <T,>({
  titleId,
  title,
  aside,
  count,
  countTestId,
  countLabel,
  empty,
  columns,
  items,
  renderRow,
  wide = false,
}: CountedTableCardProps<T>) => (
  <Card className={wide ? 'atrium-card atrium-workbench-wide' : 'atrium-card'} aria-labelledby={titleId}>
    <div className="atrium-card-header">
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {aside}
    </div>
    <div className="atrium-stat">
      <span className="atrium-workbench-stat-value" data-testid={countTestId}>
        {count}
      </span>
      <span className="atrium-stat-label">{countLabel}</span>
    </div>
    {items.length === 0 ? (
      <EmptyState {...empty} />
    ) : (
      // A list longer than the card scrolls: focusable, so a keyboard can scroll it too (axe).
      <div className="atrium-workbench-scroll" tabIndex={0} role="group" aria-labelledby={titleId}>
        <ListTable columns={columns} labelledBy={titleId} className="atrium-workbench-table">
          {items.map(renderRow)}
        </ListTable>
      </div>
    )}
  </Card>
);
