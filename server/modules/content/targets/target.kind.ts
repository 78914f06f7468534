import { contentTrainingTargets } from '../../../platform/db/schema/index';
import { programsUsingPart } from '../content-usage';
import { namedPartRepository } from '../shared/named-table.repository';
import { namedPartItem, namedPartKind } from '../content-named-part';

/** Training targets under /api/rocket/trainingTarget (spec 001 §7's kind-to-segment map: target). */
export const targetKind = namedPartKind({
  segment: 'trainingTarget',
  openApiTag: 'Content: training targets',
  item: namedPartItem('A training target: what a program trains (attention, working memory ...).'),
  repository: namedPartRepository(contentTrainingTargets, 'training target'),
  // Looked up at each delete: the program kind fills the seam (content-usage.ts).
  usedBy: (tx, id) => programsUsingPart.target(tx, id),
});
