import { Classes, Menu, Text } from '@blueprintjs/core';
import classNames from 'classnames';
import { useEffect, useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useComingRoutes } from './comingRoutes';
import { choicesOn, isSectionOpen, readChoices, storeChoices, type SectionChoices } from './menuSections';
import { useMenu } from './useMenu';
import './SideMenu.css';

// Blueprint's MenuItem markup for a plain link (role, classes, ellipsis): MenuItem itself brings
// its submenu popover (floating-ui, 15 KB compressed) into the console's first load, and these
// items have no submenu (issue 16 item 4).
const MenuLink = ({
  href,
  text,
  active,
  comingId,
  comingTag,
  onClick,
}: {
  href: string;
  text: string;
  active: boolean;
  /** The id of the "coming" description when the page is not built yet. */
  comingId: string | undefined;
  comingTag: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}) => (
  <li role="none">
    <a
      role="menuitem"
      tabIndex={0}
      href={href}
      aria-current={active ? 'page' : undefined}
      aria-describedby={comingId}
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
      <Text className={classNames(Classes.FILL, 'atrium-side-menu-label')} ellipsize>
        {text}
      </Text>
      {/* The item's name stays its label (the page's title); the description says "coming". */}
      {comingId && (
        <span className={classNames(Classes.TAG, Classes.MINIMAL, 'atrium-side-menu-coming')} aria-hidden="true">
          {comingTag}
        </span>
      )}
    </a>
  </li>
);

/**
 * The left-hand menu: the user's sections and items for the current tenant (spec 000 §2), each
 * section a disclosure (menuSections.ts says which are open), items without a screen yet tagged.
 */
export const SideMenu = () => {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data } = useMenu();
  const coming = useComingRoutes();
  const ids = useId();
  const [choices, setChoices] = useState<SectionChoices>(readChoices);
  const groups = data?.menu.groups ?? [];

  // Arriving in a section the person closed opens it: the current page's link is in view.
  useEffect(() => {
    setChoices((previous) => choicesOn(groups, pathname, previous));
  }, [data, pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- groups is derived from data
  useEffect(() => storeChoices(choices), [choices]);

  if (groups.length === 0) return null;

  // Real links (open in a new tab works), followed inside the single-page app on a plain click.
  const handleClick = (route: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(route);
  };
  const comingId = `${ids}-coming`;

  return (
    <nav className="atrium-side-menu" aria-label={t('side-menu.label')}>
      <div className="atrium-side-menu-scroll">
        {groups.map((group) => {
          const open = isSectionOpen(groups, pathname, choices, group.key);
          const listId = `${ids}-${group.key}`;
          return (
            <div key={group.key} className="atrium-side-menu-section">
              <button
                type="button"
                className="atrium-side-menu-heading"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setChoices((previous) => ({ ...previous, [group.key]: !open }))}
              >
                <span className="atrium-side-menu-chevron" aria-hidden="true" />
                <span className={Classes.TEXT_OVERFLOW_ELLIPSIS}>{t(group.labelKey)}</span>
              </button>
              {/* Closed sections stay in the page, hidden: a find-in-page or a test still sees them. */}
              <Menu id={listId} aria-label={t(group.labelKey)} hidden={!open}>
                {group.items.map((item) => (
                  <MenuLink
                    key={item.key}
                    href={item.route}
                    text={t(item.labelKey)}
                    active={pathname === item.route}
                    comingId={coming.has(item.route) ? comingId : undefined}
                    comingTag={t('side-menu.coming')}
                    onClick={handleClick(item.route)}
                  />
                ))}
              </Menu>
            </div>
          );
        })}
        <span id={comingId} hidden>
          {t('side-menu.coming-description')}
        </span>
      </div>
    </nav>
  );
};
