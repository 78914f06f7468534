import { useState } from 'react';
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
  type ContentOfflinePlanFieldsFragment,
  type ContentOfflinePlanListQuery,
  type IlsVersion,
} from '../../generated/graphql';
import { ContentListPage, libraryListWords } from './components/ContentListPage';
import { keyOf } from './components/contentKeys';
import { PlanDetailDialog } from './plans/PlanDetailDialog';
import { PlanFormDialog } from './plans/PlanFormDialog';
import { PlanRulesDialog } from './plans/PlanRulesDialog';
import { PlanTable } from './plans/PlanTable';
import { offlinePlanInputOf, planFormValuesOf, planName } from './plans/planForm';
import { usePlanHistoryLabels } from './plans/usePlanHistoryLabels';

type Open = { kind: 'rules' | 'detail'; plan: ContentOfflinePlanFieldsFragment } | null;

const OfflinePlanForm = ({
  version,
  plan,
  onClose,
  onSaved,
}: {
  version: IlsVersion;
  plan: ContentOfflinePlanFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { i18n } = useTranslation();
  const [created, create] = useMutation(CreateContentOfflinePlanDocument);
  const [updated, update] = useMutation(UpdateContentOfflinePlanDocument);
  return (
    <PlanFormDialog
      plan={plan ? { name: planName(plan, i18n.language), values: planFormValuesOf(plan) } : null}
      classPlan={false}
      busy={created.fetching || updated.fetching}
      save={async (values) => {
        const input = offlinePlanInputOf(values);
        const result = plan ? await update({ version, id: plan.id, input }) : await create({ version, input });
        return !result.error;
      }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
};

const OfflinePlanRules = ({ plan, onClose }: { plan: ContentOfflinePlanFieldsFragment; onClose: () => void }) => {
  const [saving, saveRules] = useMutation(SetContentOfflinePlanRulesDocument);
  return (
    <PlanRulesDialog
      plan={plan}
      busy={saving.fetching}
      save={async (rules) => !(await saveRules({ version: plan.ilsVersion, id: plan.id, rules })).error}
      onClose={onClose}
      onSaved={onClose}
    />
  );
};

/**
 * /system/manage/content/offlinePlan and /newOfflinePlan (the V4 kind): offline plan templates,
 * numbered sessions of training programs with their rules (issue 18 items 1, 5), in the library's
 * order, searched by code or name, 6 to 24 a page; add, edit, rules, detail, status, moves, history, delete.
 */
const OfflinePlanList = ({ version }: { version: IlsVersion }) => {
  const { t, i18n } = useTranslation('content-plans');
  const [open, setOpen] = useState<Open>(null);
  const labels = usePlanHistoryLabels();
  const title = t(
    version === 'V4' ? 'menu:manage.items.content-new-offline-plan' : 'menu:manage.items.content-offline-plan',
  );
  return (
    <ContentListPage
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
        <OfflinePlanForm key={plan?.id ?? 'new'} version={version} plan={plan} onClose={close} onSaved={saved} />
      )}
      fieldLabel={(field) => t(`fields.${keyOf(field)}`)}
      valueLabel={labels}
    >
      {open?.kind === 'rules' && <OfflinePlanRules plan={open.plan} onClose={() => setOpen(null)} />}
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

export const OfflinePlanPage = () => <OfflinePlanList version="V3" />;
export const NewOfflinePlanPage = () => <OfflinePlanList version="V4" />;
