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
  type ContentClassPlanListQuery,
} from '../../generated/graphql';
import { libraryListWords } from './components/ContentListPage';
import { PlanListPage } from './plans/PlanListPage';
import { classPlanInputOf } from './plans/planForm';

/**
 * /system/manage/content/trainingPlan: class plans (trainingPlanV2, spec 001 §7) for groups of
 * OneToOne … OneToSix or a class, filed by category, with numbered sessions of programs; a
 * group's card shows the plan's name. Rules as a template's (issue 18 item 5); a group's own
 * initDifficulty overrides the starting level.
 */
export const ClassPlanPage = () => {
  const { t } = useTranslation('content-plans');
  const [created, create] = useMutation(CreateContentClassPlanDocument);
  const [updated, update] = useMutation(UpdateContentClassPlanDocument);
  const [savingRules, saveRules] = useMutation(SetContentClassPlanRulesDocument);
  return (
    <PlanListPage
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
      classPlan
      form={{
        busy: created.fetching || updated.fetching,
        save: async (plan, values) => {
          const input = classPlanInputOf(values);
          const result = plan ? await update({ id: plan.id, input }) : await create({ input });
          return !result.error;
        },
      }}
      rules={{
        busy: savingRules.fetching,
        save: async (plan, rules) => !(await saveRules({ id: plan.id, rules })).error,
      }}
    />
  );
};
