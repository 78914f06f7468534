import type { FeedbackPropertyDefinition } from '../../forms/feedback-property.schemas';
import type { Tx } from '../platform/db/database';
import type { RequestContext } from '../platform/tenancy';
import { readChildPunch, readPunchSession } from '../modules/group-plans/group-plan-feedback-read.service';
import { keepAnswers, type Answering } from '../modules/group-plans/group-plan-feedback.service';
import type { GroupPlanRow } from '../modules/group-plans/group-plans.repository';
import { sampleAnswers } from './demo.feedback-answers';

// A demo class's feedback (issue 20): the class's answers on every activity of the running
// session (ending it needs them), the first `personal` attending children's own answers, and at a
// centre with the guardian feature now and then a guardian's. Through the product's service, with
// answers the same engine accepts (demo.feedback-answers.ts).

type Property = FeedbackPropertyDefinition & { formKind: string };

export const answerClass = async (
  tx: Tx,
  ctx: RequestContext,
  plan: GroupPlanRow,
  attending: readonly string[],
  random: () => number,
  personal = 2,
) => {
  const session = await readPunchSession(tx, ctx, { groupTrainingPlanId: plan.id, num: plan.num }, 'zh-CN');
  const entries: Answering[] = session.items.map((item) => ({
    planItemId: item.itemId,
    // A form the seed cannot fill (a required upload) still gets the class's record: an empty one
    // is refused, so such a demo class would not end; the demo's class programs have none.
    feedbacks: sampleAnswers(item.feedbackProperties as Property[], 'staff', random) ?? [],
  }));
  for (const subjectId of attending.slice(0, personal)) {
    const child = await readChildPunch(tx, ctx, { groupTrainingPlanId: plan.id, subjectId, num: plan.num }, 'zh-CN');
    for (const item of child.items) {
      const form = item.feedbackProperties as Property[];
      const own = sampleAnswers(
        form.filter((p) => p.formKind === 'Personal'),
        'staff',
        random,
      );
      if (own) entries.push({ planItemId: item.itemId, subjectId, feedbacks: own });
      const guardianForm = form.filter((p) => p.formKind === 'Guardian');
      const guardian =
        guardianForm.length > 0 && random() < 0.3 ? sampleAnswers(guardianForm, 'guardian', random) : null;
      if (guardian) entries.push({ planItemId: item.itemId, subjectId, forGuardian: true, feedbacks: guardian });
    }
  }
  await keepAnswers(tx, ctx, plan, plan.num, entries, 'zh-CN');
};
