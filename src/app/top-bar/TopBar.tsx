import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnreadCounts } from '../../features/notifications/hooks/useUnreadCounts';
import type { ShellCurrentUserQuery } from '../../generated/graphql';
import type { Language } from '../../shared/i18n/languages';
import { DeferredTooltip } from '../../shared/ui/DeferredPopover';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch';
import { CentrePicker } from './CentrePicker';
import { NotificationAlert } from './NotificationAlert';
import { QrCodesButton } from './QrCodesButton';
import { topBarQrKinds } from './qrKinds';
import { UserMenu } from './UserMenu';
import './topBar.css';
import { PATHS } from '../../shared/routes/paths';

const CALENDAR_ROUTE = PATHS.calendar;
const PLATFORM_ADMIN_ROLE = 'admin';

type TopBarProps = {
  /** The shell's one current-user answer (ShellLayout); undefined while loading. */
  user: ShellCurrentUserQuery['me'] | undefined;
  userName: string;
  onLanguageChange: (language: Language) => void;
  onSignOut: () => void;
};

/** The console's top bar (spec 000 §2 "Screens": calendar, QR-code entries, notification alert). */
export const TopBar = ({ user: me, userName, onLanguageChange, onSignOut }: TopBarProps) => {
  const { t } = useTranslation('top-bar');
  const navigate = useNavigate();
  const tenantName = me ? (me.currentTenant?.displayName ?? null) : undefined;
  const current = me?.currentTenant ?? null;
  const inCentre = current?.type === 'Center';
  const isAdmin = me?.adminRoles?.includes(PLATFORM_ADMIN_ROLE) ?? false;
  const centerList = me?.centerList ?? [];
  const roles = centerList.find((m) => m.tenantId === current?.id)?.roles.map((r) => r.name) ?? [];
  const qrKinds = topBarQrKinds(current?.type ?? null, roles);
  // Someone with no membership and no admin role has nothing to switch to: just say where they are.
  const hasPicker = isAdmin || centerList.length > 0;
  // Notifications belong to a centre: without one nothing is asked and the hub stays closed.
  const unread = useUnreadCounts({ enabled: inCentre });

  // The page's banner landmark: everything on the page sits in a landmark (axe's region rule).
  return (
    <header>
      <Navbar className="atrium-navbar">
        <NavbarGroup align={Alignment.START}>
          <NavbarHeading className="atrium-product">{t('common:app.name')}</NavbarHeading>
          <NavbarDivider />
          {me && hasPicker ? (
            <CentrePicker user={me} />
          ) : (
            <span className="atrium-tenant">
              {tenantName === undefined ? null : (tenantName ?? t('common:shell.management-mode'))}
            </span>
          )}
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          {inCentre && (
            <DeferredTooltip content={t('calendar.open')}>
              <Button
                variant="minimal"
                icon="calendar"
                aria-label={t('calendar.open')}
                onClick={() => void navigate(CALENDAR_ROUTE)}
              />
            </DeferredTooltip>
          )}
          {qrKinds.length > 0 && <QrCodesButton kinds={qrKinds} />}
          <NotificationAlert
            unreadUserCount={unread.unreadUserCount}
            unreadSystemCount={unread.unreadSystemCount}
            inCentre={inCentre}
            isAdmin={isAdmin}
          />
          <NavbarDivider />
          <LanguageSwitch onChange={onLanguageChange} />
          <NavbarDivider />
          <UserMenu name={userName} inCentre={inCentre} onSignOut={onSignOut} />
        </NavbarGroup>
      </Navbar>
    </header>
  );
};
