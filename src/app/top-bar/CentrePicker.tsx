import { Button, Callout, Menu, MenuDivider, MenuItem, PopoverNext, PopupKind, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { TopBarChooseTenantDocument } from '../../generated/graphql';
import { tenantStore } from '../../shared/auth/tenantStore';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { membershipOptions, treeOptions, type PickerMembership, type PickerTenantNode } from './centreOptions';
import { PATHS } from '../../shared/routes/paths';

const PLATFORM_ADMIN_ROLE = 'admin';
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
    <div className="atrium-picker">
      {isAdmin && (
        <Switch
          className="atrium-picker-switch"
          checked={showAll}
          label={t('picker.show-all')}
          onChange={(event) => setShowAll(event.currentTarget.checked)}
        />
      )}
      {choice.error && (
        <Callout intent="danger" compact title={t('picker.choose-failed')} className="atrium-picker-error">
          {errorMessage(choice.error, t('common:error.network'))}
        </Callout>
      )}
      <Menu aria-label={t('picker.label')} className="atrium-picker-menu">
        {isAdmin && (
          <MenuItem
            icon={currentId === null ? 'tick' : 'cog'}
            text={t('picker.management-mode')}
            shouldDismissPopover={false}
            onClick={handleManagementMode}
          />
        )}
        {options.length === 0 && !isAdmin && <MenuItem disabled text={t('picker.empty')} />}
        {options.map((option) =>
          option.kind === 'heading' ? (
            <MenuDivider key={option.key} className={`atrium-picker-depth-${option.depth}`} title={option.label} />
          ) : (
            <MenuItem
              key={option.key}
              className={`atrium-picker-depth-${option.depth}`}
              icon={option.tenantId === currentId && !option.all ? 'tick' : option.all ? 'layers' : 'office'}
              text={option.all ? t('picker.all-of', { name: option.label }) : option.label}
              disabled={option.frozen || choice.fetching}
              shouldDismissPopover={false}
              labelElement={
                option.frozen ? (
                  <Tag minimal intent="warning">
                    {t('picker.frozen')}
                  </Tag>
                ) : option.roles ? (
                  <span className="atrium-picker-roles">{option.roles.join(', ') || t('picker.no-roles')}</span>
                ) : undefined
              }
              onClick={() => void handleChoose(option.tenantId)}
            />
          ),
        )}
      </Menu>
    </div>
  );

  return (
    <PopoverNext
      placement="bottom-start"
      // A dialog, not a menu: it holds the show-all switch too (and only the account menu is a menu).
      popupKind={PopupKind.DIALOG}
      isOpen={isOpen}
      onInteraction={setOpen}
      content={content}
      disabled={!user}
    >
      <Button
        variant="minimal"
        icon="office"
        endIcon="caret-down"
        text={buttonText}
        aria-label={`${t('picker.label')}: ${buttonText}`}
        loading={choice.fetching}
      />
    </PopoverNext>
  );
};
