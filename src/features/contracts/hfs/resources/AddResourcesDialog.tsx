import { Checkbox, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  AddHfsPlanV2ResourcesDocument,
  AddHfsResourcesDocument,
  HfsAddableResourcesDocument,
  type HfsResourceType,
} from '../../../../generated/graphql';
import { useErrorToasts } from '../../../../shared/errors/useErrorToasts';
import { parseYuan } from '../../../../shared/money/yuan';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import { ClassPriceGrid, parsedClassPrices } from './ClassPriceGrid';
import { classPriceTexts } from './resourceTypes';
import { kebab } from '../../shared/catalogueKey';
import { EmptyState } from '../../../../shared/ui/EmptyState';

// Spec 000 §1: currency is yuan, whatever the language.
const YUAN_SIGN = '¥';

type AddResourcesDialogProps = { contractId: string; type: HfsResourceType; onClose: () => void };

/**
 * Adds what prepareForAdd still offers (spec 002 §7), each at its price (§5: required, at least 0);
 * class plans take one App and one Web price per class kind for all the chosen plans.
 */
export const AddResourcesDialog = ({ contractId, type, onClose }: AddResourcesDialogProps) => {
  const { t } = useTranslation('contracts');
  const toasts = useErrorToasts();
  const [{ data, fetching }] = useQuery({
    query: HfsAddableResourcesDocument,
    variables: { contractId, type },
    requestPolicy: 'network-only',
  });
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [classTexts, setClassTexts] = useState(classPriceTexts());
  const [showProblems, setShowProblems] = useState(false);
  const [addState, add] = useMutation(AddHfsResourcesDocument);
  const [planState, addPlans] = useMutation(AddHfsPlanV2ResourcesDocument);
  const busy = addState.fetching || planState.fetching;
  const isPlan = type === 'TrainingPlanV2';
  const ids = Object.keys(chosen);

  const submit = async () => {
    setShowProblems(true);
    if (ids.length === 0) return;
    if (isPlan) {
      const prices = parsedClassPrices(classTexts);
      if (!prices) return;
      const result = await addPlans({ contractId, resourceIds: ids, prices });
      if (result.error) return;
    } else {
      const resources = ids.map((resourceId) => ({ resourceId, price: parseYuan(chosen[resourceId] ?? '') }));
      if (resources.some((r) => r.price === null)) return;
      const result = await add({
        contractId,
        type,
        resources: resources.map((r) => ({ resourceId: r.resourceId, price: r.price ?? 0 })),
      });
      if (result.error) return;
    }
    toasts.showSuccess(t('resources.added', { count: ids.length }));
    onClose();
  };

  const items = data?.hfsAddableResources;
  return (
    <FormDialog
      title={t('resources.add-title', { type: t(`resources.type.${kebab(type)}`) })}
      icon="add"
      busy={busy}
      cancelText={t('actions.cancel')}
      saveText={t('resources.add')}
      saveDisabled={!items || items.length === 0}
      className={isPlan ? 'atrium-hfs-add-form atrium-hfs-add-form--plan' : 'atrium-hfs-add-form'}
      onClose={onClose}
      onSubmit={submit}
    >
      {!items && fetching && <Spinner size={24} />}
      {items && items.length === 0 && <EmptyState icon="tick" title={t('resources.nothing-to-add')} />}
      {items && items.length > 0 && (
        <HTMLTable compact striped className="atrium-hfs-addable">
          <thead>
            <tr>
              <th>{t('resources.name')}</th>
              {!isPlan && <th>{t('resources.price')}</th>}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const picked = item.resourceId in chosen;
              const text = chosen[item.resourceId] ?? '';
              return (
                <tr key={item.resourceId}>
                  <td>
                    <Checkbox
                      checked={picked}
                      label={
                        item.lessonCount
                          ? t('resources.with-lessons', { name: item.displayName, count: item.lessonCount })
                          : item.displayName
                      }
                      onChange={(e) => {
                        const next = { ...chosen };
                        if (e.currentTarget.checked) next[item.resourceId] = '';
                        else delete next[item.resourceId];
                        setChosen(next);
                      }}
                    />
                  </td>
                  {!isPlan && (
                    <td>
                      <InputGroup
                        size="small"
                        inputMode="decimal"
                        disabled={!picked}
                        aria-label={t('resources.price-of', { name: item.displayName })}
                        leftElement={<span className="atrium-money-prefix">{YUAN_SIGN}</span>}
                        intent={picked && showProblems && parseYuan(text) === null ? 'danger' : 'none'}
                        value={text}
                        onValueChange={(value) => setChosen({ ...chosen, [item.resourceId]: value })}
                      />
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      {isPlan && items && items.length > 0 && (
        <ClassPriceGrid texts={classTexts} onChange={setClassTexts} showProblems={showProblems} />
      )}
      {showProblems && ids.length === 0 && <p className="atrium-hfs-problem">{t('resources.choose-one')}</p>}
      {showProblems && ids.length > 0 && <p className="atrium-hfs-help">{t('resources.price-rule')}</p>}
    </FormDialog>
  );
};
