import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  ChangeContentOfflinePlanStatusDocument,
  ContentOfflinePlanHistoryDocument,
  ContentNewOfflinePlanListDocument,
  ContentOfflinePlanListDocument,
  CreateContentOfflinePlanDocument,
  DeleteContentOfflinePlanDocument,
  MoveContentOfflinePlanDocument,
  SetContentOfflinePlanRulesDocument,
  UpdateContentOfflinePlanDocument,
  type ContentOfflinePlanListQuery,
  type IlsVersion,
} from '../../generated/graphql';
import { libraryListWords } from './components/ContentListPage';
import { PlanListPage } from './plans/PlanListPage';
import { offlinePlanInputOf } from './plans/planForm';

/**
 * /system/manage/content/offlinePlan and /newOfflinePlan (the V4 kind): offline plan templates,
 * numbered sessions of training programs with their rules (issue 18 items 1, 5), in the library's
 * order, searched by code or name, 6 to 24 a page; add, edit, rules, detail, status, moves, history, delete.
 */
const OfflinePlanList = ({ version }: { version: IlsVersion }) => {
  const { t } = useTranslation('content-plans');
  const [created, create] = useMutation(CreateContentOfflinePlanDocument);
  const [updated, update] = useMutation(UpdateContentOfflinePlanDocument);
  const [savingRules, saveRules] = useMutation(SetContentOfflinePlanRulesDocument);
  const title = t(
    version === 'V4' ? 'menu:manage.items.content-new-offline-plan' : 'menu:manage.items.content-offline-plan',
  );
  return (
    <PlanListPage
      operations={{
        list: version === 'V4' ? ContentNewOfflinePlanListDocument : ContentOfflinePlanListDocument,
        pageOf: (data: ContentOfflinePlanListQuery) => data.contentOfflinePlans,
        move: MoveContentOfflinePlanDocument,
        changeStatus: ChangeContentOfflinePlanStatusDocument,
        remove: DeleteContentOfflinePlanDocument,
        history: ContentOfflinePlanHistoryDocument,
        historyOf: (data) => data.contentOfflinePlanHistory,
        variables: { version },
      }}
      words={libraryListWords(t, title)}
      icon="calendar"
      classPlan={false}
      form={{
        busy: created.fetching || updated.fetching,
        save: async (plan, values) => {
          const input = offlinePlanInputOf(values);
          const result = plan ? await update({ version, id: plan.id, input }) : await create({ version, input });
          return !result.error;
        },
      }}
      rules={{
        busy: savingRules.fetching,
        save: async (plan, rules) => !(await saveRules({ version: plan.ilsVersion, id: plan.id, rules })).error,
      }}
    />
  );
};

export const OfflinePlanPage = () => <OfflinePlanList version="V3" />;
export const NewOfflinePlanPage = () => <OfflinePlanList version="V4" />;
