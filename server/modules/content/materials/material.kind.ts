import { contentMaterials } from '../../../platform/db/schema/index';
import { programsUsingPart } from '../content-usage';
import { namedPartRepository } from '../shared/named-table.repository';
import { namedPartItem, namedPartKind } from '../content-named-part';

/** Materials under /api/rocket/courseWare (spec 001 §7's kind-to-segment map: material → courseWare). */
export const materialKind = namedPartKind({
  segment: 'courseWare',
  openApiTag: 'Content: materials',
  item: namedPartItem('A material a program needs (cards, balls, a balance board ...).'),
  repository: namedPartRepository(contentMaterials, 'material'),
  // Looked up at each delete: the program kind fills the seam (content-usage.ts).
  usedBy: (tx, id) => programsUsingPart.material(tx, id),
});
