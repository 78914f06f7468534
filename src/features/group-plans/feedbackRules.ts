import type { FeedbackPropertyDefinition } from '../../../forms/feedback-property.schemas';
import { serverAnswers, serverFormProperty } from '../../shared/feedback-form/serverForm';
import { questionKeyOf, sessionMeans, type SessionMeans } from '../../shared/charts/sessionMeans';
import type {
  GroupFeedbackAnswerFieldsFragment,
  GroupFeedbackPropertyFieldsFragment,
  GroupPlanFieldsFragment,
} from '../../generated/graphql';

// A class's feedback (spec 001 §2 screen 4, §5 "Feedback forms"): an activity's program carries one
// form whose Session properties the class answers once, whose Personal properties each child
// answers, and whose Guardian properties a guardian answers.

type FormKind = GroupFeedbackPropertyFieldsFragment['formKind'];

/** The properties of one kind, in the form's order, as the form engine reads them. */
export const formOfKind = (
  properties: readonly GroupFeedbackPropertyFieldsFragment[],
  kind: FormKind,
): FeedbackPropertyDefinition[] =>
  [...properties]
    .filter((p) => p.formKind === kind)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(serverFormProperty);

/**
 * The class feedback drawer opens once the session's class has started and until the next one is
 * continued to (the server's isEdit says whether the caller may write it then).
 */
export const canOpenClassFeedback = (plan: Pick<GroupPlanFieldsFragment, 'classState'>) => plan.classState !== 'Idle';

/** The sessions reached so far (the feedback tabs' session filter): 1 … the current one. */
export const sessionsSoFar = (plan: Pick<GroupPlanFieldsFragment, 'currentNum'>) =>
  Array.from({ length: Math.max(0, plan.currentNum) }, (_, i) => i + 1);

export type ChartSession = {
  num: number;
  items: readonly {
    feedbackProperties: readonly GroupFeedbackPropertyFieldsFragment[];
    feedbacks: readonly GroupFeedbackAnswerFieldsFragment[];
  }[];
};

export type ChartSeries = SessionMeans<FeedbackPropertyDefinition['displayName']>;

/**
 * The chart's lines: each Rating or Number question of the class's form (Session properties), the
 * mean of its answers in each session that has any.
 */
export const chartSeries = (sessions: readonly ChartSession[]): ChartSeries[] =>
  sessionMeans(
    sessions.flatMap((session) =>
      session.items.flatMap((item) => {
        const answers = serverAnswers(item.feedbacks);
        return item.feedbackProperties.flatMap((property) => {
          if (property.formKind !== 'Session' || (property.type !== 'Rating' && property.type !== 'Number')) return [];
          const raw = answers[property.id];
          const value = raw === undefined || raw === null || raw === '' ? NaN : Number(raw);
          if (!Number.isFinite(value)) return [];
          const label = serverFormProperty(property).displayName;
          return [{ question: questionKeyOf(property), label, num: session.num, value }];
        });
      }),
    ),
  );
