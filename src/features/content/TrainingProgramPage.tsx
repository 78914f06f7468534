import { useTranslation } from 'react-i18next';
import {
  ChangeContentProgramStatusDocument,
  ContentProgramHistoryDocument,
  ContentProgramListDocument,
  DeleteContentProgramDocument,
  MoveContentProgramDocument,
  type ContentProgramListQuery,
} from '../../generated/graphql';
import { ContentListPage, libraryListWords } from './components/ContentListPage';
import { keyOf } from './components/contentKeys';
import { ProgramFormDialog } from './programs/ProgramFormDialog';
import { ProgramTable } from './programs/ProgramTable';
import { programName } from './programs/programForm';
import './programs/programs.css';

/**
 * /system/manage/content/trainingProgram: the content library's training programmes (issue 18
 * item 7; spec 001 §3), in the library's order, searched by code or title, 6 to 24 a page; an
 * editor adds, edits, moves, changes the status of, reads the history of and deletes them, and
 * opens one's detail view from its title.
 */
export const TrainingProgramPage = () => {
  const { t } = useTranslation('content-programs');
  return (
    <ContentListPage
      operations={{
        list: ContentProgramListDocument,
        pageOf: (data: ContentProgramListQuery) => data.contentTrainingPrograms,
        move: MoveContentProgramDocument,
        changeStatus: ChangeContentProgramStatusDocument,
        remove: DeleteContentProgramDocument,
        history: ContentProgramHistoryDocument,
        historyOf: (data) => data.contentTrainingProgramHistory,
        variables: {},
      }}
      words={libraryListWords(t, t('menu:manage.items.content-training-program'))}
      icon="learning"
      nameOf={programName}
      renderTable={(items, handlers) => <ProgramTable programs={items} handlers={handlers} />}
      renderForm={(program, close, saved) => (
        <ProgramFormDialog key={program?.id ?? 'new'} program={program} onClose={close} onSaved={saved} />
      )}
      fieldLabel={(field) => t(`fields.${keyOf(field)}`)}
    />
  );
};
