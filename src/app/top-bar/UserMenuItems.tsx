import { Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../shared/routes/paths';

type UserMenuItemsProps = {
  /** The account pages' route: under /system/center in a centre (spec 000 §2 "Centre menu"). */
  settings: string;
  onSignOut: () => void;
};

/** The menu label of the settings page it opens, which is that page's title (issue 17 item 2). */
const settingsLabelKey = (settings: string): string =>
  settings === PATHS.centreSettings ? 'menu:center.items.settings' : 'menu:manage.items.account-settings';

/** The account menu's items, fetched when the menu is first used (UserMenu). */
export const UserMenuItems = ({ settings, onSignOut }: UserMenuItemsProps) => {
  const { t } = useTranslation('top-bar');
  const navigate = useNavigate();
  return (
    <Menu aria-label={t('user-menu.label')}>
      <MenuItem icon="person" text={t(settingsLabelKey(settings))} onClick={() => void navigate(settings)} />
      <MenuItem
        icon="key"
        text={t('user-menu.change-password')}
        onClick={() => void navigate(`${settings}?section=password`)}
      />
      <MenuDivider />
      <MenuItem icon="log-out" intent="danger" text={t('user-menu.sign-out')} onClick={onSignOut} />
    </Menu>
  );
};
