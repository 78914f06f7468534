import { Button, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { GroupFieldsFragment } from '../../../generated/graphql';
import { stageKey, typeKey } from '../groupForm';

type GroupTableProps = {
  groups: GroupFieldsFragment[];
  onEdit: (group: GroupFieldsFragment) => void;
  onManageChildren: (group: GroupFieldsFragment) => void;
};

export const GroupTable = ({ groups, onEdit, onManageChildren }: GroupTableProps) => {
  const { t } = useTranslation('groups');
  return (
    <HTMLTable striped compact className="atrium-table">
      <thead>
        <tr>
          <th scope="col">{t('fields.name')}</th>
          <th scope="col">{t('fields.type')}</th>
          <th scope="col">{t('fields.age-stage')}</th>
          <th scope="col">{t('fields.capacity')}</th>
          <th scope="col">{t('fields.children')}</th>
          <th scope="col">{t('list.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <tr key={group.id}>
            <th scope="row">{group.name}</th>
            <td>{t(typeKey(group.type))}</td>
            <td>{t(stageKey(group.ageStage))}</td>
            <td>{group.capacity}</td>
            <td title={group.members.map((m) => m.name).join(', ')}>{group.memberCount}</td>
            <td>
              <Button
                size="small"
                variant="minimal"
                icon="edit"
                text={t('list.edit')}
                aria-label={t('list.edit-named', { name: group.name })}
                onClick={() => onEdit(group)}
              />
              <Button
                size="small"
                variant="minimal"
                icon="people"
                text={t('list.manage')}
                aria-label={t('list.manage-named', { name: group.name })}
                onClick={() => onManageChildren(group)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
