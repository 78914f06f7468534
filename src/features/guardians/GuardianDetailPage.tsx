import { Alert, Button, Callout, Card, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import type { SendCodeOutput } from '../../../machines/verification-code.machine';
import { GuardianDetailDocument, SendGuardianRegisterCodeDocument } from '../../generated/graphql';
import { usePermissions } from '../../shared/auth/usePermissions';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../shared/errors/useErrorToasts';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { formatDateTime } from '../../shared/i18n/formatDate';
import type { CentreEvent } from '../../shared/realtime/centreEvents';
import { LIVE_REFETCH, useCentreEvents } from '../../shared/realtime/useCentreEvents';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { toSendCodeFailure } from '../../shared/verification/toSendCodeFailure';
import { GuardianChildrenTable } from './components/GuardianChildrenTable';
import { SendRegisterCodeButton } from './components/SendRegisterCodeButton';
import { useBindingActions } from './hooks/useBindingActions';
import './guardians.css';
import { formatPhone } from './formatPhone';
import { EmptyState } from '../../shared/ui/EmptyState';

// /system/center/detail/userDetail?id= (and ?from=notification&id=): spec 000 §2 "Other routes".
export const GuardianDetailPage = () => {
  const { t } = useTranslation('guardians');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { ready, tenantHas } = usePermissions();
  const allowed = ready && tenantHas('guardian');
  // Another desk changed one of these children's authorizations: show it without a reload. The
  // first read waits for the stream to be live, so that its first marker reloads nothing.
  const live = useCentreEvents({
    refetch: () => reexecute(LIVE_REFETCH),
    refetchOn: (event) => concernsThisPage(event),
    deferRead: true,
  });
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GuardianDetailDocument,
    variables: { id },
    pause: !id || !allowed || !live.ready,
    context: NO_ERROR_TOAST,
  });
  const guardian = data?.guardian;
  const actions = useBindingActions(guardian);
  const toasts = useErrorToasts();
  const [, sendCode] = useMutation(SendGuardianRegisterCodeDocument);

  const concernsThisPage = (event: CentreEvent) => {
    if (event.type !== 'SubjectBindingChanged') return false;
    const changed = Array.isArray(event.payload['subjects'])
      ? (event.payload['subjects'] as { subjectId?: unknown }[])
      : [];
    return (
      event.payload['guardianId'] === id || changed.some((s) => guardian?.children.some((c) => c.id === s.subjectId))
    );
  };

  const handleSend = async (guardianId: string): Promise<SendCodeOutput> => {
    const result = await sendCode({ guardianId }, NO_ERROR_TOAST);
    if (result.error || !result.data) {
      const failure = toSendCodeFailure(result.error, t('common:error.network'));
      toasts.showWarning(failure.message);
      throw failure;
    }
    toasts.showSuccess(result.data.sendGuardianRegisterCode.message);
    return { secondsUntilResend: result.data.sendGuardianRegisterCode.secondsUntilResend };
  };

  if (ready && !allowed) {
    return (
      <Page title={t('detail.title')}>
        <EmptyState icon="lock" title={t('detail.no-feature-title')} description={t('detail.no-feature')} />
      </Page>
    );
  }
  if (!id) {
    return (
      <Page title={t('detail.title')}>
        <EmptyState icon="search" title={t('detail.missing-title')} description={t('detail.missing')} />
      </Page>
    );
  }
  if (!guardian) {
    return (
      <Page title={t('detail.title')}>
        {error ? (
          <Callout intent="danger" title={t('detail.load-failed')}>
            {errorMessage(error, t('common:error.network'))}
          </Callout>
        ) : (
          (fetching || !ready || !live.ready) && <LoadingState />
        )}
      </Page>
    );
  }

  // Spec 000 §4: a cancelled account is final; what could only act on it goes with it (the
  // children's buttons follow the binding machine, which knows the guardian is cancelled).
  const cancellationTime = guardian.cancellationTime ?? null;
  const cancelled = cancellationTime !== null;
  const pending = actions.pending;
  return (
    <Page
      title={guardian.name}
      subtitle={t('detail.title')}
      actions={
        cancelled ? undefined : (
          <div className="atrium-guardian-actions">
            <SendRegisterCodeButton guardianId={guardian.id} onSend={handleSend} />
            <Button
              intent="danger"
              icon="disable"
              text={t('detail.cancel-account')}
              onClick={() => actions.ask({ kind: 'cancel' })}
            />
          </div>
        )
      }
    >
      <Card className="atrium-guardian-header">
        {cancelled && (
          <Callout intent="danger" icon="disable" className="atrium-guardian-cancelled">
            <Tag intent="danger" round>
              {t('account.cancelled')}
            </Tag>{' '}
            {t('account.cancelled-note')}
          </Callout>
        )}
        <dl className="atrium-guardian-facts">
          <dt>{t('field.phone')}</dt>
          <dd>{formatPhone(guardian.countryCode, guardian.phoneNumber)}</dd>
          <dt>{t('field.email')}</dt>
          <dd>{guardian.email ?? t('common:value.none')}</dd>
          <dt>{t('field.created')}</dt>
          <dd>{formatDateTime(guardian.creationTime)}</dd>
          <dt>{t('field.code-sent')}</dt>
          <dd>{guardian.registerCodeSentAt ? formatDateTime(guardian.registerCodeSentAt) : t('detail.never')}</dd>
          {cancelled && (
            <>
              <dt>{t('field.cancelled')}</dt>
              <dd>{formatDateTime(cancellationTime)}</dd>
            </>
          )}
        </dl>
      </Card>
      {guardian.children.length === 0 ? (
        <EmptyState icon="people" title={t('detail.no-children')} />
      ) : (
        <GuardianChildrenTable
          guardianId={guardian.id}
          items={guardian.children}
          onWithdraw={(child) => actions.ask({ kind: 'withdraw', subjectId: child.id, subjectName: child.name })}
          onAuthorize={(child) => actions.ask({ kind: 'authorize', subjectId: child.id, subjectName: child.name })}
        />
      )}
      <Alert
        isOpen={actions.open}
        intent={pending?.kind === 'authorize' ? 'success' : 'danger'}
        icon={pending?.kind === 'authorize' ? 'endorsed' : 'warning-sign'}
        cancelButtonText={t('confirm.back')}
        confirmButtonText={pending ? t(`confirm.${pending.kind}-confirm`) : ''}
        loading={actions.busy}
        onCancel={actions.close}
        onConfirm={() => void actions.confirm()}
      >
        <p>
          {pending?.kind === 'cancel'
            ? t('confirm.cancel', { guardian: guardian.name })
            : pending && t(`confirm.${pending.kind}`, { guardian: guardian.name, subject: pending.subjectName })}
        </p>
      </Alert>
    </Page>
  );
};
