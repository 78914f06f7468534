import { Button, PopupKind } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { TopBarChooseTenantDocument } from '../../generated/graphql';
import { tenantStore } from '../../shared/auth/tenantStore';
import { DeferredPopover } from '../../shared/ui/DeferredPopover';
import { lazyPart } from '../../shared/ui/lazyPart';
import { membershipOptions, treeOptions, type PickerMembership, type PickerTenantNode } from './centreOptions';
import { PATHS } from '../../shared/routes/paths';

const PLATFORM_ADMIN_ROLE = 'admin';
// Blueprint's MenuItem brings its submenu popover: the list loads with the popover's code.
const CentrePickerMenu = lazyPart(async () => (await import('./CentrePickerMenu')).CentrePickerMenu);
const MANAGEMENT_ROUTE = PATHS.management;

export type CentrePickerUser = {
  adminRoles: readonly string[];
  currentTenant: { id: string; displayName: string } | null;
  canChangeList: readonly PickerTenantNode[];
  centerList: readonly PickerMembership[];
};

type CentrePickerProps = {
  /** The signed-in user; undefined while loading. */
  user: CentrePickerUser | undefined;
};

/**
 * The centre picker of the top bar (spec 000 §6, 002 §6): the role named admin picks from the
 * whole tenant tree (canChangeList), everyone else from their memberships (centerList).
 * Choosing calls chooseTenant, which the server remembers, then opens the new tenant's landing
 * route; the tenant store swaps the urql client, so every page reloads for the new tenant.
 */
export const CentrePicker = ({ user }: CentrePickerProps) => {
  const { t } = useTranslation('top-bar');
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [choice, chooseTenant] = useMutation(TopBarChooseTenantDocument);

  const isAdmin = user?.adminRoles.includes(PLATFORM_ADMIN_ROLE) ?? false;
  const currentId = user?.currentTenant?.id ?? null;
  const options = !user
    ? []
    : isAdmin
      ? treeOptions(user.canChangeList ?? [], showAll)
      : membershipOptions(user.centerList ?? []);
  const buttonText = user?.currentTenant?.displayName ?? (isAdmin ? t('picker.management-mode') : t('picker.choose'));

  const handleChoose = async (tenantId: string) => {
    const result = await chooseTenant({ tenantId });
    if (!result.data) return;
    setOpen(false);
    tenantStore.set(result.data.chooseTenant.currentTenant?.id ?? tenantId);
    void navigate(result.data.chooseTenant.landingRoute);
  };

  const handleManagementMode = () => {
    setOpen(false);
    tenantStore.set(null);
    void navigate(MANAGEMENT_ROUTE);
  };

  const content = (
    <CentrePickerMenu
      isAdmin={isAdmin}
      showAll={showAll}
      onShowAll={setShowAll}
      error={choice.error}
      choosing={choice.fetching}
      currentId={currentId}
      options={options}
      onManagementMode={handleManagementMode}
      onChoose={(tenantId) => void handleChoose(tenantId)}
    />
  );

  return (
    <DeferredPopover
      placement="bottom-start"
      // A dialog, not a menu: it holds the show-all switch too (and only the account menu is a menu).
      popupKind={PopupKind.DIALOG}
      isOpen={isOpen}
      onInteraction={setOpen}
      content={content}
      disabled={!user}
      onArm={CentrePickerMenu.preload}
    >
      <Button
        variant="minimal"
        icon="office"
        endIcon="caret-down"
        text={buttonText}
        aria-label={`${t('picker.label')}: ${buttonText}`}
        loading={choice.fetching}
      />
    </DeferredPopover>
  );
};
