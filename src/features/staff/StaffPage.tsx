import { Alert, Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  FreezeStaffDocument,
  InviteStaffDocument,
  RemoveStaffDocument,
  ResendStaffInvitationDocument,
  StaffCurrentUserDocument,
  StaffMembersDocument,
  StaffRolesDocument,
  UpdateStaffDocument,
  type StaffInput,
  type StaffMemberFieldsFragment,
} from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../shared/errors/useErrorToasts';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../shared/ui/PagedList';
import { StaffFormDialog } from './components/StaffFormDialog';
import { StaffHistoryDialog } from './components/StaffHistoryDialog';
import { StaffProfileDrawer } from './components/StaffProfileDrawer';
import { StaffTable } from './components/StaffTable';
import { useStaffListParams } from './hooks/useStaffListParams';
import type { StaffAction } from './staffActions';
import { roleLabel } from './staffLabels';
import { PATHS } from '../../shared/routes/paths';

/** Spec 000 §2: the centre menu's manage/group, employee management. */
export const STAFF_PATH = PATHS.staff;

type Confirming = { action: 'freeze' | 'unfreeze' | 'remove'; member: StaffMemberFieldsFragment };

export const StaffPage = () => {
  const { t } = useTranslation('staff');
  const toasts = useErrorToasts();
  const { page, pageSize, filters, update } = useStaffListParams();
  const [text, setText] = useState(filters.filter);
  const [{ data: me }] = useQuery({ query: StaffCurrentUserDocument });
  const [{ data: rolesData }] = useQuery({ query: StaffRolesDocument });
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: StaffMembersDocument,
    variables: {
      skipCount: (page - 1) * pageSize,
      maxResultCount: pageSize,
      ...(filters.filter ? { filter: filters.filter } : {}),
      ...(filters.roleName ? { roleName: filters.roleName } : {}),
    },
    context: NO_ERROR_TOAST,
    requestPolicy: 'cache-and-network',
  });
  const [invite, doInvite] = useMutation(InviteStaffDocument);
  const [edit, doEdit] = useMutation(UpdateStaffDocument);
  const [freeze, doFreeze] = useMutation(FreezeStaffDocument);
  const [remove, doRemove] = useMutation(RemoveStaffDocument);
  const [, doResend] = useMutation(ResendStaffInvitationDocument);

  const [form, setForm] = useState<{ member: StaffMemberFieldsFragment | null } | null>(null);
  const [formFailure, setFormFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [historyOf, setHistoryOf] = useState<StaffMemberFieldsFragment | null>(null);
  const [profileOf, setProfileOf] = useState<string | null>(null);

  const roles = rolesData?.staffRoles ?? [];
  const selfId = me?.me.id ?? null;
  const tenantId = me?.me.currentTenant?.id ?? null;
  const list = data?.staffMembers;
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ filter: text, page: 1 });
  };

  const submitForm = async (input: StaffInput) => {
    setFormFailure(null);
    const member = form?.member ?? null;
    const result = member
      ? await doEdit({ userId: member.id, input }, NO_ERROR_TOAST)
      : await doInvite({ input }, NO_ERROR_TOAST);
    if (result.error) {
      setFormFailure(errorMessage(result.error, t('common:error.network')));
      return;
    }
    setForm(null);
    toasts.showSuccess(member ? t('messages.saved') : t('messages.invited', { email: input.email }));
    refresh();
  };

  const onAction = async (action: StaffAction, member: StaffMemberFieldsFragment) => {
    if (action === 'edit') {
      setFormFailure(null);
      setForm({ member });
    } else if (action === 'history') {
      setHistoryOf(member);
    } else if (action === 'resend') {
      const result = await doResend({ userId: member.id });
      if (!result.error) toasts.showSuccess(t('messages.invited', { email: member.email ?? '' }));
    } else {
      setConfirming({ action, member });
    }
  };

  const confirm = async () => {
    if (!confirming) return;
    const { action, member } = confirming;
    if (action === 'remove') {
      const result = await doRemove({ userId: member.id });
      setConfirming(null);
      if (!result.error) toasts.showSuccess(t('messages.removed'));
    } else {
      if (!tenantId) return;
      const operate = action === 'freeze' ? 'Freeze' : 'Unfreeze';
      const result = await doFreeze({ userId: member.id, tenantId, operate });
      setConfirming(null);
      // Spec 000 §4: "centre frozen" / "centre re-enabled".
      if (!result.error) toasts.showSuccess(action === 'freeze' ? t('messages.frozen') : t('messages.unfrozen'));
    }
    refresh();
  };

  const who = confirming ? confirming.member.name || confirming.member.userName : '';
  return (
    <Page
      title={t('list.title')}
      subtitle={list ? t('list.total', { count: list.totalCount }) : undefined}
      actions={
        <Button
          icon="new-person"
          intent="primary"
          text={t('actions.invite')}
          onClick={() => {
            setFormFailure(null);
            setForm({ member: null });
          }}
        />
      }
    >
      <form role="search" onSubmit={search} style={SEARCH_FORM}>
        <InputGroup
          leftIcon="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onValueChange={setText}
        />
        <HTMLSelect
          aria-label={t('search.role')}
          value={filters.roleName}
          onChange={(e) => update({ roleName: e.currentTarget.value, page: 1 })}
          options={[
            { value: '', label: t('search.all-roles') },
            ...roles.map((r) => ({ value: r.name, label: roleLabel(t, r.name, r.displayName) })),
          ]}
        />
        <Button type="submit" text={t('search.submit')} />
        <Button
          variant="minimal"
          icon="filter-remove"
          text={t('common:filter.clear-all')}
          onClick={() => {
            setText('');
            update({ filter: '', roleName: '', page: 1 });
          }}
        />
      </form>
      <PagedList
        query={{ list, fetching, error }}
        paging={{ page, pageSize, update }}
        loadFailedTitle={t('list.load-failed')}
        empty={
          filters.filter || filters.roleName
            ? { icon: 'people', title: t('list.no-match') }
            : { icon: 'people', title: t('list.empty-title'), description: t('list.empty-description') }
        }
        renderTable={(items) => (
          <StaffTable
            members={items}
            selfId={selfId}
            onAction={(a, m) => void onAction(a, m)}
            onShowProfile={(m) => setProfileOf(m.id)}
          />
        )}
      />
      <StaffFormDialog
        isOpen={form !== null}
        member={form?.member ?? null}
        roles={roles}
        busy={invite.fetching || edit.fetching}
        failure={formFailure}
        onSubmit={(input) => void submitForm(input)}
        onClose={() => setForm(null)}
      />
      <Alert
        isOpen={confirming !== null}
        icon={confirming?.action === 'unfreeze' ? 'unlock' : confirming?.action === 'remove' ? 'trash' : 'lock'}
        intent={confirming?.action === 'unfreeze' ? 'primary' : 'danger'}
        confirmButtonText={
          confirming?.action === 'remove'
            ? t('actions.remove')
            : confirming?.action === 'unfreeze'
              ? t('actions.unfreeze')
              : t('actions.freeze')
        }
        cancelButtonText={t('form.cancel')}
        loading={freeze.fetching || remove.fetching}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {confirming?.action === 'remove'
            ? t('confirm.remove', { name: who })
            : confirming?.action === 'unfreeze'
              ? t('confirm.unfreeze', { name: who })
              : t('confirm.freeze', { name: who })}
        </p>
      </Alert>
      <StaffHistoryDialog
        userId={historyOf?.id ?? null}
        name={historyOf ? historyOf.name || historyOf.userName : ''}
        onClose={() => setHistoryOf(null)}
      />
      <StaffProfileDrawer userId={profileOf} onClose={() => setProfileOf(null)} />
    </Page>
  );
};

const SEARCH_FORM = { display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 } as const;
