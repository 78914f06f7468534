import type { Tx } from '../../platform/db/database';
import type { FormProperty } from '../content/programs/program-forms.service';
import { AppError } from '../../platform/errors';
import type { Language } from '../../platform/i18n';
import type { RequestContext } from '../../platform/tenancy';
import { getPlan } from './offline-plan-read.service';
import type { SessionForm } from './session-form.excel';

/**
 * One session of a plan as its feedback form: the plan page's own read (the same reader rule and
 * the same answers), narrowed to the session. Another centre's plan is not found (RLS).
 */
export const sessionForm = async (
  tx: Tx,
  ctx: RequestContext,
  query: { id: string; num: number },
  language: Language,
  today: string,
): Promise<SessionForm> => {
  const plan = await getPlan(tx, ctx, query.id, language, today);
  const session = plan.sessions.find((s) => s.num === query.num);
  if (!session) throw new AppError(404, 'NotFound', 'session-form:no-such-session', { num: query.num });
  return {
    childName: plan.subjectName,
    planName: plan.displayName,
    coachName: plan.coachName,
    num: session.num,
    totalNum: plan.totalNum,
    level: session.level,
    startedAt: session.startedAt,
    finishedAt: session.finishedAt,
    items: plan.planItems
      .filter((item) => item.num === query.num)
      // The plan read's schema leaves the form open (the engine's definitions); getPlan builds them
      // from formsOfPrograms, so they are FormProperty.
      .map((item) => ({ ...item, feedbackProperties: item.feedbackProperties as FormProperty[] })),
    // The plan read keeps them in session and position order.
    statics: plan.nonePlaybook.filter((s) => s.num === query.num),
  };
};
