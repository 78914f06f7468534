import { Button, Callout, ProgressBar, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery, type CombinedError } from 'urql';
import {
  OfflinePlanPunchTargetsDocument,
  OfflinePlanSessionPunchDocument,
  PunchOfflinePlanSessionDocument,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { punchBlocked, type PlanDetail } from '../planRules';

type SessionPunchProps = {
  plan: PlanDetail;
  /** The session the card shows. */
  num: number;
  level?: 2 | 4;
};

type Target = { targetCount: number; realFinishedCodes: readonly string[] };

/**
 * The session's check-in (spec 001 §4 plan actions "punch (check-in)"; §3 "Punch targets"; §7
 * forPunch, forNumPunch, punch): the plan's punch targets so far (programTarget, audioTarget: the
 * finished codes of targetCount), what the session's punch waits for, the punch once made, and the
 * "Check in" action. The action is disabled with its reason when the caller or the plan cannot
 * punch at all (no write policy, not started, suspended, closed, a session not reached); while the
 * session's own work is outstanding it stays offered and the server's refusal is shown, as ending
 * a class prompts for feedback first (001 §4, §8 "Check-in failed").
 */
export const SessionPunch = ({ plan, num, level = 4 }: SessionPunchProps) => {
  const Heading = level === 2 ? 'h2' : 'h4';
  const { t } = useTranslation('offline-plans');
  const { showSuccess } = useErrorToasts();
  const client = useClient();
  const id = plan.summary.id;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: OfflinePlanSessionPunchDocument,
    variables: { id, num },
    context: NO_ERROR_TOAST,
  });
  const [{ data: targetsData }, reexecuteTargets] = useQuery({
    query: OfflinePlanPunchTargetsDocument,
    variables: { id },
    context: NO_ERROR_TOAST,
  });

  // The plan read again (a feedback saved, a class ended, another browser's step or punch): so is
  // what the punch waits for. Not on the first render, which has just asked.
  const seen = useRef(plan);
  useEffect(() => {
    if (seen.current === plan) return;
    seen.current = plan;
    reexecute({ requestPolicy: 'network-only' });
    reexecuteTargets({ requestPolicy: 'network-only' });
  }, [plan, reexecute, reexecuteTargets]);
  // A refusal belongs to the session it was about.
  useEffect(() => setFailure(null), [num]);

  const punch = data?.offlinePlanSessionPunch.num === num ? data.offlinePlanSessionPunch : undefined;
  const targets = targetsData?.offlinePlanPunchTargets;
  const blocked = punchBlocked(plan, num);
  const heading = `atrium-session-punch-${num}`;

  const doPunch = async () => {
    setBusy(true);
    setFailure(null);
    const result = await client.mutation(PunchOfflinePlanSessionDocument, { id, num }, NO_ERROR_TOAST).toPromise();
    setBusy(false);
    if (result.data) {
      showSuccess(t('session-punch.success', { num }));
      reexecute({ requestPolicy: 'network-only' });
      reexecuteTargets({ requestPolicy: 'network-only' });
      return;
    }
    if (result.error) setFailure(failureOf(result.error));
  };
  const failureOf = (failed: CombinedError) => errorMessage(failed, t('common:error.network'));

  const answered = punch ? punch.items.filter((item) => item.hasDone !== null).length : 0;
  const audioPunched = punch?.items[0]?.numPunchOutput.audioRecordPunch.punched ?? false;

  return (
    <section className="atrium-session-punch" aria-labelledby={heading}>
      <Heading id={heading} className="bp6-heading">
        {t('session-punch.title')}{' '}
        {punch && (
          <Tag minimal intent={punch.punched ? 'success' : 'warning'} icon={punch.punched ? 'tick' : 'time'}>
            {t(punch.punched ? 'session-punch.punched' : 'session-punch.pending')}
          </Tag>
        )}
      </Heading>
      {targets && (
        <ul className="atrium-punch-targets" aria-label={t('session-punch.targets')}>
          <TargetRow
            label={t('session-punch.program-target', targetWords(targets.programTarget))}
            target={targets.programTarget}
            title={targets.programTarget.realFinishedCodes.join(', ')}
          />
          {targets.audioTarget.targetCount > 0 ? (
            <TargetRow
              label={t('session-punch.audio-target', targetWords(targets.audioTarget))}
              target={targets.audioTarget}
              title={targets.audioTarget.realFinishedCodes.join(', ')}
            />
          ) : (
            <li className="bp6-text-muted">{t('session-punch.audio-target-none')}</li>
          )}
        </ul>
      )}
      {error && !punch ? (
        <p className="bp6-text-muted" role="alert">
          {t('session-punch.load-failed')}: {errorMessage(error, t('common:error.network'))}
        </p>
      ) : !punch ? (
        fetching && <p className="bp6-text-muted">{t('session-punch.loading')}</p>
      ) : (
        <>
          <p className="atrium-session-punch-state">
            {t('session-punch.session', { num, answered, total: punch.items.length })}
            {punch.audioRequired && <> {t(audioPunched ? 'session-punch.audio-done' : 'session-punch.audio-open')}</>}
          </p>
          {punch.punched ? (
            <p className="atrium-session-punch-done">
              <Tag intent="success" icon="endorsed">
                {t('session-punch.punched-at', { num, time: formatDateTime(punch.punchedAt) })}
              </Tag>
            </p>
          ) : (
            <p className="atrium-session-punch-action">
              <Button
                size="small"
                intent="primary"
                icon="endorsed"
                text={t('session-punch.action')}
                aria-label={t('session-punch.action-label', { num })}
                aria-describedby={blocked ? `${heading}-reason` : undefined}
                disabled={blocked !== null || busy}
                loading={busy}
                onClick={() => void doPunch()}
              />{' '}
              {blocked ? (
                <span id={`${heading}-reason`} className="bp6-text-muted">
                  {t(`session-punch.reason.${blocked}`, { num, current: plan.summary.num })}
                </span>
              ) : (
                !punch.canPunch && <span className="bp6-text-muted">{t('session-punch.waiting')}</span>
              )}
            </p>
          )}
          {failure && (
            <Callout intent="warning" icon="warning-sign" role="alert" title={t('session-punch.failed')}>
              {failure}
            </Callout>
          )}
        </>
      )}
    </section>
  );
};

const targetWords = (target: Target) => ({
  finished: Math.min(target.realFinishedCodes.length, target.targetCount),
  total: target.targetCount,
});

const TargetRow = ({ label, target, title }: { label: string; target: Target; title: string }) => {
  const { finished, total } = targetWords(target);
  return (
    <li title={title || undefined}>
      <span>{label}</span>
      <ProgressBar
        className="atrium-punch-target-bar"
        aria-label={label}
        animate={false}
        stripes={false}
        intent={total > 0 && finished >= total ? 'success' : 'primary'}
        value={total > 0 ? finished / total : 0}
      />
    </li>
  );
};
