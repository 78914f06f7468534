import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  ChangeContentClassPlanStatusDocument,
  ContentClassPlanHistoryDocument,
  ContentClassPlanListDocument,
  CreateContentClassPlanDocument,
  DeleteContentClassPlanDocument,
  MoveContentClassPlanDocument,
  SetContentClassPlanRulesDocument,
  UpdateContentClassPlanDocument,
  type ContentClassPlanFieldsFragment,
  type ContentClassPlanListQuery,
} from '../../generated/graphql';
import { ContentListPage, libraryListWords } from './components/ContentListPage';
import { keyOf } from './components/contentKeys';
import { PlanDetailDialog } from './plans/PlanDetailDialog';
import { PlanFormDialog } from './plans/PlanFormDialog';
import { PlanRulesDialog } from './plans/PlanRulesDialog';
import { PlanTable } from './plans/PlanTable';
import { classPlanInputOf, planFormValuesOf, planName } from './plans/planForm';
import { usePlanHistoryLabels } from './plans/usePlanHistoryLabels';

const ClassPlanForm = ({
  plan,
  onClose,
  onSaved,
}: {
  plan: ContentClassPlanFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { i18n } = useTranslation();
  const [created, create] = useMutation(CreateContentClassPlanDocument);
  const [updated, update] = useMutation(UpdateContentClassPlanDocument);
  return (
    <PlanFormDialog
      plan={plan ? { name: planName(plan, i18n.language), values: planFormValuesOf(plan) } : null}
      classPlan
      busy={created.fetching || updated.fetching}
      save={async (values) => {
        const input = classPlanInputOf(values);
        const result = plan ? await update({ id: plan.id, input }) : await create({ input });
        return !result.error;
      }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
};

type Open = { kind: 'rules' | 'detail'; plan: ContentClassPlanFieldsFragment } | null;

const ClassPlanRules = ({ plan, onClose }: { plan: ContentClassPlanFieldsFragment; onClose: () => void }) => {
  const [saving, saveRules] = useMutation(SetContentClassPlanRulesDocument);
  return (
    <PlanRulesDialog
      plan={plan}
      busy={saving.fetching}
      save={async (rules) => !(await saveRules({ id: plan.id, rules })).error}
      onClose={onClose}
      onSaved={onClose}
    />
  );
};

/**
 * /system/manage/content/trainingPlan: class plans (trainingPlanV2, spec 001 §7) for groups of
 * OneToOne … OneToSix or a class, filed by category, with numbered sessions of programs; a
 * group's card shows the plan's name. Rules as a template's (issue 18 item 5); a group's own
 * initDifficulty overrides the starting level.
 */
export const ClassPlanPage = () => {
  const { t, i18n } = useTranslation('content-plans');
  const [open, setOpen] = useState<Open>(null);
  const labels = usePlanHistoryLabels();
  return (
    <ContentListPage
      operations={{
        list: ContentClassPlanListDocument,
        pageOf: (data: ContentClassPlanListQuery) => data.contentClassPlans,
        move: MoveContentClassPlanDocument,
        changeStatus: ChangeContentClassPlanStatusDocument,
        remove: DeleteContentClassPlanDocument,
        history: ContentClassPlanHistoryDocument,
        historyOf: (data) => data.contentClassPlanHistory,
        variables: {},
      }}
      words={libraryListWords(t, t('menu:manage.items.content-training-plan'))}
      icon="people"
      nameOf={planName}
      renderTable={(items, handlers) => (
        <PlanTable
          items={items}
          handlers={handlers}
          onDetail={(plan) => setOpen({ kind: 'detail', plan })}
          onRules={(plan) => setOpen({ kind: 'rules', plan })}
        />
      )}
      renderForm={(plan, close, saved) => (
        <ClassPlanForm key={plan?.id ?? 'new'} plan={plan} onClose={close} onSaved={saved} />
      )}
      fieldLabel={(field) => t(`fields.${keyOf(field)}`)}
      valueLabel={labels}
    >
      {open?.kind === 'rules' && <ClassPlanRules plan={open.plan} onClose={() => setOpen(null)} />}
      {open?.kind === 'detail' && (
        <PlanDetailDialog
          name={planName(open.plan, i18n.language)}
          sessions={open.plan.sessions}
          rules={open.plan.rules}
          onClose={() => setOpen(null)}
        />
      )}
    </ContentListPage>
  );
};
