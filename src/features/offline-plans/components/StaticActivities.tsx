import { Checkbox, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { OfflinePlanStaticsDocument, TickOfflinePlanStaticDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { LIVE_REFETCH, useCentreEvents } from '../../../shared/realtime/useCentreEvents';
import { usePlanStep } from '../hooks/usePlanStep';
import { concernsPlan } from '../planRules';

type StaticActivitiesProps = { planId: string; num: number };

/**
 * The session card's static activities (spec 001 §2 screen 2, §4; nonePlaybook): activities with no
 * training program, a checkbox each for staff who may tick the current session (ending the class
 * waits for all of them), read-only tags for everyone else. A session without any shows nothing,
 * as before. Live like the items: another screen's tick refetches them.
 */
export const StaticActivities = ({ planId, num }: StaticActivitiesProps) => {
  const { t } = useTranslation('offline-plans');
  const [{ data }, reexecute] = useQuery({
    query: OfflinePlanStaticsDocument,
    variables: { planId, num },
    context: NO_ERROR_TOAST,
  });
  useCentreEvents({ refetch: () => reexecute(LIVE_REFETCH), refetchOn: (event) => concernsPlan(event, { planId }) });
  const { run, busy } = usePlanStep();
  const statics = data?.offlinePlanStatics ?? [];
  if (statics.length === 0) return null;

  const tick = async (id: string, hasDone: boolean) => {
    await run(id, TickOfflinePlanStaticDocument, { planId, id, hasDone });
    reexecute(LIVE_REFETCH);
  };

  return (
    <section className="atrium-static-activities" aria-labelledby={`atrium-statics-${num}`}>
      <h4 id={`atrium-statics-${num}`} className="bp6-heading">
        {t('statics.title')}
      </h4>
      <ul className="atrium-plan-items">
        {statics.map((s) =>
          s.isEdit ? (
            <li key={s.id}>
              <Checkbox
                checked={s.hasDone === true}
                disabled={busy !== null}
                label={s.name}
                aria-label={t('statics.tick-label', { name: s.name })}
                onChange={(e) => void tick(s.id, e.currentTarget.checked)}
              />
            </li>
          ) : (
            <li key={s.id}>
              <Tag minimal intent={s.hasDone ? 'success' : 'none'} icon={s.hasDone ? 'tick' : undefined}>
                {s.name}
              </Tag>{' '}
              <span className="bp6-text-muted">{t(s.hasDone ? 'statics.done' : 'statics.open')}</span>
            </li>
          ),
        )}
      </ul>
    </section>
  );
};
