import { Checkbox, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ContentClassPlanCategoriesDocument, type GroupType } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { ContentTextField } from '../components/ContentTextField';
import { keyOf } from '../components/contentKeys';
import { useContentForm, useSavedAndClose } from '../components/useContentForm';
import { emptyPlan, planName, planProblems, type PlanFormValues, type PlanProblem } from './planForm';
import { SessionsEditor } from './SessionsEditor';
import './plans.css';

/** The group types a class plan may be for (spec 001 §3 Class/group). */
export const GROUP_TYPES: readonly GroupType[] = [
  'OneToOne',
  'OneToTwo',
  'OneToThree',
  'OneToFour',
  'OneToFive',
  'OneToSix',
  'Class',
];

type PlanFormDialogProps = {
  /** The plan's values to edit, with its name for the title; null to create one. */
  plan: { name: string; values: PlanFormValues } | null;
  /** A class plan also has group types and a category. */
  classPlan: boolean;
  busy: boolean;
  /** Sends the values; answers whether the server took them (a refusal shows as the error toast). */
  save: (values: PlanFormValues) => Promise<boolean>;
  onClose: () => void;
  onSaved: () => void;
};

const id = (name: string) => `atrium-content-plan-${name}`;

/**
 * Create or edit an offline plan template or a class plan: code, names, (class types and category),
 * and its sessions built from the library's programs (a template's also with static activities).
 * Mount it to open it.
 */
export const PlanFormDialog = ({ plan, classPlan, busy, save, onClose, onSaved }: PlanFormDialogProps) => {
  const { t, i18n } = useTranslation('content-plans');
  const form = useContentForm<PlanFormValues, PlanProblem>(
    () => plan?.values ?? emptyPlan(),
    (values) => planProblems(values, classPlan),
    (problem, field) => t(`messages.${problem.key}`, { ...problem.params, field: t(`fields.${keyOf(field)}`) }),
  );
  const { values, set, problemOf } = form;
  const savedAndClose = useSavedAndClose(onSaved, onClose);
  const [{ data: categories }] = useQuery({
    query: ContentClassPlanCategoriesDocument,
    context: NO_ERROR_TOAST,
    pause: !classPlan,
  });
  const required = t('form.required-mark');

  const handleSubmit = async () => {
    if (!form.ready()) return;
    if (!(await save(values))) return;
    savedAndClose(t('form.saved', { name: planName(values, i18n.language) }));
  };

  const text = (field: 'code' | 'nameZh' | 'nameEn') => (
    <ContentTextField
      form={form}
      field={field}
      id={id(keyOf(field))}
      label={t(`fields.${keyOf(field)}`)}
      requiredLabel={required}
    />
  );

  return (
    <FormDialog
      title={
        plan
          ? t('form.edit-title', { name: plan.name })
          : t(classPlan ? 'form.create-class-title' : 'form.create-title')
      }
      icon="calendar"
      busy={busy}
      onClose={onClose}
      onSubmit={handleSubmit}
      className="atrium-plan-dialog"
    >
      <div className="atrium-plan-pair">
        {text('code')}
        {text('nameZh')}
        {text('nameEn')}
      </div>
      {classPlan && (
        <div className="atrium-plan-pair">
          <FormGroup
            label={t('fields.group-types')}
            labelInfo={required}
            intent={problemOf('groupTypes') ? 'danger' : 'none'}
            helperText={problemOf('groupTypes')}
            role="group"
            aria-label={t('fields.group-types')}
          >
            {GROUP_TYPES.map((type) => (
              <Checkbox
                key={type}
                inline
                label={t(`group-types.${keyOf(type)}`)}
                checked={values.groupTypes.includes(type)}
                onChange={(e) =>
                  set(
                    'groupTypes',
                    e.currentTarget.checked
                      ? GROUP_TYPES.filter((g) => g === type || values.groupTypes.includes(g))
                      : values.groupTypes.filter((g) => g !== type),
                  )
                }
              />
            ))}
          </FormGroup>
          <FormGroup
            label={t('fields.category-id')}
            labelFor={id('category')}
            labelInfo={required}
            intent={problemOf('categoryId') ? 'danger' : 'none'}
            helperText={problemOf('categoryId')}
          >
            <HTMLSelect
              id={id('category')}
              fill
              value={values.categoryId}
              onChange={(e) => set('categoryId', e.target.value)}
              options={[
                { value: '', label: t('form.choose-category') },
                ...(categories?.contentClassPlanCategories ?? []).map((c) => ({
                  value: c.id,
                  label: planName(c, i18n.language),
                })),
              ]}
            />
          </FormGroup>
        </div>
      )}
      <SessionsEditor
        sessions={values.sessions}
        staticActivities={classPlan ? undefined : values.staticActivities}
        onChange={(sessions, staticActivities) => {
          set('sessions', sessions);
          set('staticActivities', staticActivities);
        }}
        problem={[problemOf('sessions'), problemOf('staticActivities')].filter(Boolean).join(' ') || undefined}
        staticsFlagged={problemOf('staticActivities') !== undefined}
      />
      <div className="atrium-plan-pair">
        <ContentTextField
          form={form}
          field="sortOrder"
          id={id('sort-order')}
          label={t('fields.sort-order')}
          requiredLabel={t('form.sort-order-help')}
        />
      </div>
    </FormDialog>
  );
};
