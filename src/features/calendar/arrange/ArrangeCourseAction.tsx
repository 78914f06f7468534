import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../shared/auth/usePermissions';
import { ArrangeCourseDrawer } from './ArrangeCourseDrawer';

/** Spec 001 §5 "Permissions": arranging, editing and deleting courses. */
export const CALENDAR_WRITE = 'Business.Calendar';

export type ArrangeCourseActionProps = {
  planId: string;
  /** null for a class's group plan: the course is the class's. */
  subjectId: string | null;
  /** The child's name, or the class's. */
  subjectName: string;
  planOpen: boolean;
};

/**
 * The offline plan page's and the class page's "Arrange course" (spec 001 §2 screen 1), handed to
 * them by the app:
 * drawn only for a holder of Business.Calendar, it opens the plan's arrange-course drawer.
 */
export const ArrangeCourseAction = ({ planId, subjectId, subjectName, planOpen }: ArrangeCourseActionProps) => {
  const { t } = useTranslation('calendar');
  const permissions = usePermissions();
  const [open, setOpen] = useState(false);
  if (!permissions.granted(CALENDAR_WRITE)) return null;
  return (
    <>
      <Button icon="calendar" text={t('arrange.open')} onClick={() => setOpen(true)} />
      <ArrangeCourseDrawer
        planId={planId}
        subjectId={subjectId}
        subjectName={subjectName}
        planOpen={planOpen}
        isOpen={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
