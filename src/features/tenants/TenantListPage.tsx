import { Callout, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  SendEmailToTenantDocument,
  TenantListDocument,
  type TenantFieldsFragment,
  type TenantType,
} from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../shared/errors/useErrorToasts';
import { AddButton } from '../../shared/ui/AddButton';
import { Page } from '../../shared/ui/Page';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Pager } from '../../shared/ui/Pager';
import { SearchForm } from '../../shared/ui/SearchForm';
import { ChildInstitutionsDialog } from './components/ChildInstitutionsDialog';
import { ConfirmTenantAlert } from './components/ConfirmTenantAlert';
import { QrLinkDialog } from './components/QrLinkDialog';
import { ReminderAmountDialog } from './components/ReminderAmountDialog';
import type { TenantAction } from './components/TenantActions';
import { TenantFormDialog } from './components/TenantFormDialog';
import { TenantTable } from './components/TenantTable';
import './tenants.css';
import { typeKey } from './tenantForm';
import { EmptyState } from '../../shared/ui/EmptyState';

/** Spec 002 §9: tables in the commercial screens show 10 per page. */
const PAGE_SIZE = 10;

type TenantListPageProps = {
  /** The menu label key (namespace menu) that titles the page. */
  titleKey: string;
  /** The types this list shows and creates. */
  types: readonly TenantType[];
};

type Open =
  | { kind: 'form'; tenant: TenantFieldsFragment | null }
  | { kind: Exclude<TenantAction, 'edit' | 'send-email'>; tenant: TenantFieldsFragment };

/** A list of the tenants the caller manages, of some types, with everything done to them. */
export const TenantListPage = ({ titleKey, types }: TenantListPageProps) => {
  const { t } = useTranslation('tenants');
  const toasts = useErrorToasts();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const [searchText, setSearchText] = useState('');
  const [typeFilter, setTypeFilter] = useState<TenantType | ''>('');
  const [open, setOpen] = useState<Open | null>(null);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: TenantListDocument,
    variables: {
      types: typeFilter ? [typeFilter] : [...types],
      filter: filter || null,
      skipCount: (page - 1) * PAGE_SIZE,
      maxResultCount: PAGE_SIZE,
    },
    context: NO_ERROR_TOAST,
  });
  const [, sendEmail] = useMutation(SendEmailToTenantDocument);
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const list = data?.tenants;

  const handleAction = async (action: TenantAction, tenant: TenantFieldsFragment) => {
    if (action === 'edit') return setOpen({ kind: 'form', tenant });
    if (action === 'send-email') {
      const result = await sendEmail({ tenantId: tenant.id });
      if (result.data) toasts.showSuccess(t('email.sent', { recipient: result.data.sendEmailToTenant }));
      return undefined;
    }
    return setOpen({ kind: action, tenant });
  };

  return (
    <Page
      title={t(`menu:${titleKey}`)}
      subtitle={list ? t('list.total', { count: list.totalCount }) : undefined}
      actions={<AddButton text={t('list.add')} onClick={() => setOpen({ kind: 'form', tenant: null })} />}
    >
      <SearchForm
        className="atrium-tenant-search"
        label={t('list.search')}
        value={searchText}
        onValueChange={setSearchText}
        onSearch={() => {
          setFilter(searchText.trim());
          setPage(1);
        }}
      >
        {types.length > 1 && (
          <HTMLSelect
            aria-label={t('list.type-filter')}
            value={typeFilter}
            onChange={(event) => {
              setTypeFilter(event.currentTarget.value as TenantType | '');
              setPage(1);
            }}
            options={[
              { value: '', label: t('list.all-types') },
              ...types.map((type) => ({ value: type, label: t(typeKey(type)) })),
            ]}
          />
        )}
      </SearchForm>
      {fetching && !list && <LoadingState />}
      {error && !list && (
        <Callout intent="danger" title={t('list.load-failed')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      )}
      {list &&
        list.items.length === 0 &&
        page === 1 &&
        (filter ? (
          <EmptyState icon="search" title={t('empty.search-title')} />
        ) : (
          <EmptyState icon="office" title={t('empty.title')} description={t('empty.description')} />
        ))}
      {list && (list.items.length > 0 || page > 1) && (
        <div aria-busy={fetching}>
          <TenantTable tenants={list.items} onAction={(a, tn) => void handleAction(a, tn)} onChanged={reload} />
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            totalCount={list.totalCount}
            pageSizes={[PAGE_SIZE]}
            onPageChange={setPage}
            onPageSizeChange={() => setPage(1)}
          />
        </div>
      )}
      {open?.kind === 'form' && (
        <TenantFormDialog tenant={open.tenant} types={types} onClose={() => setOpen(null)} onSaved={reload} />
      )}
      {(open?.kind === 'freeze' || open?.kind === 'delete') && (
        <ConfirmTenantAlert kind={open.kind} tenant={open.tenant} onClose={() => setOpen(null)} onDone={reload} />
      )}
      {open?.kind === 'reminder' && (
        <ReminderAmountDialog tenant={open.tenant} onClose={() => setOpen(null)} onSaved={reload} />
      )}
      {open?.kind === 'qr-link' && <QrLinkDialog tenant={open.tenant} onClose={() => setOpen(null)} />}
      {open?.kind === 'children' && <ChildInstitutionsDialog tenant={open.tenant} onClose={() => setOpen(null)} />}
    </Page>
  );
};

/** /system/manage/manage/org: enterprises and their agents (platform admin). */
export const OrgListPage = () => (
  <TenantListPage titleKey="manage.items.manage-org" types={['Enterprise', 'EnterpriseAgent']} />
);

/** /system/manage/manage/area: areas and their agents (platform admin). */
export const AreaListPage = () => <TenantListPage titleKey="manage.items.manage-area" types={['Area', 'AreaAgent']} />;

/** /system/manage/manage/center: centres (platform admin). */
export const CenterListPage = () => <TenantListPage titleKey="manage.items.manage-center" types={['Center']} />;

/** /system/enterprise/manage/center/centerList: the areas and centres below the enterprise. */
export const EnterpriseCenterListPage = () => (
  <TenantListPage titleKey="enterprise.items.center-center-list" types={['Area', 'AreaAgent', 'Center']} />
);

/** /system/area/manage/center/centerList and businessListings: the centres below the area. */
export const AreaCenterListPage = () => (
  <TenantListPage titleKey="enterprise.items.center-center-list" types={['Center']} />
);
export const AreaBusinessListingsPage = () => (
  <TenantListPage titleKey="enterprise.items.center-business-listings" types={['Center']} />
);
