import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { TestLocationListDocument, type TestLocationFieldsFragment } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { AddButton } from '../../shared/ui/AddButton';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { DeleteLocationAlert } from './components/DeleteLocationAlert';
import { LocationFormDialog } from './components/LocationFormDialog';
import { LocationTable } from './components/LocationTable';
import './testLocations.css';
import { EmptyState } from '../../shared/ui/EmptyState';

// Spec 001 §9: the management list asks for 999 at once (a centre has up to 500), so one page.
const LIST_SIZE = 999;

type FormTarget = { location: TestLocationFieldsFragment | null };

/** /system/center/menu/manage/location: the centre's test locations (spec 001 §2, §3). */
export const TestLocationPage = () => {
  const { t } = useTranslation('test-locations');
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: TestLocationListDocument,
    variables: { skipCount: 0, maxResultCount: LIST_SIZE },
    context: NO_ERROR_TOAST,
  });
  const [form, setForm] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<TestLocationFieldsFragment | null>(null);
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const list = data?.testLocations;

  const body = () => {
    if (fetching && !list) return <LoadingState />;
    if (error && !list) {
      return (
        <Callout intent="danger" title={t('list.load-failed')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      );
    }
    if (!list) return null;
    if (list.items.length === 0) {
      return <EmptyState icon="map-marker" title={t('empty.title')} description={t('empty.description')} />;
    }
    return <LocationTable locations={list.items} onEdit={(location) => setForm({ location })} onDelete={setDeleting} />;
  };

  return (
    <Page
      title={t('menu:center.items.location')}
      subtitle={list ? t('list.total', { count: list.totalCount }) : undefined}
      actions={<AddButton text={t('list.add')} onClick={() => setForm({ location: null })} />}
    >
      {body()}
      {form && (
        <LocationFormDialog
          key={form.location?.id ?? 'new'}
          location={form.location}
          onClose={() => setForm(null)}
          onSaved={reload}
        />
      )}
      <DeleteLocationAlert location={deleting} onClose={() => setDeleting(null)} onDeleted={reload} />
    </Page>
  );
};
