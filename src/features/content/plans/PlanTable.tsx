import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { IconRowAction } from '../../../shared/ui/IconRowAction';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { RowOpenButton } from '../../../shared/ui/RowOpenButton';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import type { ContentListItem, ContentTableHandlers } from '../components/ContentListPage';
import { ContentRowActions } from '../components/ContentRowActions';
import { ContentStatusTag } from '../components/ContentStatusTag';
import { planName } from './planForm';

/** The columns by kind: order, code, name, sessions, status, changed, actions. */
export const PLAN_COLUMN_KINDS = [
  'number',
  'text',
  'text',
  'number',
  'status',
  'dateTime',
  'mostActions',
] as const satisfies readonly ColumnKind[];

type PlanRow = ContentListItem & {
  code: string;
  nameZh: string;
  nameEn: string;
  sessionCount: number;
  lastModificationTime: string;
};

type PlanTableProps<Item extends PlanRow> = {
  items: Item[];
  handlers: ContentTableHandlers<Item>;
  onDetail: (item: Item) => void;
  /** The plan's rules (the seventh action): a template's or a class plan's. */
  onRules?: (item: Item) => void;
};

/** Plan templates or class plans in the library's order; the name opens the plan's sessions. */
export const PlanTable = <Item extends PlanRow>({ items, handlers, onDetail, onRules }: PlanTableProps<Item>) => {
  const { t, i18n } = useTranslation('content-plans');
  const [order, code, name, sessions, status, changed, actions] = PLAN_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('content:fields.sort-order'), kind: order },
    { title: t('fields.code'), kind: code },
    { title: t('list.name'), kind: name },
    { title: t('list.sessions'), kind: sessions },
    { title: t('content:fields.content-status'), kind: status },
    { title: t('content:fields.last-modification-time'), kind: changed },
    { title: t('content:list.actions'), kind: actions },
  ];
  return (
    <ListTable columns={columns}>
      {items.map((item, index) => {
        const shown = planName(item, i18n.language);
        return (
          <tr key={item.id}>
            <td>{item.sortOrder}</td>
            <td>
              <TruncatedText text={item.code} />
            </td>
            <td>
              <RowOpenButton
                text={shown}
                label={t('list.detail-named', { name: shown })}
                onClick={() => onDetail(item)}
              />
            </td>
            <td>{item.sessionCount}</td>
            <td>
              <ContentStatusTag status={item.contentStatus} />
            </td>
            <td>{formatDateTime(item.lastModificationTime)}</td>
            <td>
              {onRules && (
                <IconRowAction
                  icon="properties"
                  text={t('list.rules')}
                  label={t('list.rules-named', { name: shown })}
                  disabled={!item.canEdit}
                  onClick={() => onRules(item)}
                />
              )}
              <ContentRowActions item={item} name={shown} place={handlers.firstIndex + index} {...handlers} />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
};
