import { useTranslation } from 'react-i18next';
import type { ContentProgramFieldsFragment } from '../../../generated/graphql';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { RowOpenButton } from '../../../shared/ui/RowOpenButton';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { partName, programName } from '../programs/programForm';

/** The columns by kind: code, title (opens the detail), levels, targets. */
export const CENTRE_PROGRAM_COLUMN_KINDS = ['code', 'text', 'label', 'text'] as const satisfies readonly ColumnKind[];

/** Public training programmes for a centre: no order, status or actions, a title that opens the detail. */
export const CentreProgramTable = ({
  programs,
  onOpen,
}: {
  programs: ContentProgramFieldsFragment[];
  onOpen: (program: ContentProgramFieldsFragment) => void;
}) => {
  const { t, i18n } = useTranslation('content-programs');
  const [code, title, levels, targets] = CENTRE_PROGRAM_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('fields.code'), kind: code },
    { title: t('list.title'), kind: title },
    { title: t('fields.levels'), kind: levels },
    { title: t('list.targets'), kind: targets },
  ];
  return (
    <ListTable columns={columns}>
      {programs.map((program) => {
        const name = programName(program, i18n.language);
        return (
          <tr key={program.id}>
            <td>
              <TruncatedText text={program.code} />
            </td>
            <td>
              <RowOpenButton text={name} label={t('list.open', { name })} onClick={() => onOpen(program)} />
            </td>
            <td>{t('level-range', { min: program.minDifficulty, max: program.maxDifficulty })}</td>
            <td>
              <TruncatedText text={program.targets.map((x) => partName(x, i18n.language)).join(', ')} />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
};
