import { Checkbox, FormGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { HfsContractResourcesDocument, SetHfsResourcePricesDocument } from '../../../../generated/graphql';
import { useErrorToasts } from '../../../../shared/errors/useErrorToasts';
import { parseYuan } from '../../../../shared/money/yuan';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import { MoneyField } from '../../shared/MoneyField';
import { kebab } from '../../shared/catalogueKey';

type Kind = 'OnlinePlanCourse' | 'OfflinePlanCourse';
const KINDS: readonly Kind[] = ['OnlinePlanCourse', 'OfflinePlanCourse'];

const useAll = (contractId: string, type: Kind) =>
  useQuery({
    query: HfsContractResourcesDocument,
    variables: { contractId, type, skipCount: 0, maxResultCount: 999 },
    requestPolicy: 'network-only',
  })[0];

/**
 * Spec 002 §5 flat price update: an online and an offline flat price, both required, and a required
 * selection of the contract's plan courses; each chosen course takes its kind's flat price.
 */
export const FlatPriceDialog = ({ contractId, onClose }: { contractId: string; onClose: () => void }) => {
  const { t } = useTranslation('contracts');
  const toasts = useErrorToasts();
  const lists = {
    OnlinePlanCourse: useAll(contractId, 'OnlinePlanCourse'),
    OfflinePlanCourse: useAll(contractId, 'OfflinePlanCourse'),
  };
  const [texts, setTexts] = useState<Record<Kind, string>>({ OnlinePlanCourse: '', OfflinePlanCourse: '' });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [showProblems, setShowProblems] = useState(false);
  const [state, save] = useMutation(SetHfsResourcePricesDocument);
  const prices = {
    OnlinePlanCourse: parseYuan(texts.OnlinePlanCourse),
    OfflinePlanCourse: parseYuan(texts.OfflinePlanCourse),
  };

  const submit = async () => {
    setShowProblems(true);
    if (chosen.size === 0 || prices.OnlinePlanCourse === null || prices.OfflinePlanCourse === null) return;
    const resources = KINDS.flatMap((kind) =>
      (lists[kind].data?.hfsContractResources.items ?? [])
        .filter((r) => chosen.has(r.id))
        .map((r) => ({ contractId, id: r.id, price: prices[kind] ?? 0 })),
    );
    const result = await save({ resources });
    if (result.error) return;
    toasts.showSuccess(t('resources.flat-saved', { count: resources.length }));
    onClose();
  };

  return (
    <FormDialog
      title={t('resources.flat-title')}
      icon="changes"
      busy={state.fetching}
      cancelText={t('actions.cancel')}
      saveText={t('actions.save')}
      className="atrium-hfs-class-price-form"
      onClose={onClose}
      onSubmit={submit}
    >
      {KINDS.map((kind) => {
        const items = lists[kind].data?.hfsContractResources.items;
        return (
          <div key={kind} className="atrium-hfs-flat-kind">
            <MoneyField
              id={`atrium-hfs-flat-${kind}`}
              label={t(`resources.flat-price.${kebab(kind)}`)}
              value={texts[kind]}
              onChange={(value) => setTexts({ ...texts, [kind]: value })}
              problem={showProblems && prices[kind] === null ? t('resources.price-rule') : undefined}
            />
            <FormGroup label={t(`resources.type.${kebab(kind)}`)}>
              {!items && <Spinner size={16} />}
              {items?.length === 0 && <span className="atrium-hfs-help">{t('resources.none-of-type')}</span>}
              {items?.map((r) => (
                <Checkbox
                  key={r.id}
                  label={r.resourceName}
                  checked={chosen.has(r.id)}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.currentTarget.checked) next.add(r.id);
                    else next.delete(r.id);
                    setChosen(next);
                  }}
                />
              ))}
            </FormGroup>
          </div>
        );
      })}
      {showProblems && chosen.size === 0 && <p className="atrium-hfs-problem">{t('resources.choose-one')}</p>}
    </FormDialog>
  );
};
