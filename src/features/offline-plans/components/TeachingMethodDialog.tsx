import { Dialog, DialogBody } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { OfflinePlanItemFieldsFragment } from '../../../generated/graphql';
import { useProgramGuide } from '../../../shared/content/ProgramGuideContext';

/** Spec 001 §9: dialogs of the plan page are 700, 720 or 800 wide. */
const WIDTH = 800;

/**
 * The teaching-method modal (spec 001 §2 screen 1): how to run a training activity, as the
 * content library describes its programme (the texts, targets, materials, images and video).
 */
export const TeachingMethodDialog = ({
  item,
  onClose,
}: {
  item: OfflinePlanItemFieldsFragment | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('course-detail');
  const Guide = useProgramGuide();
  return (
    <Dialog
      isOpen={item !== null && Guide !== null}
      onClose={onClose}
      icon="learning"
      title={item ? t('teaching.title', { title: item.trainingProgram.title }) : ''}
      style={{ width: WIDTH }}
    >
      <DialogBody>{item && Guide && <Guide programId={item.trainingProgram.id} />}</DialogBody>
    </Dialog>
  );
};
