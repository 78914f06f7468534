import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupClassDetailPath } from '../../../shared/routes/paths';
import type { GroupFieldsFragment } from '../../../generated/graphql';
import { IconRowAction } from '../../../shared/ui/IconRowAction';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { stageKey, typeKey } from '../groupForm';

type GroupTableProps = {
  groups: GroupFieldsFragment[];
  onEdit: (group: GroupFieldsFragment) => void;
  onManageChildren: (group: GroupFieldsFragment) => void;
};

/** The columns by kind (columnWidths.ts): name, type, age stage, capacity, children, actions. */
export const GROUP_COLUMN_KINDS = [
  'text',
  'label',
  'label',
  'number',
  'number',
  'actions',
] as const satisfies readonly ColumnKind[];

export const GroupTable = ({ groups, onEdit, onManageChildren }: GroupTableProps) => {
  const { t } = useTranslation('groups');
  const [name, type, stage, capacity, children, actions] = GROUP_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('fields.name'), kind: name },
    { title: t('fields.type'), kind: type },
    { title: t('fields.age-stage'), kind: stage },
    { title: t('fields.capacity'), kind: capacity },
    { title: t('fields.children'), kind: children },
    { title: t('list.actions'), kind: actions },
  ];
  return (
    <ListTable columns={columns}>
      {groups.map((group) => (
        <tr key={group.id}>
          <th scope="row">
            {/* The class's detail page: its group plan, classes and attendance. */}
            <Link to={groupClassDetailPath(group.id)}>
              <TruncatedText text={group.name} />
            </Link>
          </th>
          <td>
            <TruncatedText text={t(typeKey(group.type))} />
          </td>
          <td>
            <TruncatedText text={t(stageKey(group.ageStage))} />
          </td>
          <td>{group.capacity}</td>
          <td title={group.members.map((m) => m.name).join(', ')}>{group.memberCount}</td>
          <td>
            <IconRowAction
              icon="edit"
              text={t('list.edit')}
              label={t('list.edit-named', { name: group.name })}
              onClick={() => onEdit(group)}
            />
            <IconRowAction
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
