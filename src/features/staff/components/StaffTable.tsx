import { Button, ButtonGroup, HTMLTable, Tag, Tooltip, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { StaffMemberFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { staffActionsFor, type StaffAction } from '../staffActions';
import { StaffStateTag } from './StaffStateTag';
import { roleLabel } from '../staffLabels';
import { FIXED_TABLE, ListColumnWidths } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';

type StaffTableProps = {
  members: readonly StaffMemberFieldsFragment[];
  selfId: string | null;
  onAction: (action: StaffAction, member: StaffMemberFieldsFragment) => void;
  /** The name opens the member's profile. */
  onShowProfile?: (member: StaffMemberFieldsFragment) => void;
};

const TAG_GAP = { marginRight: 4 } as const;
// A request shows the invited address as its name: cut long ones to the column (the title has it all).
const NAME_WIDTH = { maxWidth: '100%' } as const;

/** The columns by kind (columnWidths.ts): name, user name, phone, e-mail, roles, state, added, actions. */
export const STAFF_COLUMN_KINDS: readonly ColumnKind[] = [
  'label',
  'text',
  'phone',
  'text',
  'text',
  'status',
  'dateTime',
  'manyActions',
];

// The actions are icon buttons so that all of them keep to one line at 1280 px; each says what it
// does in its tooltip and, with the member's name, in its accessible name.
const ACTION_ICONS: Record<StaffAction, IconName> = {
  edit: 'edit',
  freeze: 'snowflake',
  unfreeze: 'unlock',
  resend: 'envelope',
  history: 'history',
  remove: 'trash',
};

const phoneOf = (m: StaffMemberFieldsFragment) => (m.phoneNumber ? `+${m.countryCode ?? ''} ${m.phoneNumber}` : null);

export const StaffTable = ({ members, selfId, onAction, onShowProfile }: StaffTableProps) => {
  const { t } = useTranslation('staff');
  const none = t('common:value.none');
  const label: Record<StaffAction, string> = {
    edit: t('actions.edit'),
    freeze: t('actions.freeze'),
    unfreeze: t('actions.unfreeze'),
    resend: t('actions.resend'),
    history: t('actions.history'),
    remove: t('actions.remove'),
  };
  return (
    <HTMLTable striped compact className={`atrium-table ${FIXED_TABLE}`}>
      <caption className="atrium-visually-hidden">{t('list.caption')}</caption>
      <ListColumnWidths kinds={STAFF_COLUMN_KINDS} />
      <thead>
        <tr>
          <th scope="col">{t('columns.name')}</th>
          <th scope="col">{t('columns.user-name')}</th>
          <th scope="col">{t('columns.phone')}</th>
          <th scope="col">{t('columns.email')}</th>
          <th scope="col">{t('columns.roles')}</th>
          <th scope="col">{t('columns.state')}</th>
          <th scope="col">{t('columns.created')}</th>
          <th scope="col">{t('columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row">
              {onShowProfile ? (
                <Button
                  variant="minimal"
                  size="small"
                  intent="primary"
                  text={member.name || member.userName}
                  // The name is the button's name (what a person sees and says); the title, its
                  // description, says what it does and shows a long name in full.
                  title={t('profile.open', { name: member.name || member.userName })}
                  ellipsizeText
                  style={NAME_WIDTH}
                  onClick={() => onShowProfile(member)}
                />
              ) : (
                member.name || none
              )}
            </th>
            {/* A request to an existing account shows no user name until the person accepts. */}
            {member.isActivated || member.profileEditable ? (
              <td>
                <TruncatedText text={member.userName} />
              </td>
            ) : (
              <td>
                <TruncatedText text={t('list.awaiting-acceptance')} />
              </td>
            )}
            <td>{phoneOf(member) ?? none}</td>
            <td>{member.email ? <TruncatedText text={member.email} /> : none}</td>
            <td>
              {member.roles.map((role) => (
                <Tag key={role.name} minimal style={TAG_GAP}>
                  {roleLabel(t, role.name, role.displayName)}
                </Tag>
              ))}
            </td>
            <td>
              <StaffStateTag state={member.state} />
            </td>
            <td>{formatDateTime(member.creationTime)}</td>
            <td>
              <ButtonGroup variant="minimal">
                {staffActionsFor(member, selfId).map((action) => (
                  <Tooltip key={action} content={label[action]} placement="top">
                    <Button
                      size="small"
                      intent={action === 'freeze' || action === 'remove' ? 'danger' : 'none'}
                      icon={ACTION_ICONS[action]}
                      aria-label={`${label[action]} ${member.name || member.userName}`}
                      onClick={() => onAction(action, member)}
                    />
                  </Tooltip>
                ))}
              </ButtonGroup>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
