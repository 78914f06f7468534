import { Button, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bindingAllows, type SubjectBinding } from '../../../../machines/subject-binding.machine';
import type { GuardianDetailFieldsFragment } from '../../../generated/graphql';
import { formatDate, formatDateTime } from '../../../shared/i18n/formatDate';
import { genderLabel } from '../../../shared/i18n/genderLabel';
import { subjectDetailPath } from '../../../shared/routes/paths';
import { BindingTag } from './BindingTag';

export type GuardianChild = GuardianDetailFieldsFragment['children'][number];

/** The child's binding as the machine reads it: its status and every guardian's link. */
export const bindingOf = (child: GuardianChild): SubjectBinding => ({
  status: child.status === 'Unbind' || child.status === 'Logout' ? child.status : 'Bind',
  links: Object.fromEntries(child.links.map((l) => [l.guardianId, l.state === 'Bind' ? 'Bind' : 'Unbind'])),
  cancelled: child.links.filter((l) => l.cancelled).map((l) => l.guardianId),
});

type GuardianChildrenTableProps = {
  guardianId: string;
  items: GuardianChild[];
  onWithdraw: (child: GuardianChild) => void;
  onAuthorize: (child: GuardianChild) => void;
};

/** The guardian's children, each link's state and date, and only the actions the machine allows. */
export const GuardianChildrenTable = ({ guardianId, items, onWithdraw, onAuthorize }: GuardianChildrenTableProps) => {
  const { t, i18n } = useTranslation('guardians');
  return (
    <HTMLTable striped className="atrium-guardian-table" aria-label={t('detail.children')}>
      <thead>
        <tr>
          <th scope="col">{t('field.child')}</th>
          <th scope="col">{t('field.role')}</th>
          <th scope="col">{t('field.birthday')}</th>
          <th scope="col">{t('field.status')}</th>
          <th scope="col">{t('field.link')}</th>
          <th scope="col">{t('field.changed')}</th>
          <th scope="col">{t('field.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((child) => {
          const binding = bindingOf(child);
          return (
            <tr key={child.id}>
              <td>
                <Link to={subjectDetailPath(child.id)}>
                  {child.name || child.outpatientNumber || t('child.unnamed')}
                </Link>
                <div>{genderLabel(t, child.gender)}</div>
              </td>
              <td>{child.roleDisplayName}</td>
              <td>{formatDate(child.birthDay, i18n.language)}</td>
              <td>
                <BindingTag value={child.status} of="status" />
              </td>
              <td>
                <BindingTag value={child.state} of="link" />
              </td>
              <td>{formatDateTime(child.changedAt)}</td>
              <td>
                {bindingAllows(binding, { type: 'binding.withdraw', guardianId }) && (
                  <Button size="small" intent="warning" text={t('detail.withdraw')} onClick={() => onWithdraw(child)} />
                )}
                {bindingAllows(binding, { type: 'binding.authorize', guardianId }) && (
                  <Button
                    size="small"
                    intent="success"
                    text={t('detail.authorize')}
                    onClick={() => onAuthorize(child)}
                  />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
};
