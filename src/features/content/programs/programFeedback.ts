import { formLanguageOf, localised } from '../../../../forms/feedback-property.schemas';
import type { FeedbackPropertyDefinition } from '../../../../forms/feedback-property.schemas';
import type { ContentProgramFieldsFragment } from '../../../generated/graphql';
import { localisedText, type GraphqlTitle } from '../../../shared/feedback-form/localisedTitle';

/** A feedback property's title in the reader's language, else its default. */
export const localisedTitle = (title: GraphqlTitle, language: string) =>
  localised(localisedText(title), formLanguageOf(language));

/**
 * The programme's feedback form as the shared FeedbackForm renders it, in the form's order; each
 * question's id is the programFeedbackPropertyId an answer names (spec 001 §3).
 */
export const programFormDefinition = (
  properties: ContentProgramFieldsFragment['feedbackProperties'],
): FeedbackPropertyDefinition[] =>
  properties.map((p, sortOrder) => ({
    id: p.programFeedbackPropertyId,
    displayName: localisedText(p.displayName),
    isRequired: p.isRequired,
    type: p.type,
    sortOrder,
    extraProperties: p.extraProperties,
  }));
