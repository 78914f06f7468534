import { Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMenu } from './useMenu';
import './SideMenu.css';

/** The left-hand menu: the user's groups and items for the current tenant (spec 000 §2). */
export const SideMenu = () => {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data } = useMenu();
  const groups = data?.menu.groups ?? [];
  if (groups.length === 0) return null;

  // Real links (open in a new tab works), followed inside the single-page app on a plain click.
  const handleClick = (route: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(route);
  };

  return (
    <nav className="atrium-side-menu" aria-label={t('side-menu.label')}>
      <Menu>
        {groups.map((group) => [
          <MenuDivider key={`${group.key}-title`} title={t(group.labelKey)} />,
          ...group.items.map((item) => {
            const active = pathname === item.route;
            return (
              <MenuItem
                key={item.key}
                href={item.route}
                text={t(item.labelKey)}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={handleClick(item.route)}
              />
            );
          }),
        ])}
      </Menu>
    </nav>
  );
};
