import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { GuardianListDocument } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../shared/ui/PagedList';
import { AddGuardianDialog } from './components/AddGuardianDialog';
import { GuardianTable } from './components/GuardianTable';
import { useGuardianListParams } from './hooks/useGuardianListParams';
import { guardianDetailPath } from '../../shared/routes/paths';
import './guardians.css';

// /system/center/menu/user/user (spec 000 §2 "Guardian list"; only with the guardian feature,
// which the menu and the route guard check, and the server again).
export const GuardianListPage = () => {
  const { t } = useTranslation('guardians');
  const navigate = useNavigate();
  const { page, pageSize, filter, update } = useGuardianListParams();
  const [draft, setDraft] = useState(filter);
  const [adding, setAdding] = useState(false);
  const [{ data, fetching, error }] = useQuery({
    query: GuardianListDocument,
    variables: { skipCount: (page - 1) * pageSize, maxResultCount: pageSize, filter: filter || null },
    // Shown in place below; a toast would say it twice.
    context: NO_ERROR_TOAST,
    // A guardian added or changed on another page shows when coming back.
    requestPolicy: 'cache-and-network',
  });
  const guardians = data?.guardians;

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ filter: draft, page: 1 });
  };

  return (
    <Page
      title={t('list.title')}
      subtitle={guardians ? t('list.total', { count: guardians.totalCount }) : undefined}
      actions={<Button intent="primary" icon="new-person" text={t('list.add')} onClick={() => setAdding(true)} />}
    >
      <form
        role="search"
        aria-label={t('list.search-region')}
        className="atrium-guardian-search"
        onSubmit={handleSearch}
      >
        <FormGroup label={t('list.search-label')} labelFor="atrium-guardian-filter" inline>
          <InputGroup
            id="atrium-guardian-filter"
            type="search"
            leftIcon="search"
            placeholder={t('list.search-placeholder')}
            value={draft}
            onValueChange={setDraft}
          />
        </FormGroup>
        <Button type="submit" text={t('list.search')} />
      </form>
      <PagedList
        query={{ list: guardians, fetching, error }}
        paging={{ page, pageSize, update }}
        loadFailedTitle={t('list.load-failed')}
        empty={{
          icon: 'people',
          title: t('list.empty-title'),
          description: filter ? t('list.empty-filtered', { filter }) : t('list.empty'),
        }}
        renderTable={(items) => <GuardianTable guardians={items} />}
      />
      <AddGuardianDialog
        isOpen={adding}
        onClose={() => setAdding(false)}
        onAdded={(id) => {
          setAdding(false);
          void navigate(guardianDetailPath(id));
        }}
      />
    </Page>
  );
};
