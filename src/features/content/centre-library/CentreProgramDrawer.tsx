import { Drawer, DrawerSize } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ContentProgramFieldsFragment } from '../../../generated/graphql';
import { ProgramDetail } from '../programs/ProgramDetailPage';
import { programName } from '../programs/programForm';

/**
 * One Public programme as a centre reads it: the editor's detail view (spec 001 §2 screen 11), which
 * has no edit control, in a drawer over the library, so the list keeps its page and search.
 */
export const CentreProgramDrawer = ({
  program,
  onClose,
}: {
  program: ContentProgramFieldsFragment | null;
  onClose: () => void;
}) => {
  const { i18n } = useTranslation();
  return (
    <Drawer
      isOpen={program !== null}
      onClose={onClose}
      size={DrawerSize.LARGE}
      icon="learning"
      title={program ? `${programName(program, i18n.language)} · ${program.code}` : ''}
    >
      <div className="atrium-centre-library-drawer">{program && <ProgramDetail program={program} />}</div>
    </Drawer>
  );
};
