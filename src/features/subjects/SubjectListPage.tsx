import { Button } from '@blueprintjs/core';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SubjectListDocument, type SubjectRowFragment } from '../../generated/graphql';
import { usePermissions } from '../../shared/auth/usePermissions';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import type { CentreEvent } from '../../shared/realtime/centreEvents';
import { LIVE_REFETCH, useCentreEvents } from '../../shared/realtime/useCentreEvents';
import { Page } from '../../shared/ui/Page';
import { PagedListView } from '../../shared/ui/PagedListView';
import { AddSubjectDialog } from './components/AddSubjectDialog';
import { AssignCoachesDialog } from './components/AssignCoachesDialog';
import { CheckInDialog } from './components/CheckInDialog';
import { EditRemarkDialog } from './components/EditRemarkDialog';
import { SubjectSearchForm } from './components/SubjectSearchForm';
import { SubjectTable } from './components/SubjectTable';
import type { SubjectRowAction } from './components/SubjectRowMenu';
import { useCheckInAction } from './hooks/useCheckInAction';
import { filterVariables, hasFilters, useSubjectListParams } from './hooks/useSubjectListParams';
import { EmptyState } from '../../shared/ui/EmptyState';

const ROW_EVENTS = new Set<CentreEvent['type']>(['CheckedIn', 'CheckedOut', 'SubjectChanged']);

type AddFlow = { variant: 'subject' } | { variant: 'child'; subject: SubjectRowFragment };

type SubjectListPageProps = {
  /** The add-test form (spec 000 §2), handed in by the app shell: it belongs to the VRAT feature. */
  AddTestDialog?: ComponentType<{ subject: { id: string; name: string } | null; onClose: () => void }>;
  /** "Start music" (spec 000 §4), handed in by the app shell: it belongs to the music feature. */
  StartMusicDialog?: ComponentType<{ subject: SubjectRowFragment | null; onClose: () => void }>;
};

// /system/center/menu/user/subject (spec 000 §2 "Subject list (centre)").
export const SubjectListPage = ({ AddTestDialog, StartMusicDialog }: SubjectListPageProps = {}) => {
  const { t } = useTranslation('subjects');
  const { page, pageSize, filters, update } = useSubjectListParams();
  const permissions = usePermissions();
  // A child on this page changed elsewhere, or a child was added: the page follows. Its first
  // read waits for the stream to be live, so that the stream's first marker reloads nothing.
  const live = useCentreEvents({
    refetch: () => reexecute(LIVE_REFETCH),
    refetchOn: (event) => concernsThisPage(event),
    deferRead: true,
  });
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: SubjectListDocument,
    variables: { skipCount: (page - 1) * pageSize, maxResultCount: pageSize, ...filterVariables(filters) },
    // The failure is shown in place below; a toast would say it twice (a module constant: urql
    // compares the context by identity).
    context: NO_ERROR_TOAST,
    pause: !live.ready,
  });
  const [remarkOf, setRemarkOf] = useState<SubjectRowFragment | null>(null);
  const [coachesOf, setCoachesOf] = useState<SubjectRowFragment | null>(null);
  const [addFlow, setAddFlow] = useState<AddFlow | null>(null);
  const [testOf, setTestOf] = useState<SubjectRowFragment | null>(null);
  const [musicOf, setMusicOf] = useState<SubjectRowFragment | null>(null);

  const subjects = data?.subjects;
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const checkInAction = useCheckInAction({ onDone: reload });

  const concernsThisPage = (event: CentreEvent) =>
    event.type === 'SubjectAdded' ||
    (ROW_EVENTS.has(event.type) && (subjects?.items.some((s) => s.id === event.payload['subjectId']) ?? false));

  const handleAction = (action: SubjectRowAction, subject: SubjectRowFragment) => {
    if (action === 'edit-remark') setRemarkOf(subject);
    else if (action === 'assign-coaches') setCoachesOf(subject);
    else if (action === 'add-child') setAddFlow({ variant: 'child', subject });
    else if (action === 'add-test') setTestOf(subject);
    else if (action === 'start-music') setMusicOf(subject);
    else checkInAction.request({ subject, direction: action === 'check-in' ? 'in' : 'out' });
  };
  const filtered = hasFilters(filters);

  return (
    <Page
      title={t('list.title')}
      subtitle={subjects ? t('list.total', { count: subjects.totalCount }) : undefined}
      actions={
        <Button
          intent="primary"
          icon="new-person"
          text={t('list.add')}
          onClick={() => setAddFlow({ variant: 'subject' })}
        />
      }
    >
      <SubjectSearchForm
        key={JSON.stringify(filters)}
        filters={filters}
        onSearch={(next) => update({ ...next, page: 1 })}
      />

      <PagedListView
        list={subjects}
        fetching={fetching || !live.ready}
        error={error}
        page={page}
        pageSize={pageSize}
        onChange={update}
        loadFailedTitle={t('error.title')}
        empty={
          <EmptyState
            icon="people"
            title={t('empty.title')}
            description={filtered ? t('empty.description-filtered') : t('empty.description')}
          />
        }
        renderTable={(items) => (
          <SubjectTable
            subjects={items}
            canAddChild={permissions.tenantHas('guardian') && permissions.granted('Menu.User.User')}
            onAction={handleAction}
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
      <EditRemarkDialog subject={remarkOf} onClose={() => setRemarkOf(null)} onSaved={reload} />
      <AssignCoachesDialog subject={coachesOf} onClose={() => setCoachesOf(null)} onSaved={reload} />
      {AddTestDialog && <AddTestDialog subject={testOf} onClose={() => setTestOf(null)} />}
      {StartMusicDialog && <StartMusicDialog subject={musicOf} onClose={() => setMusicOf(null)} />}
      {addFlow && (
        <AddSubjectDialog
          variant={addFlow.variant}
          guardians={addFlow.variant === 'child' ? addFlow.subject.guardians.filter((g) => !g.isCancelled) : []}
          onClose={() => setAddFlow(null)}
          onAdded={reload}
        />
      )}
    </Page>
  );
};
