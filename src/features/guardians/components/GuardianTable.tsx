import { Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GuardianListQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { guardianDetailPath } from '../../../shared/routes/paths';
import { BindingTag } from './BindingTag';
import { formatPhone } from '../formatPhone';

export type GuardianRow = GuardianListQuery['guardians']['items'][number];

/** One page of guardians (spec 000 §2 "Guardian list"): contact, children with their status, date added. */
export const GuardianTable = ({ guardians }: { guardians: GuardianRow[] }) => {
  const { t } = useTranslation('guardians');
  return (
    <HTMLTable striped className="atrium-guardian-table" aria-label={t('list.table')}>
      <thead>
        <tr>
          <th scope="col">{t('field.name')}</th>
          <th scope="col">{t('field.phone')}</th>
          <th scope="col">{t('field.children')}</th>
          <th scope="col">{t('field.created')}</th>
        </tr>
      </thead>
      <tbody>
        {guardians.map((guardian) => (
          <tr key={guardian.id}>
            <td>
              <Link to={guardianDetailPath(guardian.id)}>{guardian.name}</Link>
              {guardian.cancellationTime && (
                <>
                  {' '}
                  <Tag minimal round intent="danger">
                    {t('account.cancelled')}
                  </Tag>
                </>
              )}
            </td>
            <td>{formatPhone(guardian.countryCode, guardian.phoneNumber)}</td>
            <td>
              <ul className="atrium-guardian-children">
                {guardian.children.map((child) => (
                  <li key={child.id}>
                    <span>{child.name || t('child.unnamed')}</span>{' '}
                    <span className={Classes.TEXT_MUTED}>{child.roleDisplayName}</span>{' '}
                    <BindingTag value={child.status} of="status" />
                  </li>
                ))}
              </ul>
            </td>
            <td>{formatDateTime(guardian.creationTime)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
