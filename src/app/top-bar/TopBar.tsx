import { Alignment, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/i18n/languages';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch';
import { UserMenu } from './UserMenu';

type TopBarProps = {
  /** The current tenant's name; null in management mode; undefined while loading. */
  tenantName: string | null | undefined;
  userName: string;
  onLanguageChange: (language: Language) => void;
  onSignOut: () => void;
};

/** The console's top bar (spec 000 §2 "Screens": calendar, QR-code entries, notification alert). */
export const TopBar = ({ tenantName, userName, onLanguageChange, onSignOut }: TopBarProps) => {
  const { t } = useTranslation('common');
  return (
    <Navbar className="atrium-navbar">
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading className="atrium-product">{t('app.name')}</NavbarHeading>
        <NavbarDivider />
        <span className="atrium-tenant">
          {tenantName === undefined ? null : (tenantName ?? t('shell.management-mode'))}
        </span>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        <LanguageSwitch onChange={onLanguageChange} />
        <NavbarDivider />
        <UserMenu name={userName} onSignOut={onSignOut} />
      </NavbarGroup>
    </Navbar>
  );
};
