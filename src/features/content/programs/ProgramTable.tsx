import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentProgramFieldsFragment } from '../../../generated/graphql';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import type { ContentTableHandlers } from '../components/ContentListPage';
import { contentColumnKinds, ContentTable } from '../components/ContentTable';
import { partName, programName } from './programForm';
import { programDetailPath } from './programPaths';

type ProgramTableProps = {
  programs: ContentProgramFieldsFragment[];
  handlers: ContentTableHandlers<ContentProgramFieldsFragment>;
};

const OWN_KINDS = ['code', 'text', 'label', 'text'] as const;
/** The columns by kind (columnWidths.ts): order, code, title, levels, targets, status, actions. */
export const PROGRAM_COLUMN_KINDS = contentColumnKinds(OWN_KINDS, false);

/** The training programme list (/system/manage/content/trainingProgram), in the library's order. */
export const ProgramTable = ({ programs, handlers }: ProgramTableProps) => {
  const { t, i18n } = useTranslation('content-programs');
  const [code, title, levels, targets] = OWN_KINDS;
  return (
    <ContentTable
      items={programs}
      handlers={handlers}
      nameOf={programName}
      columns={[
        { title: t('fields.code'), kind: code, cell: (program) => <TruncatedText text={program.code} /> },
        {
          title: t('list.title'),
          kind: title,
          cell: (program, name) => (
            <Link to={programDetailPath(program.id)} aria-label={t('list.open', { name })}>
              <TruncatedText text={name} />
            </Link>
          ),
        },
        {
          title: t('fields.levels'),
          kind: levels,
          cell: (program) => t('level-range', { min: program.minDifficulty, max: program.maxDifficulty }),
        },
        {
          title: t('list.targets'),
          kind: targets,
          cell: (program) => <TruncatedText text={program.targets.map((x) => partName(x, i18n.language)).join(', ')} />,
        },
      ]}
    />
  );
};
