import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { UpdateSubjectOutpatientNumberDocument, type SubjectRowFragment } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { TextEditDialog } from './TextEditDialog';

export type EditOutpatientNumberDialogProps = {
  /** The child whose outpatient number is edited; null when closed. */
  subject: { id: string; name: string; outpatientNumber?: string | null } | null;
  onClose: () => void;
  /** The child as it stands after the change. */
  onSaved?: (subject: SubjectRowFragment) => void;
};

/**
 * The outpatient (clinic) number dialog of the subject detail page (spec 000 §2). A failure is
 * an error toast only when the server said why (§8); the dialog stays open either way.
 */
export const EditOutpatientNumberDialog = ({ subject, onClose, onSaved }: EditOutpatientNumberDialogProps) => {
  const { t } = useTranslation('subjects');
  const toasts = useErrorToasts();
  const [state, update] = useMutation(UpdateSubjectOutpatientNumberDocument);
  const handleSave = async (outpatientNumber: string) => {
    if (!subject) return;
    const result = await update({ id: subject.id, outpatientNumber: outpatientNumber || null }, NO_ERROR_TOAST);
    if (result.error || !result.data) {
      const message = result.error?.graphQLErrors.find((e) => e.message.trim())?.message;
      if (message) toasts.showError(message);
      return;
    }
    toasts.showSuccess(t('edit.outpatient-number-saved', { name: subject.name }));
    onSaved?.(result.data.updateSubjectOutpatientNumber);
    onClose();
  };
  return (
    <TextEditDialog
      key={subject?.id ?? 'none'}
      isOpen={subject !== null}
      title={t('edit.outpatient-number-title', { name: subject?.name ?? '' })}
      label={t('edit.outpatient-number-label')}
      initialValue={subject?.outpatientNumber ?? ''}
      maxLength={50}
      busy={state.fetching}
      onSave={(value) => void handleSave(value)}
      onClose={onClose}
    />
  );
};
