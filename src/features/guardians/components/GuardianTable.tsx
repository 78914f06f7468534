import { Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GuardianListQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { guardianDetailPath } from '../../../shared/routes/paths';
import { FIXED_TABLE, ListColumnWidths } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { BindingTag } from './BindingTag';
import { formatPhone } from '../formatPhone';
import './guardianTable.css';

export type GuardianRow = GuardianListQuery['guardians']['items'][number];

/**
 * The columns by kind (columnWidths.ts): name (with its cancelled tag), phone, children (one line
 * each, one under the other), added. The name opens the guardian: the list has no other actions.
 */
export const GUARDIAN_COLUMN_KINDS: readonly ColumnKind[] = ['text', 'phone', 'text', 'dateTime'];

const KNOWN_STATUS = new Set(['Bind', 'Unbind', 'Logout']);

/** One page of guardians (spec 000 §2 "Guardian list"): contact, children with their status, date added. */
export const GuardianTable = ({ guardians }: { guardians: GuardianRow[] }) => {
  const { t } = useTranslation('guardians');
  // What a child's line says, in words: the whole of it is the title when the column cuts it.
  const childText = (child: GuardianRow['children'][number]) =>
    [
      child.name || t('child.unnamed'),
      child.roleDisplayName,
      KNOWN_STATUS.has(child.status) ? t(`status.${child.status.toLowerCase()}`) : child.status,
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <HTMLTable striped className={`atrium-table atrium-guardian-table ${FIXED_TABLE}`} aria-label={t('list.table')}>
      <ListColumnWidths kinds={GUARDIAN_COLUMN_KINDS} />
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
              <span className="atrium-guardian-name">
                <TruncatedText text={guardian.name}>
                  <Link to={guardianDetailPath(guardian.id)}>{guardian.name}</Link>
                </TruncatedText>
                {guardian.cancellationTime && (
                  <Tag minimal round intent="danger">
                    {t('account.cancelled')}
                  </Tag>
                )}
              </span>
            </td>
            <td>{formatPhone(guardian.countryCode, guardian.phoneNumber)}</td>
            <td>
              <ul className="atrium-guardian-children">
                {guardian.children.map((child) => (
                  <li key={child.id}>
                    <TruncatedText text={childText(child)}>
                      <span>{child.name || t('child.unnamed')}</span>{' '}
                      <span className={Classes.TEXT_MUTED}>{child.roleDisplayName}</span>{' '}
                      <BindingTag value={child.status} of="status" />
                    </TruncatedText>
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
