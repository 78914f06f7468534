import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../shared/ui/Page';
import { DepositsDrawer } from './DepositsDrawer';
import { EmptyState } from '../../shared/ui/EmptyState';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /system/tenants/deposits?tenantId=<id>: not a spec route. It opens the deposit drawer for one
 * tenant until the tenant lists (which open it in place) reach every tenant (docs/decisions.md).
 */
export const DepositsRoutePage = () => {
  const { t } = useTranslation('deposits');
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId') ?? '';
  const [open, setOpen] = useState(true);
  if (!UUID.test(tenantId)) {
    return (
      <Page title={t('drawer.title')}>
        <EmptyState icon="bank-account" title={t('route.no-tenant')} />
      </Page>
    );
  }
  return (
    <Page
      title={t('drawer.title')}
      actions={<Button icon="bank-account" text={t('route.open')} onClick={() => setOpen(true)} />}
    >
      <DepositsDrawer tenantId={tenantId} isOpen={open} onClose={() => setOpen(false)} />
    </Page>
  );
};
