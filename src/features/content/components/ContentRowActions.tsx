import { useTranslation } from 'react-i18next';
import type { ContentStatus } from '../../../generated/graphql';
import { IconRowAction } from '../../../shared/ui/IconRowAction';
import type { ContentTableHandlers } from './ContentListPage';

/** What a row's actions need of a content item of any kind. */
export type ContentRowItem = { canEdit: boolean; canDelete: boolean; nextStatuses: readonly ContentStatus[] };

type ContentRowActionsProps<Item extends ContentRowItem> = Omit<ContentTableHandlers<Item>, 'firstIndex'> & {
  item: Item;
  /** The item's name in the reader's language, for the actions' accessible names. */
  name: string;
  /** The item's place in the whole list (0 first). */
  place: number;
};

/**
 * A content list row's six actions as icon buttons (the column kind mostActions): move up, move
 * down, edit, change status, history, delete; each named with the item ("Move Attention up").
 */
export const ContentRowActions = <Item extends ContentRowItem>({
  item,
  name,
  place,
  totalCount,
  movable,
  busy,
  onEdit,
  onStatus,
  onHistory,
  onMove,
  onDelete,
}: ContentRowActionsProps<Item>) => {
  const { t } = useTranslation('content');
  return (
    <>
      <IconRowAction
        icon="arrow-up"
        text={t('list.move-up')}
        label={t('list.move-up-named', { name })}
        disabled={!movable || busy || !item.canEdit || place === 0}
        onClick={() => onMove(item, place - 1)}
      />
      <IconRowAction
        icon="arrow-down"
        text={t('list.move-down')}
        label={t('list.move-down-named', { name })}
        disabled={!movable || busy || !item.canEdit || place >= totalCount - 1}
        onClick={() => onMove(item, place + 1)}
      />
      <IconRowAction
        icon="edit"
        text={t('list.edit')}
        label={t('list.edit-named', { name })}
        disabled={!item.canEdit}
        onClick={() => onEdit(item)}
      />
      <IconRowAction
        icon="exchange"
        text={t('list.status')}
        label={t('list.status-named', { name })}
        disabled={item.nextStatuses.length === 0}
        onClick={() => onStatus(item)}
      />
      <IconRowAction
        icon="history"
        text={t('list.history')}
        label={t('list.history-named', { name })}
        onClick={() => onHistory(item)}
      />
      <IconRowAction
        intent="danger"
        icon="trash"
        text={t('list.delete')}
        label={t('list.delete-named', { name })}
        disabled={!item.canDelete}
        onClick={() => onDelete(item)}
      />
    </>
  );
};
