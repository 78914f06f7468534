import { Button, Checkbox, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  AssignSubjectCoachesDocument,
  SubjectFormOptionsDocument,
  type SubjectRowFragment,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { EmptyState } from '../../../shared/ui/EmptyState';

type AssignCoachesDialogProps = {
  /** The child whose coaches are chosen; null when closed. */
  subject: Pick<SubjectRowFragment, 'id' | 'name' | 'coaches'> | null;
  onClose: () => void;
  onSaved: () => void;
};

const CoachChoice = ({
  subject,
  onClose,
  onSaved,
}: AssignCoachesDialogProps & { subject: NonNullable<AssignCoachesDialogProps['subject']> }) => {
  const { t } = useTranslation('subjects');
  const toasts = useErrorToasts();
  const [{ data, fetching }] = useQuery({ query: SubjectFormOptionsDocument, requestPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState(() => new Set(subject.coaches.map((c) => c.id)));
  const [saving, assign] = useMutation(AssignSubjectCoachesDocument);
  const coaches = data?.subjectFormOptions.coaches;

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const handleSave = async () => {
    const result = await assign({ subjectId: subject.id, coachUserIds: [...chosen] }, NO_ERROR_TOAST);
    if (result.error) {
      toasts.showError(result.error, t('coaches.failed'));
      return;
    }
    toasts.showSuccess(t('coaches.saved', { name: subject.name }));
    onSaved();
    onClose();
  };

  return (
    <>
      <DialogBody>
        <p>{t('coaches.description')}</p>
        {!coaches && fetching && <LoadingState />}
        {coaches && coaches.length === 0 && <EmptyState icon="people" title={t('coaches.none')} />}
        {coaches?.map((coach) => (
          <Checkbox
            key={coach.id}
            label={coach.name}
            checked={chosen.has(coach.id)}
            onChange={() => toggle(coach.id)}
          />
        ))}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('coaches.cancel')} disabled={saving.fetching} onClick={onClose} />
            <Button
              intent="primary"
              text={t('coaches.save')}
              loading={saving.fetching}
              disabled={!coaches}
              onClick={() => void handleSave()}
            />
          </>
        }
      />
    </>
  );
};

/** Assigning a child's coaches from the centre's coaches (POST /api/business/userCoach/assign). */
export const AssignCoachesDialog = ({ subject, onClose, onSaved }: AssignCoachesDialogProps) => {
  const { t } = useTranslation('subjects');
  return (
    <Dialog
      isOpen={subject !== null}
      onClose={onClose}
      title={t('coaches.title', { name: subject?.name ?? '' })}
      icon="people"
    >
      {subject && <CoachChoice key={subject.id} subject={subject} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
};
