import { Button } from '@blueprintjs/core';

type RowActionButtonsProps<Action extends string> = {
  actions: readonly Action[];
  /** The button's words: the line knows what its money button or a dialog's entry is called. */
  label: (action: Action) => string;
  onAction: (action: Action) => void;
};

/** The actions a row of the contract screens offers, as small buttons; the ones that end or delete read as dangerous. */
export const RowActionButtons = <Action extends string>({
  actions,
  label,
  onAction,
}: RowActionButtonsProps<Action>) => (
  <td className="atrium-contract-actions">
    {actions.map((action) => (
      <Button
        key={action}
        size="small"
        variant="minimal"
        intent={action === 'delete' || action === 'stop' ? 'danger' : 'primary'}
        text={label(action)}
        onClick={() => onAction(action)}
      />
    ))}
  </td>
);
