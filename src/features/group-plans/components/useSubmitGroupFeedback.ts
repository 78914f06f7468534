import { useState } from 'react';
import { useMutation } from 'urql';
import type { CleanEntry } from '../../../../forms/feedback-answers';
import { SubmitGroupFeedbackDocument } from '../../../generated/graphql';
import { serverAnswerInputs } from '../../../shared/feedback-form/serverForm';

export type FeedbackTarget = { planId: string; num: number; itemId: string; subjectId?: string };

/**
 * Sends one activity's answers (submitGroupFeedback): the class's without a child, a child's with
 * one. A refusal comes as the error toast in the server's words; true when kept.
 */
export const useSubmitGroupFeedback = () => {
  const [, submit] = useMutation(SubmitGroupFeedbackDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const send = async (target: FeedbackTarget, submission: readonly CleanEntry[]) => {
    setBusy(target.itemId);
    const result = await submit({
      input: {
        groupTrainingPlanId: target.planId,
        num: target.num,
        itemId: target.itemId,
        ...(target.subjectId === undefined ? {} : { subjectId: target.subjectId }),
        feedbacks: serverAnswerInputs(submission),
      },
    });
    setBusy(null);
    return result.data !== undefined && result.error === undefined;
  };
  return { send, busy };
};
