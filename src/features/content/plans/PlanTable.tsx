import { useTranslation } from 'react-i18next';
import { IconRowAction } from '../../../shared/ui/IconRowAction';
import { RowOpenButton } from '../../../shared/ui/RowOpenButton';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import type { ContentListItem, ContentTableHandlers } from '../components/ContentListPage';
import { contentColumnKinds, ContentTable } from '../components/ContentTable';
import { planName } from './planForm';

const OWN_KINDS = ['text', 'text', 'number'] as const;
/** The columns by kind: order, code, name, sessions, status, changed, actions. */
export const PLAN_COLUMN_KINDS = contentColumnKinds(OWN_KINDS, true);

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
  onRules: (item: Item) => void;
};

/** Plan templates or class plans in the library's order; the name opens the plan's sessions. */
export const PlanTable = <Item extends PlanRow>({ items, handlers, onDetail, onRules }: PlanTableProps<Item>) => {
  const { t } = useTranslation('content-plans');
  const [code, name, sessions] = OWN_KINDS;
  return (
    <ContentTable
      items={items}
      handlers={handlers}
      nameOf={planName}
      columns={[
        { title: t('fields.code'), kind: code, cell: (item) => <TruncatedText text={item.code} /> },
        {
          title: t('list.name'),
          kind: name,
          cell: (item, shown) => (
            <RowOpenButton
              text={shown}
              label={t('list.detail-named', { name: shown })}
              onClick={() => onDetail(item)}
            />
          ),
        },
        { title: t('list.sessions'), kind: sessions, cell: (item) => item.sessionCount },
      ]}
      changed={(item) => item.lastModificationTime}
      leadingActions={(item, shown) => (
        <IconRowAction
          icon="properties"
          text={t('list.rules')}
          label={t('list.rules-named', { name: shown })}
          disabled={!item.canEdit}
          onClick={() => onRules(item)}
        />
      )}
    />
  );
};
