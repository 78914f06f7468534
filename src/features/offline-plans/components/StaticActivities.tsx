import { Checkbox, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { TickOfflinePlanStaticDocument, type OfflinePlanStaticFieldsFragment } from '../../../generated/graphql';
import { usePlanStep } from '../hooks/usePlanStep';

type StaticActivitiesProps = {
  planId: string;
  num: number;
  /** The session's static activities, from the plan's own query (its nonePlaybook). */
  statics: readonly OfflinePlanStaticFieldsFragment[];
  /** The card's sections are h4; the session's own page heads its parts with h2. */
  level?: 2 | 4;
};

/**
 * The session card's static activities (spec 001 §2 screen 2, §4; nonePlaybook): activities with no
 * training program, a checkbox each for staff who may tick the current session (ending the class
 * waits for all of them), read-only tags for everyone else. A session without any shows nothing,
 * as before. They come with the plan, so a tick (its answer names the type the plan query holds)
 * and another screen's live event refresh them with the rest of the card.
 */
export const StaticActivities = ({ planId, num, statics, level = 4 }: StaticActivitiesProps) => {
  const Heading = level === 2 ? 'h2' : 'h4';
  const { t } = useTranslation('offline-plans');
  const { run, busy } = usePlanStep();
  if (statics.length === 0) return null;

  const tick = (id: string, hasDone: boolean) => run(id, TickOfflinePlanStaticDocument, { planId, id, hasDone });

  return (
    <section className="atrium-static-activities" aria-labelledby={`atrium-statics-${num}`}>
      <Heading id={`atrium-statics-${num}`} className="bp6-heading">
        {t('statics.title')}
      </Heading>
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
