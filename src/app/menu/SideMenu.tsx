import { Classes, Menu, MenuDivider, Text } from '@blueprintjs/core';
import classNames from 'classnames';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMenu } from './useMenu';
import './SideMenu.css';

// Blueprint's MenuItem markup for a plain link (role, classes, ellipsis): MenuItem itself brings
// its submenu popover (floating-ui, 15 KB compressed) into the console's first load, and these
// items have no submenu (issue 16 item 4).
const MenuLink = ({
  href,
  text,
  active,
  onClick,
}: {
  href: string;
  text: string;
  active: boolean;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}) => (
  <li role="none">
    <a
      role="menuitem"
      tabIndex={0}
      href={href}
      aria-current={active ? 'page' : undefined}
      className={classNames(Classes.MENU_ITEM, Classes.POPOVER_DISMISS, { [Classes.ACTIVE]: active })}
      onClick={onClick}
      // As MenuItem: Space follows a menu item too, not only Enter.
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (event.key === ' ') {
          event.preventDefault();
          event.currentTarget.click();
        }
      }}
    >
      <Text className={Classes.FILL} ellipsize>
        {text}
      </Text>
    </a>
  </li>
);

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
              <MenuLink
                key={item.key}
                href={item.route}
                text={t(item.labelKey)}
                active={active}
                onClick={handleClick(item.route)}
              />
            );
          }),
        ])}
      </Menu>
    </nav>
  );
};
