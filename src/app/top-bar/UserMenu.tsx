import { Button } from '@blueprintjs/core';
import { DeferredPopover } from '../../shared/ui/DeferredPopover';
import { lazyPart } from '../../shared/ui/lazyPart';
import { PATHS } from '../../shared/routes/paths';

type UserMenuProps = {
  name: string;
  /** In a centre the account pages live under /system/center (spec 000 §2 "Centre menu"). */
  inCentre: boolean;
  onSignOut: () => void;
};

const CENTRE_SETTINGS_ROUTE = PATHS.centreSettings;
const MANAGEMENT_SETTINGS_ROUTE = PATHS.managementSettings;

// Blueprint's MenuItem brings its submenu popover: the items load with the popover's code.
const UserMenuItems = lazyPart(async () => (await import('./UserMenuItems')).UserMenuItems);

export const UserMenu = ({ name, inCentre, onSignOut }: UserMenuProps) => (
  <DeferredPopover
    placement="bottom-end"
    onArm={UserMenuItems.preload}
    content={
      <UserMenuItems settings={inCentre ? CENTRE_SETTINGS_ROUTE : MANAGEMENT_SETTINGS_ROUTE} onSignOut={onSignOut} />
    }
  >
    <Button variant="minimal" icon="user" endIcon="caret-down" text={name} />
  </DeferredPopover>
);
