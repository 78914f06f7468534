import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TestLocationFieldsFragment } from '../../../generated/graphql';
import { formatDate, formatTime } from '../../../shared/i18n/formatDate';

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
    <HTMLTable striped compact className="atrium-table">
      <thead>
        <tr>
          <th>{t('fields.name')}</th>
          <th>{t('fields.email')}</th>
          <th>{t('fields.phone')}</th>
          <th>{t('fields.location')}</th>
          <th>{t('fields.status')}</th>
          <th>{t('fields.creation-time')}</th>
          <th>{t('list.actions')}</th>
        </tr>
      </thead>
      <tbody>
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
              <Button
                size="small"
                variant="minimal"
                icon="edit"
                text={t('list.edit')}
                aria-label={t('list.edit-named', { name: location.name })}
                onClick={() => onEdit(location)}
              />
              <Button
                size="small"
                variant="minimal"
                intent="danger"
                icon="trash"
                text={t('list.delete')}
                aria-label={t('list.delete-named', { name: location.name })}
                onClick={() => onDelete(location)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
