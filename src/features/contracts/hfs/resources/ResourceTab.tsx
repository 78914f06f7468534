import { Button, HTMLTable, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  DeleteHfsResourceDocument,
  HfsContractResourcesDocument,
  type HfsContractResourceFieldsFragment,
  type HfsResourceType,
} from '../../../../generated/graphql';
import { useErrorToasts } from '../../../../shared/errors/useErrorToasts';
import { LIVE_REFETCH, useCentreEvents } from '../../../../shared/realtime/useCentreEvents';
import { COMMERCIAL_PAGE_SIZE, pageSizeOptions } from '../../../../shared/ui/pageSizes';
import { Pager } from '../../../../shared/ui/Pager';
import { formatOptionalYuan } from '../../../../shared/money/yuan';
import { AddResourcesDialog } from './AddResourcesDialog';
import { BuyPriceRecordsDialog } from './BuyPriceRecordsDialog';
import { EditPriceDialog } from './EditPriceDialog';
import { FlatPriceDialog } from './FlatPriceDialog';
import { CLASS_KINDS, PLATFORMS } from './resourceTypes';
import { kebab } from '../../shared/catalogueKey';
import { ConfirmDeleteAlert } from '../../shared/ConfirmDeleteAlert';
import { RowActionButtons } from '../../shared/RowActionButtons';
import { EmptyState } from '../../../../shared/ui/EmptyState';

type ResourceTabProps = {
  contractId: string;
  tenantId: string;
  type: HfsResourceType;
  /** The contract's state lists addResource / editResource (spec 002 §4). */
  mayAdd: boolean;
  mayEdit: boolean;
};

type RowAction = 'records' | 'edit' | 'delete';

type Open = { kind: 'add' | 'flat' } | { kind: RowAction; resource: HfsContractResourceFieldsFragment };

const ACTION_LABEL: Record<RowAction, string> = {
  records: 'resources.price-records',
  edit: 'resources.edit-price',
  delete: 'actions.delete',
};

const ClassPrices = ({ resource }: { resource: HfsContractResourceFieldsFragment }) => {
  const { t } = useTranslation('contracts');
  const priceOf = (kind: string, platform: string) =>
    resource.prices.find((p) => p.resourceType === kind && p.platform === platform)?.price;
  return (
    <span className="atrium-hfs-class-summary">
      {CLASS_KINDS.map((kind) => (
        <span key={kind}>
          {t(`resources.class.${kebab(kind)}`)}:{' '}
          {PLATFORMS.map((p) => formatOptionalYuan(priceOf(kind, p))).join(' / ')}
        </span>
      ))}
    </span>
  );
};

/** One resource type of a contract: a table of ten a page (6, 12, 18, 24 on offer) with its actions. */
export const ResourceTab = ({ contractId, tenantId, type, mayAdd, mayEdit }: ResourceTabProps) => {
  const { t } = useTranslation('contracts');
  const toasts = useErrorToasts();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(COMMERCIAL_PAGE_SIZE);
  const [open, setOpen] = useState<Open | null>(null);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: HfsContractResourcesDocument,
    variables: { contractId, type, skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
    requestPolicy: 'cache-and-network',
  });
  const reload = () => reexecute(LIVE_REFETCH);
  useCentreEvents({ refetch: reload, refetchOn: (event) => event.type === 'ContractChanged', tenantId });
  const [removing, remove] = useMutation(DeleteHfsResourceDocument);
  const close = () => {
    setOpen(null);
    reload();
  };

  const resources = data?.hfsContractResources;
  // Spec 002 §6: a centre with a parent tenant reads its prices; its parent sets them.
  const prices = resources?.mayEditPrices ?? false;
  const isPlan = type === 'TrainingPlanV2';
  const flat = type === 'OnlinePlanCourse' || type === 'OfflinePlanCourse';
  return (
    <div className="atrium-hfs-resource-tab" data-resource-type={type}>
      {prices && (
        <div className="atrium-contract-toolbar">
          <Button
            icon="add"
            intent="primary"
            disabled={!mayAdd}
            title={mayAdd ? undefined : t('resources.add-disabled')}
            text={t('resources.add')}
            onClick={() => setOpen({ kind: 'add' })}
          />
          {flat && (
            <Button
              icon="changes"
              disabled={!mayEdit}
              text={t('resources.flat')}
              onClick={() => setOpen({ kind: 'flat' })}
            />
          )}
        </div>
      )}
      {!resources && fetching && <Spinner size={24} />}
      {!resources && error && <EmptyState icon="error" title={t('records.load-failed')} />}
      {resources && resources.items.length === 0 && <EmptyState icon="th-list" title={t('resources.empty')} />}
      {resources && resources.items.length > 0 && (
        <HTMLTable compact striped className="atrium-hfs-resources">
          <thead>
            <tr>
              <th>{t('resources.name')}</th>
              <th>{isPlan ? t('resources.class-prices') : t('resources.price')}</th>
              <th>{t('fields.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {resources.items.map((r) => (
              <tr key={r.id} data-resource-id={r.resourceId}>
                <td>{r.resourceName}</td>
                <td className="atrium-number">{isPlan ? <ClassPrices resource={r} /> : formatOptionalYuan(r.price)}</td>
                <RowActionButtons
                  actions={prices && mayEdit ? ['records', 'edit', 'delete'] : ['records']}
                  label={(kind) => t(ACTION_LABEL[kind])}
                  onAction={(kind) => setOpen({ kind, resource: r })}
                />
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {resources && resources.totalCount > Math.min(...pageSizeOptions(pageSize)) && (
        <Pager
          page={page}
          pageSize={pageSize}
          totalCount={resources.totalCount}
          pageSizes={pageSizeOptions(pageSize)}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
      {open?.kind === 'add' && <AddResourcesDialog contractId={contractId} type={type} onClose={close} />}
      {open?.kind === 'flat' && <FlatPriceDialog contractId={contractId} onClose={close} />}
      {open?.kind === 'edit' && <EditPriceDialog resource={open.resource} onClose={close} />}
      {open?.kind === 'records' && <BuyPriceRecordsDialog resource={open.resource} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && (
        <ConfirmDeleteAlert
          busy={removing.fetching}
          onCancel={() => setOpen(null)}
          onConfirm={async () => {
            const result = await remove({ id: open.resource.id });
            if (result.error) return;
            toasts.showSuccess(t('resources.deleted'));
            close();
          }}
        >
          {t('resources.confirm-delete', { name: open.resource.resourceName })}
        </ConfirmDeleteAlert>
      )}
    </div>
  );
};
