import { contentMaterials } from '../../../platform/db/schema/index';
import { contentTableRepository, searchColumns } from '../content-table.repository';
import { programsUsingPart } from '../content-usage';
import { namedPartItem, namedPartKind, type NamedPartRow, type NamedPartValuesStored } from '../content-named-part';

const t = contentMaterials;

/** Materials under /api/rocket/courseWare (spec 001 §7's kind-to-segment map: material → courseWare). */
export const materialKind = namedPartKind({
  segment: 'courseWare',
  openApiTag: 'Content: materials',
  item: namedPartItem('A material a program needs (cards, balls, a balance board ...).'),
  repository: contentTableRepository<NamedPartValuesStored, NamedPartRow>(t, {
    what: 'material',
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
  usedBy: (tx, id) => programsUsingPart.material(tx, id),
});
