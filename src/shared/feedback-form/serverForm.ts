import type { FeedbackPropertyDefinition } from '../../../forms/feedback-property.schemas';
import { localisedText, type GraphqlTitle } from './localisedTitle';

/** A form property as GraphQL gives it (OfflinePlanFeedbackProperty): settings as JSON text. */
export type ServerFormProperty = {
  id: string;
  displayName: GraphqlTitle;
  isRequired: boolean;
  type: string;
  sortOrder: number;
  extraProperties: string;
};

/** A property of the server's form as the form engine reads it (settings left as text when not an object). */
export const serverFormProperty = (p: ServerFormProperty): FeedbackPropertyDefinition => {
  let extraProperties: Record<string, unknown> | string = p.extraProperties;
  try {
    const parsed: unknown = JSON.parse(p.extraProperties);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      extraProperties = parsed as Record<string, unknown>;
  } catch {
    // left as text: the engine reports it like the editor does
  }
  return {
    id: p.id,
    displayName: localisedText(p.displayName),
    isRequired: p.isRequired,
    type: p.type,
    sortOrder: p.sortOrder,
    extraProperties,
  };
};

/** Answers as the form's values by property id (valueJson is the JSON text of each answer). */
export const serverAnswers = (answers: readonly { programFeedbackPropertyId: string; valueJson: string }[]) => {
  const values: Record<string, unknown> = {};
  for (const answer of answers) {
    try {
      values[answer.programFeedbackPropertyId] = JSON.parse(answer.valueJson);
    } catch {
      values[answer.programFeedbackPropertyId] = answer.valueJson;
    }
  }
  return values;
};

/** A submission of the form engine as GraphQL answers (OfflinePlanAnswerInput). */
export const serverAnswerInputs = (submission: readonly { programFeedbackPropertyId: string; value: unknown }[]) =>
  submission.map((entry) => ({
    programFeedbackPropertyId: entry.programFeedbackPropertyId,
    valueJson: JSON.stringify(entry.value),
  }));
