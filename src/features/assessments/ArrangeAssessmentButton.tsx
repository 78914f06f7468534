import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssessmentTransferDialog } from './components/AssessmentTransferDialog';
import './assessments.css';

/**
 * The offline plan page's "arrange assessment" (spec 001 §2 screen 1; mediumAssessment): the
 * transfer dialog for the plan's child, the assessments made for the plan. Handed to the
 * offline-plans feature by the app, as the arrange-course dialog is.
 */
export const ArrangeAssessmentButton = ({
  planId,
  subjectId,
  disabled = false,
}: {
  planId: string;
  subjectId: string;
  disabled?: boolean;
}) => {
  const { t } = useTranslation('assessments');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon="clipboard" text={t('arrange.open')} disabled={disabled} onClick={() => setOpen(true)} />
      {open && (
        <AssessmentTransferDialog
          subjectId={subjectId}
          planId={planId}
          title={t('arrange.title')}
          onClose={() => setOpen(false)}
          onCreated={() => undefined}
        />
      )}
    </>
  );
};
