import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../shared/routes/paths';

type UserMenuProps = {
  name: string;
  /** In a centre the account pages live under /system/center (spec 000 §2 "Centre menu"). */
  inCentre: boolean;
  onSignOut: () => void;
};

const CENTRE_SETTINGS_ROUTE = PATHS.centreSettings;
const MANAGEMENT_SETTINGS_ROUTE = PATHS.managementSettings;

export const UserMenu = ({ name, inCentre, onSignOut }: UserMenuProps) => {
  const { t } = useTranslation('top-bar');
  const navigate = useNavigate();
  const settings = inCentre ? CENTRE_SETTINGS_ROUTE : MANAGEMENT_SETTINGS_ROUTE;
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={t('user-menu.label')}>
          <MenuItem icon="person" text={t('user-menu.personal-settings')} onClick={() => void navigate(settings)} />
          <MenuItem
            icon="key"
            text={t('user-menu.change-password')}
            onClick={() => void navigate(`${settings}?section=password`)}
          />
          <MenuDivider />
          <MenuItem icon="log-out" intent="danger" text={t('user-menu.sign-out')} onClick={onSignOut} />
        </Menu>
      }
    >
      <Button variant="minimal" icon="user" endIcon="caret-down" text={name} />
    </PopoverNext>
  );
};
