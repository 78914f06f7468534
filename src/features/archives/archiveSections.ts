import type { ArchiveSection } from '../../generated/graphql';

// Spec 000 §2 "Archives has sub-sections": the page's order, and the catalogue key of each.
export const ARCHIVE_SECTIONS = [
  'Profile',
  'DiagnosticInformation',
  'StrengthsAndChallenges',
  'ParentInterviews',
  'BasicCompetence',
  'ChildrenAttention',
] as const satisfies readonly ArchiveSection[];

/** "The subject's two profile lists" (001 §4): both must have an entry before a plan is arranged. */
export const REQUIRED_SECTIONS: ReadonlySet<ArchiveSection> = new Set(['Profile', 'DiagnosticInformation']);

/** The server's limits (archives.schemas.ts), said by the form before it sends. */
export const TITLE_MAX = 100;
export const CONTENT_MAX = 5000;

/** 'DiagnosticInformation' → 'diagnostic-information', the section's key in the archives catalogue. */
export const sectionKey = (section: ArchiveSection) =>
  section.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase() as Lowercase<string>;

export const isArchiveSection = (value: string | null): value is ArchiveSection =>
  (ARCHIVE_SECTIONS as readonly string[]).includes(value ?? '');
