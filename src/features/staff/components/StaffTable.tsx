import { Button, ButtonGroup, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { StaffMemberFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { staffActionsFor, type StaffAction } from '../staffActions';
import { StaffStateTag } from './StaffStateTag';
import { roleLabel } from '../staffLabels';

type StaffTableProps = {
  members: readonly StaffMemberFieldsFragment[];
  selfId: string | null;
  onAction: (action: StaffAction, member: StaffMemberFieldsFragment) => void;
  /** The name opens the member's profile. */
  onShowProfile?: (member: StaffMemberFieldsFragment) => void;
};

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;
const TAG_GAP = { marginRight: 4 } as const;

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
    <HTMLTable striped compact className="atrium-table">
      <caption className="atrium-visually-hidden">{t('list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.name')}</th>
          <th scope="col">{t('columns.user-name')}</th>
          <th scope="col">{t('columns.phone')}</th>
          <th scope="col">{t('columns.email')}</th>
          <th scope="col">{t('columns.roles')}</th>
          <th scope="col">{t('columns.state')}</th>
          <th scope="col" style={NO_WRAP}>
            {t('columns.created')}
          </th>
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
                  aria-label={t('profile.open', { name: member.name || member.userName })}
                  onClick={() => onShowProfile(member)}
                />
              ) : (
                member.name || none
              )}
            </th>
            <td style={BREAK_ANYWHERE}>{member.userName}</td>
            <td style={NO_WRAP}>{phoneOf(member) ?? none}</td>
            <td style={BREAK_ANYWHERE}>{member.email ?? none}</td>
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
            <td style={NO_WRAP}>{formatDateTime(member.creationTime)}</td>
            <td>
              <ButtonGroup variant="minimal">
                {staffActionsFor(member, selfId).map((action) => (
                  <Button
                    key={action}
                    size="small"
                    intent={action === 'freeze' || action === 'remove' ? 'danger' : 'none'}
                    text={label[action]}
                    aria-label={`${label[action]} ${member.name || member.userName}`}
                    onClick={() => onAction(action, member)}
                  />
                ))}
              </ButtonGroup>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
