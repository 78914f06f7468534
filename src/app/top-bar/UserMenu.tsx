import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

type UserMenuProps = {
  name: string;
  onSignOut: () => void;
};

const CHOOSE_ROLES_ROUTE = '/system/choseRoles';
const ACCOUNT_SETTINGS_ROUTE = '/system/menu/account/settings';

export const UserMenu = ({ name, onSignOut }: UserMenuProps) => {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={t('shell.user-menu')}>
          <MenuItem icon="exchange" text={t('shell.switch-role')} onClick={() => void navigate(CHOOSE_ROLES_ROUTE)} />
          <MenuItem
            icon="cog"
            text={t('shell.account-settings')}
            onClick={() => void navigate(ACCOUNT_SETTINGS_ROUTE)}
          />
          <MenuDivider />
          <MenuItem icon="log-out" intent="danger" text={t('shell.sign-out')} onClick={onSignOut} />
        </Menu>
      }
    >
      <Button variant="minimal" icon="user" endIcon="caret-down" text={name} aria-haspopup="menu" />
    </PopoverNext>
  );
};
