import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TestLocationFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { IconRowAction } from '../../../shared/ui/IconRowAction';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';

type LocationTableProps = {
  locations: TestLocationFieldsFragment[];
  onEdit: (location: TestLocationFieldsFragment) => void;
  onDelete: (location: TestLocationFieldsFragment) => void;
};

/** The columns by kind (columnWidths.ts): name, e-mail, phone, address, status, created, actions. */
export const LOCATION_COLUMN_KINDS = [
  'text',
  'text',
  'phone',
  'text',
  'status',
  'dateTime',
  'actions',
] as const satisfies readonly ColumnKind[];

export const LocationTable = ({ locations, onEdit, onDelete }: LocationTableProps) => {
  const { t } = useTranslation('test-locations');
  const [name, email, phone, address, status, created, actions] = LOCATION_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('fields.name'), kind: name },
    { title: t('fields.email'), kind: email },
    { title: t('fields.phone'), kind: phone },
    { title: t('fields.location'), kind: address },
    { title: t('fields.status'), kind: status },
    { title: t('fields.creation-time'), kind: created },
    { title: t('list.actions'), kind: actions },
  ];
  return (
    <ListTable columns={columns}>
      {locations.map((location) => (
        <tr key={location.id}>
          <td>
            <TruncatedText text={location.name} />
          </td>
          <td>
            <TruncatedText text={location.email ?? ''} />
          </td>
          <td>{location.phone ? `+${location.countryCode} ${location.phone}` : ''}</td>
          <td>
            <TruncatedText text={location.location ?? ''} />
          </td>
          <td>
            <Tag minimal intent={location.isEnabled ? 'success' : 'none'}>
              {t(location.isEnabled ? 'status.enabled' : 'status.disabled')}
            </Tag>
          </td>
          <td>{formatDateTime(location.creationTime)}</td>
          <td>
            <IconRowAction
              icon="edit"
              text={t('list.edit')}
              label={t('list.edit-named', { name: location.name })}
              onClick={() => onEdit(location)}
            />
            <IconRowAction
              intent="danger"
              icon="trash"
              text={t('list.delete')}
              label={t('list.delete-named', { name: location.name })}
              onClick={() => onDelete(location)}
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );
};
