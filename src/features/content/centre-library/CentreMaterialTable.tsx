import { useTranslation } from 'react-i18next';
import type { ContentNamedPartFieldsFragment } from '../../../generated/graphql';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { partName } from '../parts/partForm';

/** The columns by kind: name, what it is for. */
export const CENTRE_MATERIAL_COLUMN_KINDS = ['text', 'text'] as const satisfies readonly ColumnKind[];

/** Public training materials for a centre, in the reader's language. */
export const CentreMaterialTable = ({ materials }: { materials: ContentNamedPartFieldsFragment[] }) => {
  const { t, i18n } = useTranslation('content-centre');
  const [name, description] = CENTRE_MATERIAL_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('columns.name'), kind: name },
    { title: t('columns.description'), kind: description },
  ];
  const english = i18n.language.startsWith('en');
  return (
    <ListTable columns={columns}>
      {materials.map((material) => (
        <tr key={material.id}>
          <td>
            <TruncatedText text={partName(material, i18n.language)} />
          </td>
          <td>
            <TruncatedText
              text={
                (english ? material.descriptionEn : material.descriptionZh) ||
                material.descriptionZh ||
                material.descriptionEn
              }
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );
};
