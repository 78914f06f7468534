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
const TAG_GAP = { marginRight: 4 } as const;
// Wide enough for a Chinese role name on one line; an English one may take two.
const ROLES_WIDTH = { minWidth: 84 } as const;
// At 1280 px the eight columns share about 1,000 px: the actions wrap under each other rather
// than push the table past the page.
const WRAPPING_ACTIONS = { flexWrap: 'wrap', minWidth: 150 } as const;
// A request shows the invited address as its name: cut long ones (the tooltip has it all).
const NAME_WIDTH = { maxWidth: 150 } as const;

/** An e-mail address may break before its '@' only, never inside a name or a domain. */
const EmailAddress = ({ email }: { email: string }) => {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
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
                  title={member.name || member.userName}
                  ellipsizeText
                  style={NAME_WIDTH}
                  aria-label={t('profile.open', { name: member.name || member.userName })}
                  onClick={() => onShowProfile(member)}
                />
              ) : (
                member.name || none
              )}
            </th>
            {/* A request to an existing account shows no user name until the person accepts. */}
            {member.isActivated || member.profileEditable ? (
              <td style={NO_WRAP}>{member.userName}</td>
            ) : (
              <td>{t('list.awaiting-acceptance')}</td>
            )}
            <td style={NO_WRAP}>{phoneOf(member) ?? none}</td>
            <td>{member.email ? <EmailAddress email={member.email} /> : none}</td>
            <td style={ROLES_WIDTH}>
              {member.roles.map((role) => (
                <Tag key={role.name} minimal multiline style={TAG_GAP}>
                  {roleLabel(t, role.name, role.displayName)}
                </Tag>
              ))}
            </td>
            <td>
              <StaffStateTag state={member.state} />
            </td>
            <td>{formatDateTime(member.creationTime)}</td>
            <td>
              <ButtonGroup variant="minimal" style={WRAPPING_ACTIONS}>
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
