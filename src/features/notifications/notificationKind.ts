import type { i18n as I18n } from 'i18next';
import { LANGUAGES } from '../../shared/i18n/languages';

/** The user notification kinds of spec 000 §2 "Notification centre", in the server's names. */
export const USER_NOTIFICATION_KINDS = [
  'NewAuthorization',
  'TrainingCheckIn',
  'AssessmentSubmission',
  'ExerciseActivated',
  'SleepActivated',
  'NutritionActivated',
  'Deauthorization',
  'TrainingScheduled',
  'Certified',
  'ContractReminder',
] as const;
export type UserNotificationKind = (typeof USER_NOTIFICATION_KINDS)[number];

/** The kind's key in the `notifications` catalogue: `kind-title.<kebab-case kind>`. */
export const kindKey = (kind: UserNotificationKind): string => kind.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

/** Title (normalised) to kind, over every interface language. */
export type KindTitleCatalogue = ReadonlyMap<string, UserNotificationKind>;

// Titles are compared without case and surrounding or doubled white space: the server renders
// them from the same catalogue, but a stray space must not turn a check-in into "unknown". The
// English catalogue spelt "authorization" until issue 17 (now "authorisation"): notices stored
// before keep the old title, so both spellings are one title.
const normalise = (title: string): string =>
  title
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase()
    .replace(/authoriz/g, 'authoris');

/** The kinds' titles in both languages, from the `notifications` catalogue of each. */
export const kindTitleCatalogue = (i18n: Pick<I18n, 'getResource'>): KindTitleCatalogue => {
  const catalogue = new Map<string, UserNotificationKind>();
  for (const language of LANGUAGES) {
    for (const kind of USER_NOTIFICATION_KINDS) {
      const title: unknown = i18n.getResource(language, 'notifications', `kind-title.${kindKey(kind)}`);
      if (typeof title === 'string' && title.trim()) catalogue.set(normalise(title), kind);
    }
  }
  return catalogue;
};

/**
 * Spec 000 §2: the kind of a user notification is recognised by its title, in either language
 * (a notice written while the reader used the other language keeps its title). Null when the
 * title is none of them.
 */
export const recogniseKind = (title: string, catalogue: KindTitleCatalogue): UserNotificationKind | null =>
  catalogue.get(normalise(title)) ?? null;
