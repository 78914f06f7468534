import { Card, H4, NonIdealState, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ListTable } from '../../../shared/ui/ListTable';

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
  columns: readonly string[];
  items: readonly T[];
  /** One item's `<tr>`. */
  renderRow: (item: T) => ReactNode;
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
}: CountedTableCardProps<T>) => (
  <Card className="atrium-card" aria-labelledby={titleId}>
    <div className="atrium-card-header">
      <H4 id={titleId}>{title}</H4>
      {aside}
    </div>
    <div className="atrium-stat">
      <span className="atrium-workbench-stat-value" data-testid={countTestId}>
        {count}
      </span>
      <span className="atrium-stat-label">{countLabel}</span>
    </div>
    {items.length === 0 ? (
      <NonIdealState {...empty} />
    ) : (
      <div className="atrium-workbench-scroll">
        <ListTable columns={columns} labelledBy={titleId} className="atrium-workbench-table">
          {items.map(renderRow)}
        </ListTable>
      </div>
    )}
  </Card>
);
