import type { AnyContentKind } from './content-kind';
import { categoryKind } from './categories/category.kind';
import { feedbackPropertyKind } from './feedback-properties/feedback-property.kind';
import { materialKind } from './materials/material.kind';
import { brainMusicKind } from './music/brain-music.kind';
import { musicPlanKind } from './music/music-plan.kind';
import { classPlanKind } from './plans/class-plan.kind';
import { newOfflinePlanKind, offlinePlanKind } from './plans/offline-plan.kind';
import { programKind } from './programs/program.kind';
import { reminderKind } from './reminder-templates/reminder.kind';
import { tagKind } from './tags/tag.kind';
import { targetKind } from './targets/target.kind';
import { trackKind } from './tracks/track.kind';

/**
 * Every content kind behind the generic resource endpoints, by segment. A new kind (target,
 * category, material, feedbackProperties, trainingProgram ...) is its own folder with a kind
 * object, added here; the routes, the permissions, the status machine, moves and history come with it.
 */
export const CONTENT_KINDS: readonly AnyContentKind[] = [
  tagKind,
  feedbackPropertyKind,
  targetKind,
  categoryKind,
  materialKind,
  trackKind,
  reminderKind,
  programKind,
  offlinePlanKind,
  newOfflinePlanKind,
  classPlanKind,
  musicPlanKind,
  brainMusicKind,
];
