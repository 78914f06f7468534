import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SubjectListDocument } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import type { CentreEvent } from '../../shared/realtime/centreEvents';
import { LIVE_REFETCH, useCentreEvents } from '../../shared/realtime/useCentreEvents';
import { Page } from '../../shared/ui/Page';
import { PagedListView } from '../../shared/ui/PagedListView';
import { CheckInDialog } from './components/CheckInDialog';
import { SubjectSearchForm } from './components/SubjectSearchForm';
import { SubjectTable } from './components/SubjectTable';
import { useCheckInAction } from './hooks/useCheckInAction';
import { useSubjectListParams } from './hooks/useSubjectListParams';

const CHECK_IN_EVENTS = new Set(['CheckedIn', 'CheckedOut']);

// /system/center/menu/user/subject (spec 000 §2 "Subject list (centre)").
export const SubjectListPage = () => {
  const { t } = useTranslation('subjects');
  const { page, pageSize, filter, update } = useSubjectListParams();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: SubjectListDocument,
    variables: { skipCount: (page - 1) * pageSize, maxResultCount: pageSize, filter: filter || null },
    // The failure is shown in place below; a toast would say it twice (a module constant: urql
    // compares the context by identity).
    context: NO_ERROR_TOAST,
  });

  const subjects = data?.subjects;
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const checkInAction = useCheckInAction({ onDone: reload });

  // A child on this page checked in or out elsewhere: its row changes without a reload.
  const concernsThisPage = (event: CentreEvent) =>
    CHECK_IN_EVENTS.has(event.type) && (subjects?.items.some((s) => s.id === event.payload['subjectId']) ?? false);
  useCentreEvents({ refetch: () => reexecute(LIVE_REFETCH), refetchOn: concernsThisPage });

  return (
    <Page title={t('list.title')} subtitle={subjects ? t('list.total', { total: subjects.totalCount }) : undefined}>
      <SubjectSearchForm key={filter} filter={filter} onSearch={(next) => update({ filter: next, page: 1 })} />

      <PagedListView
        list={subjects}
        fetching={fetching}
        error={error}
        page={page}
        pageSize={pageSize}
        onChange={update}
        loadFailedTitle={t('error.title')}
        empty={
          <NonIdealState
            icon="people"
            title={t('empty.title')}
            description={filter ? t('empty.description-filtered', { filter }) : t('empty.description')}
          />
        }
        renderTable={(items) => (
          <SubjectTable
            subjects={items}
            onCheckIn={(subject, direction) => checkInAction.request({ subject, direction })}
          />
        )}
      />
      <CheckInDialog
        target={checkInAction.target}
        open={checkInAction.open}
        busy={checkInAction.busy}
        onConfirm={() => void checkInAction.confirm()}
        onCancel={checkInAction.cancel}
      />
    </Page>
  );
};
