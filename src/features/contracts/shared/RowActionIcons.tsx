import { ButtonGroup, type IconName } from '@blueprintjs/core';
import { IconRowAction } from '../../../shared/ui/IconRowAction';

// Each action of either line as an icon: the row keeps to one line at 1280 px, and the button's
// words are its tooltip and its accessible name (issue 17 item 1).
const ICONS: Record<string, IconName> = {
  enable: 'play',
  edit: 'edit',
  renew: 'calendar',
  stop: 'stop',
  reEnable: 'redo',
  delete: 'trash',
  money: 'yen',
  sellPrice: 'tag',
  unitPrice: 'tag',
  records: 'history',
  resources: 'cube',
  usage: 'timeline-bar-chart',
};

type RowActionIconsProps<Action extends string> = {
  actions: readonly Action[];
  /** The button's words: its tooltip and its accessible name. */
  label: (action: Action) => string;
  onAction: (action: Action) => void;
};

/** A contract row's actions as small icon buttons; the ones that end or delete read as dangerous. */
export const RowActionIcons = <Action extends string>({ actions, label, onAction }: RowActionIconsProps<Action>) => (
  <td className="atrium-contract-actions">
    <ButtonGroup variant="minimal">
      {actions.map((action) => (
        <IconRowAction
          key={action}
          intent={action === 'delete' || action === 'stop' ? 'danger' : 'primary'}
          icon={ICONS[action] ?? 'more'}
          text={label(action)}
          label={label(action)}
          onClick={() => onAction(action)}
        />
      ))}
    </ButtonGroup>
  </td>
);
