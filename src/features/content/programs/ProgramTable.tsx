import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentProgramFieldsFragment } from '../../../generated/graphql';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import type { ContentTableHandlers } from '../components/ContentListPage';
import { ContentRowActions } from '../components/ContentRowActions';
import { ContentStatusTag } from '../components/ContentStatusTag';
import { partName, programName } from './programForm';
import { programDetailPath } from './programPaths';

type ProgramTableProps = ContentTableHandlers<ContentProgramFieldsFragment> & {
  programs: ContentProgramFieldsFragment[];
};

/** The columns by kind (columnWidths.ts): order, code, title, levels, targets, status, actions. */
export const PROGRAM_COLUMN_KINDS = [
  'number',
  'code',
  'text',
  'label',
  'text',
  'status',
  'mostActions',
] as const satisfies readonly ColumnKind[];

/** The training programme list (/system/manage/content/trainingProgram), in the library's order. */
export const ProgramTable = ({ programs, firstIndex, totalCount, ...handlers }: ProgramTableProps) => {
  const { t, i18n } = useTranslation('content-programs');
  const [order, code, title, levels, targets, status, actions] = PROGRAM_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('fields.sort-order'), kind: order },
    { title: t('fields.code'), kind: code },
    { title: t('list.title'), kind: title },
    { title: t('fields.levels'), kind: levels },
    { title: t('list.targets'), kind: targets },
    { title: t('content:fields.content-status'), kind: status },
    { title: t('content:list.actions'), kind: actions },
  ];
  return (
    <ListTable columns={columns}>
      {programs.map((program, index) => {
        const name = programName(program, i18n.language);
        return (
          <tr key={program.id}>
            <td>{program.sortOrder}</td>
            <td>
              <TruncatedText text={program.code} />
            </td>
            <td>
              <Link to={programDetailPath(program.id)} aria-label={t('list.open', { name })}>
                <TruncatedText text={name} />
              </Link>
            </td>
            <td>{t('level-range', { min: program.minDifficulty, max: program.maxDifficulty })}</td>
            <td>
              <TruncatedText text={program.targets.map((x) => partName(x, i18n.language)).join(', ')} />
            </td>
            <td>
              <ContentStatusTag status={program.contentStatus} />
            </td>
            <td>
              <ContentRowActions
                item={program}
                name={name}
                place={firstIndex + index}
                totalCount={totalCount}
                {...handlers}
              />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
};
