import { Button, ProgressBar } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import {
  OrderListDocument,
  OrderTenantTreeDocument,
  ShellMenuDocument,
  type ContractLine,
  type OrderFilter,
  type OrderTenantTreeQuery,
} from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../shared/errors/useErrorToasts';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { Pager } from '../../shared/ui/Pager';
import { NO_FILTER, OrderFilters, type OrderFilterValues } from './components/OrderFilters';
import { OrderTable } from './components/OrderTable';
import { useFileDownload } from '../../shared/http/useFileDownload';
import { COMMERCIAL_PAGE_SIZE, pageSizeOptions } from '../../shared/ui/pageSizes';
import './orders.css';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadFailed } from '../../shared/ui/LoadFailed';

type Area = 'center' | 'manage';

type OrderListPageProps = { line: ContractLine; area: Area };

// The menu labels of the four order screens (spec 002 §2); VRAT reads VCAT with vrat1.showVCAT.
const TITLE: Record<Area, Record<ContractLine, { label: string; vcat?: string }>> = {
  center: {
    hfs: { label: 'menu:center.items.order' },
    vrat: { label: 'menu:center.items.vart-order', vcat: 'menu:center.items.vart-order-vcat' },
  },
  manage: {
    hfs: { label: 'menu:manage.items.hfs-order' },
    vrat: { label: 'menu:manage.items.hfs-vart-order', vcat: 'menu:manage.items.hfs-vart-order-vcat' },
  },
};

type Node = OrderTenantTreeQuery['me']['canChangeList'][number];
type AnyNode = { id: string; displayName: string; children?: AnyNode[] };

/** The tenant tree as select options, indented by depth. */
const flatten = (nodes: readonly AnyNode[], depth = 0): { id: string; label: string }[] =>
  nodes.flatMap((node) => [
    { id: node.id, label: `${'\u00a0\u00a0'.repeat(depth)}${node.displayName}` },
    ...flatten(node.children ?? [], depth + 1),
  ]);

const toFilter = (values: OrderFilterValues): OrderFilter => ({
  ...(values.startTime ? { startTime: values.startTime } : {}),
  ...(values.endTime ? { endTime: values.endTime } : {}),
  ...(values.tenantId ? { tenantId: values.tenantId } : {}),
  ...(values.usageKind ? { usageKind: values.usageKind } : {}),
});

/**
 * The order list of one line (spec 002 §2: centre menu hfs/order and hfs/vartOrder, management
 * hfs/order and hfs/vartOrder): filters, 10 per page, and the Excel export.
 */
export const OrderListPage = ({ line, area }: OrderListPageProps) => {
  const { t } = useTranslation('orders');
  const toasts = useErrorToasts();
  const [filters, setFilters] = useState<OrderFilterValues>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(COMMERCIAL_PAGE_SIZE);
  const [{ data: menu }] = useQuery({ query: ShellMenuDocument });
  const [{ data: tree }] = useQuery({ query: OrderTenantTreeDocument, pause: area !== 'manage' });
  const filter = toFilter(filters);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: OrderListDocument,
    variables: { line, filter, skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
    context: NO_ERROR_TOAST,
  });
  const exporter = useFileDownload({ failed: t('export.failed'), fallbackName: 'orders.xlsx' });
  const title = TITLE[area][line];
  const heading = t(menu?.menu.vcat && title.vcat ? title.vcat : title.label);
  const list = data?.orders;
  const showTenant = area === 'manage' || (menu?.menu.tenantType ?? 'Center') !== 'Center';
  const tenants = area === 'manage' ? flatten((tree?.me.canChangeList ?? []) as Node[]) : [];

  const handleExport = async () => {
    const failure = await exporter.run(
      line === 'hfs'
        ? {
            method: 'GET',
            path: `/api/rocket/hfsOrder/excelDownload?${new URLSearchParams(filter as Record<string, string>).toString()}`,
          }
        : { method: 'POST', path: '/api/vrclassroom/order/orderListExcel', body: filter },
    );
    if (failure) toasts.showError(failure);
  };

  const running = exporter.state.status === 'running';
  const body = () => {
    if (fetching && !list) return <LoadingState />;
    if (error && !list) {
      return (
        <LoadFailed
          title={t('list.load-failed')}
          error={error}
          retryText={t('list.retry')}
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        />
      );
    }
    if (!list || list.totalCount === 0) {
      return <EmptyState icon="th-list" title={t('list.empty')} description={t('list.empty-description')} />;
    }
    return (
      <>
        <OrderTable orders={list.items} label={heading} showTenant={showTenant} />
        <Pager
          page={page}
          pageSize={pageSize}
          totalCount={list.totalCount}
          pageSizes={pageSizeOptions(pageSize)}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </>
    );
  };

  return (
    <Page
      title={heading}
      subtitle={list ? t('list.total', { count: list.totalCount }) : undefined}
      actions={
        <div className="atrium-order-export">
          <Button
            icon="export"
            loading={running}
            disabled={running}
            text={t('export.button')}
            onClick={() => void handleExport()}
          />
          {running && (
            <ProgressBar
              className="atrium-order-export-progress"
              value={exporter.state.status === 'running' ? (exporter.state.progress ?? undefined) : undefined}
              aria-label={t('export.progress')}
            />
          )}
        </div>
      }
    >
      <OrderFilters
        value={filters}
        tenants={tenants}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {body()}
    </Page>
  );
};
