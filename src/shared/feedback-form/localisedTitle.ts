import type { LocalisedText } from '../../../forms/feedback-property.schemas';

/** A title as GraphQL gives it: translations null when absent. */
export type GraphqlTitle = { default: string; zh?: string | null; en?: string | null };

/** A GraphQL title as the form engine's LocalisedText (absent translations left out, not null). */
export const localisedText = (title: GraphqlTitle): LocalisedText => ({
  default: title.default,
  ...(title.zh ? { zh: title.zh } : {}),
  ...(title.en ? { en: title.en } : {}),
});
