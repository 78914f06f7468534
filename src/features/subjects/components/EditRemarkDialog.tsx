import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { UpdateSubjectRemarkDocument, type SubjectRowFragment } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { TextEditDialog } from './TextEditDialog';

export type EditRemarkDialogProps = {
  /** The child whose remark is edited; null when closed. */
  subject: { id: string; name: string; remark?: string | null } | null;
  onClose: () => void;
  /** The child as it stands after the change. */
  onSaved?: (subject: SubjectRowFragment) => void;
};

/**
 * The edit-remark dialog of the subject list and the subject detail page (spec 000 §2). A failure
 * is a warning toast and the dialog stays open (§8).
 */
export const EditRemarkDialog = ({ subject, onClose, onSaved }: EditRemarkDialogProps) => {
  const { t } = useTranslation('subjects');
  const toasts = useErrorToasts();
  const [state, update] = useMutation(UpdateSubjectRemarkDocument);
  const handleSave = async (remark: string) => {
    if (!subject) return;
    const result = await update({ id: subject.id, remark: remark || null }, NO_ERROR_TOAST);
    if (result.error || !result.data) {
      toasts.showWarning(result.error ? errorMessage(result.error, t('common:error.network')) : t('edit.failed'));
      return;
    }
    toasts.showSuccess(t('edit.remark-saved', { name: subject.name }));
    onSaved?.(result.data.updateSubjectRemark);
    onClose();
  };
  return (
    <TextEditDialog
      key={subject?.id ?? 'none'}
      isOpen={subject !== null}
      title={t('edit.remark-title', { name: subject?.name ?? '' })}
      label={t('edit.remark-label')}
      initialValue={subject?.remark ?? ''}
      maxLength={500}
      multiline
      busy={state.fetching}
      onSave={(value) => void handleSave(value)}
      onClose={onClose}
    />
  );
};
