import { contentTrainingTargets } from '../../../platform/db/schema/index';
import { contentTableRepository, searchColumns } from '../content-table.repository';
import { programsUsingPart } from '../content-usage';
import { namedPartItem, namedPartKind, type NamedPartRow, type NamedPartValuesStored } from '../content-named-part';

const t = contentTrainingTargets;

/** Training targets under /api/rocket/trainingTarget (spec 001 §7's kind-to-segment map: target). */
export const targetKind = namedPartKind({
  segment: 'trainingTarget',
  openApiTag: 'Content: training targets',
  item: namedPartItem('A training target: what a program trains (attention, working memory ...).'),
  repository: contentTableRepository<NamedPartValuesStored, NamedPartRow>(t, {
    what: 'training target',
    search: searchColumns(t.nameZh, t.nameEn, t.descriptionZh, t.descriptionEn),
    unique: [
      { field: 'nameZh', column: t.nameZh, value: (v) => v.nameZh },
      { field: 'nameEn', column: t.nameEn, value: (v) => v.nameEn },
    ],
    columnsOf: (v) => ({
      nameZh: v.nameZh,
      nameEn: v.nameEn,
      descriptionZh: v.descriptionZh,
      descriptionEn: v.descriptionEn,
    }),
  }),
  // Looked up at each delete: the program kind fills the seam (content-usage.ts).
  usedBy: (tx, id) => programsUsingPart.target(tx, id),
});
