import { Card } from '@blueprintjs/core';

export type BalanceItem = { key: string; label: string; value: string };

type BalanceStripProps = {
  /** The strip's name for assistive technology. */
  label: string;
  items: readonly BalanceItem[];
  /** The line's own class, for what only its strip looks like. */
  className?: string;
};

/** A line's balance summary (spec 002 §3) as a row of small cards, label above value. */
export const BalanceStrip = ({ label, items, className }: BalanceStripProps) => (
  <div
    className={className ? `atrium-contract-strip ${className}` : 'atrium-contract-strip'}
    aria-label={label}
    role="group"
  >
    {items.map((item) => (
      <Card key={item.key} compact className="atrium-contract-strip-item" data-summary={item.key}>
        <div className="atrium-contract-strip-label">{item.label}</div>
        <div className="atrium-contract-strip-value">{item.value}</div>
      </Card>
    ))}
  </div>
);
