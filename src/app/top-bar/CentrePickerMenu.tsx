import { Callout, Menu, MenuDivider, MenuItem, Switch, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { errorMessage } from '../../shared/graphql/errorMessage';
import type { PickerOption } from './centreOptions';

type CentrePickerMenuProps = {
  isAdmin: boolean;
  showAll: boolean;
  onShowAll: (showAll: boolean) => void;
  /** Why the last choice failed. */
  error: CombinedError | undefined;
  choosing: boolean;
  currentId: string | null;
  options: readonly PickerOption[];
  onManagementMode: () => void;
  onChoose: (tenantId: string) => void;
};

/** The centre picker's list (CentrePicker), fetched when the picker is first used. */
export const CentrePickerMenu = ({
  isAdmin,
  showAll,
  onShowAll,
  error,
  choosing,
  currentId,
  options,
  onManagementMode,
  onChoose,
}: CentrePickerMenuProps) => {
  const { t } = useTranslation('top-bar');
  return (
    <div className="atrium-picker">
      {isAdmin && (
        <Switch
          className="atrium-picker-switch"
          checked={showAll}
          label={t('picker.show-all')}
          onChange={(event) => onShowAll(event.currentTarget.checked)}
        />
      )}
      {error && (
        <Callout intent="danger" compact title={t('picker.choose-failed')} className="atrium-picker-error">
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      )}
      <Menu aria-label={t('picker.label')} className="atrium-picker-menu">
        {isAdmin && (
          <MenuItem
            icon={currentId === null ? 'tick' : 'cog'}
            text={t('picker.management-mode')}
            shouldDismissPopover={false}
            onClick={onManagementMode}
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
              disabled={option.frozen || choosing}
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
              onClick={() => onChoose(option.tenantId)}
            />
          ),
        )}
      </Menu>
    </div>
  );
};
