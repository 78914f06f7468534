import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyVariables } from 'urql';
import type { ContentPlanRulesFieldsFragment, ContentPlanSessionFieldsFragment } from '../../../generated/graphql';
import type { PlanRules } from '../../../../forms/plan-rules';
import { ContentListPage, type ContentListItem, type ContentListPageProps } from '../components/ContentListPage';
import { keyOf } from '../components/contentKeys';
import { PlanDetailDialog } from './PlanDetailDialog';
import { PlanFormDialog } from './PlanFormDialog';
import { PlanRulesDialog } from './PlanRulesDialog';
import { PlanTable } from './PlanTable';
import { planFormValuesOf, planName, type PlanFormValues } from './planForm';
import { usePlanHistoryLabels } from './usePlanHistoryLabels';

/** What an offline plan template and a class plan both have, for the list and its dialogs. */
export type PlanListItem = ContentListItem &
  Parameters<typeof planFormValuesOf>[0] & {
    sessionCount: number;
    lastModificationTime: string;
    sessions: readonly ContentPlanSessionFieldsFragment[];
    rules: ContentPlanRulesFieldsFragment;
  };

/** A kind's own save: its mutation's state and the send, true when the server took it. */
type KindSave<Item, Value> = { busy: boolean; save: (item: Item, value: Value) => Promise<boolean> };

type PlanListPageProps<
  Item extends PlanListItem,
  Data,
  History,
  Extra extends AnyVariables,
  ListExtra extends object,
> = Pick<ContentListPageProps<Item, Data, History, Extra, ListExtra>, 'operations' | 'words' | 'icon'> & {
  /** A class plan's form also has group types and a category. */
  classPlan: boolean;
  /** Creates (item null) or updates a plan from the form's values. */
  form: KindSave<Item | null, PlanFormValues>;
  rules: KindSave<Item, PlanRules>;
};

type Open<Item> = { kind: 'rules' | 'detail'; plan: Item } | null;

/** What the detail shows of a plan: read from the list's latest load, which a save refreshes. */
const detailOf = (plan: PlanListItem, language: string) => ({
  name: planName(plan, language),
  sessions: plan.sessions,
  rules: plan.rules,
});

/**
 * The list page of offline plan templates and of class plans: the plan table with its rules
 * action, the plan form, the rules dialog and the detail; each kind brings its operations and its
 * mutations.
 */
export const PlanListPage = <
  Item extends PlanListItem,
  Data,
  History,
  Extra extends AnyVariables,
  ListExtra extends object = object,
>({
  operations,
  words,
  icon,
  classPlan,
  form,
  rules,
}: PlanListPageProps<Item, Data, History, Extra, ListExtra>) => {
  const { t, i18n } = useTranslation('content-plans');
  const [open, setOpen] = useState<Open<Item>>(null);
  const labels = usePlanHistoryLabels();
  const close = () => setOpen(null);
  return (
    <ContentListPage
      operations={operations}
      words={words}
      icon={icon}
      nameOf={planName}
      renderTable={(items, handlers) => (
        <PlanTable
          items={items}
          handlers={handlers}
          onDetail={(plan) => setOpen({ kind: 'detail', plan })}
          onRules={(plan) => setOpen({ kind: 'rules', plan })}
        />
      )}
      renderForm={(plan, closeForm, saved) => (
        <PlanFormDialog
          key={plan?.id ?? 'new'}
          plan={plan ? { name: planName(plan, i18n.language), values: planFormValuesOf(plan) } : null}
          classPlan={classPlan}
          busy={form.busy}
          save={(values) => form.save(plan, values)}
          onClose={closeForm}
          onSaved={saved}
        />
      )}
      fieldLabel={(field) => t(`fields.${keyOf(field)}`)}
      valueLabel={labels}
    >
      {(items, reload) => (
        <>
          {open?.kind === 'rules' && (
            // The rules dialog keeps the version it opened on, so a change saved meanwhile by
            // someone else is refused rather than overwritten.
            <PlanRulesDialog
              plan={open.plan}
              busy={rules.busy}
              save={(value) => rules.save(open.plan, value)}
              onClose={close}
              onSaved={() => {
                close();
                reload();
              }}
            />
          )}
          {open?.kind === 'detail' && (
            <PlanDetailDialog
              {...detailOf(items.find((item) => item.id === open.plan.id) ?? open.plan, i18n.language)}
              onClose={close}
            />
          )}
        </>
      )}
    </ContentListPage>
  );
};
