import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TestLocationFieldsFragment } from '../../../generated/graphql';
import { formatDate, formatTime } from '../../../shared/i18n/formatDate';
import { ListTable, RowAction } from '../../../shared/ui/ListTable';

/** Spec 000 §1: the date as the language writes it, then HH:mm. */
const formatDateAndTime = (iso: string, language: string) => `${formatDate(iso, language)} ${formatTime(iso)}`;

type LocationTableProps = {
  locations: TestLocationFieldsFragment[];
  onEdit: (location: TestLocationFieldsFragment) => void;
  onDelete: (location: TestLocationFieldsFragment) => void;
};

export const LocationTable = ({ locations, onEdit, onDelete }: LocationTableProps) => {
  const { t, i18n } = useTranslation('test-locations');
  return (
    <ListTable
      columns={[
        t('fields.name'),
        t('fields.email'),
        t('fields.phone'),
        t('fields.location'),
        t('fields.status'),
        t('fields.creation-time'),
        t('list.actions'),
      ]}
    >
      {locations.map((location) => (
        <tr key={location.id}>
          <td>{location.name}</td>
          <td>{location.email}</td>
          <td>{location.phone ? `+${location.countryCode} ${location.phone}` : ''}</td>
          <td>{location.location}</td>
          <td>
            <Tag minimal intent={location.isEnabled ? 'success' : 'none'}>
              {t(location.isEnabled ? 'status.enabled' : 'status.disabled')}
            </Tag>
          </td>
          <td>{formatDateAndTime(location.creationTime, i18n.language)}</td>
          <td>
            <RowAction
              icon="edit"
              text={t('list.edit')}
              label={t('list.edit-named', { name: location.name })}
              onClick={() => onEdit(location)}
            />
            <RowAction
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
