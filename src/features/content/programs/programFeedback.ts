import { formLanguageOf, localised } from '../../../../forms/feedback-property.schemas';
import type { FeedbackPropertyDefinition } from '../../../../forms/feedback-property.schemas';
import type { ContentProgramFieldsFragment } from '../../../generated/graphql';

type Title = { default: string; zh?: string | null; en?: string | null };

/** A feedback property's title in the reader's language, else its default. */
export const localisedTitle = (title: Title, language: string) =>
  localised(
    {
      default: title.default,
      ...(title.zh ? { zh: title.zh } : {}),
      ...(title.en ? { en: title.en } : {}),
    },
    formLanguageOf(language),
  );

/**
 * The programme's feedback form as the shared FeedbackForm renders it, in the form's order; each
 * question's id is the programFeedbackPropertyId an answer names (spec 001 §3).
 */
export const programFormDefinition = (
  properties: ContentProgramFieldsFragment['feedbackProperties'],
): FeedbackPropertyDefinition[] =>
  properties.map((p, sortOrder) => ({
    id: p.programFeedbackPropertyId,
    displayName: {
      default: p.displayName.default,
      ...(p.displayName.zh ? { zh: p.displayName.zh } : {}),
      ...(p.displayName.en ? { en: p.displayName.en } : {}),
    },
    isRequired: p.isRequired,
    type: p.type,
    sortOrder,
    extraProperties: p.extraProperties,
  }));
