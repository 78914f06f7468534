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
  UpdateContentClassPlanDocument,
  type ContentClassPlanFieldsFragment,
  type ContentClassPlanListQuery,
} from '../../generated/graphql';
import { ContentListPage, libraryListWords } from './components/ContentListPage';
import { keyOf } from './components/contentKeys';
import { PlanDetailDialog } from './plans/PlanDetailDialog';
import { PlanFormDialog } from './plans/PlanFormDialog';
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

/**
 * /system/manage/content/trainingPlan: class plans (trainingPlanV2, spec 001 §7) for groups of
 * OneToOne … OneToSix or a class, filed by category, with numbered sessions of programs; a
 * group's card shows the plan's name.
 */
export const ClassPlanPage = () => {
  const { t, i18n } = useTranslation('content-plans');
  const [detail, setDetail] = useState<ContentClassPlanFieldsFragment | null>(null);
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
      renderTable={(items, handlers) => <PlanTable items={items} handlers={handlers} onDetail={setDetail} />}
      renderForm={(plan, close, saved) => (
        <ClassPlanForm key={plan?.id ?? 'new'} plan={plan} onClose={close} onSaved={saved} />
      )}
      fieldLabel={(field) => t(`fields.${keyOf(field)}`)}
      valueLabel={labels}
    >
      {detail && (
        <PlanDetailDialog
          name={planName(detail, i18n.language)}
          sessions={detail.sessions}
          rules={null}
          onClose={() => setDetail(null)}
        />
      )}
    </ContentListPage>
  );
};
