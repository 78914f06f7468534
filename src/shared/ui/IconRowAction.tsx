import { Button, Tooltip } from '@blueprintjs/core';
import type { RowActionProps } from './ListTable';

/**
 * A row action as an icon alone, where a row has two or more and words would wrap the row: it says
 * what it does in its tooltip and, with the row's name, in its accessible name. (Its own file: the
 * tooltip's code stays out of the lists that have no such action, the workbench's among them.)
 */
export const IconRowAction = ({ icon, text, label, intent, disabled = false, onClick }: RowActionProps) => (
  <Tooltip content={text} placement="top" disabled={disabled}>
    <Button
      size="small"
      variant="minimal"
      {...(intent ? { intent } : {})}
      icon={icon}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    />
  </Tooltip>
);
