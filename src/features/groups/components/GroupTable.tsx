import { useTranslation } from 'react-i18next';
import type { GroupFieldsFragment } from '../../../generated/graphql';
import { ListTable, RowAction } from '../../../shared/ui/ListTable';
import { stageKey, typeKey } from '../groupForm';

type GroupTableProps = {
  groups: GroupFieldsFragment[];
  onEdit: (group: GroupFieldsFragment) => void;
  onManageChildren: (group: GroupFieldsFragment) => void;
};

export const GroupTable = ({ groups, onEdit, onManageChildren }: GroupTableProps) => {
  const { t } = useTranslation('groups');
  return (
    <ListTable
      columns={[
        t('fields.name'),
        t('fields.type'),
        t('fields.age-stage'),
        t('fields.capacity'),
        t('fields.children'),
        t('list.actions'),
      ]}
    >
      {groups.map((group) => (
        <tr key={group.id}>
          <th scope="row">{group.name}</th>
          <td>{t(typeKey(group.type))}</td>
          <td>{t(stageKey(group.ageStage))}</td>
          <td>{group.capacity}</td>
          <td title={group.members.map((m) => m.name).join(', ')}>{group.memberCount}</td>
          <td>
            <RowAction
              icon="edit"
              text={t('list.edit')}
              label={t('list.edit-named', { name: group.name })}
              onClick={() => onEdit(group)}
            />
            <RowAction
              icon="people"
              text={t('list.manage')}
              label={t('list.manage-named', { name: group.name })}
              onClick={() => onManageChildren(group)}
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );
};
