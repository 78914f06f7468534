import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ContentFeedbackFormDocument, type FeedbackFormKind } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FeedbackForm } from '../../../shared/feedback-form/FeedbackForm';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { FEEDBACK_FORM_KINDS, definitionOfItem } from './feedbackPropertyForm';
import { keyOf } from '../components/contentKeys';

/**
 * A whole feedback form (session, personal or guardian) as staff will fill it: every property of
 * the form in the library's order, whatever its status (the editor sees the drafts too). Mount it to open it.
 */
export const FeedbackFormPreviewDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('content-parts');
  const toasts = useErrorToasts();
  const [formKind, setFormKind] = useState<FeedbackFormKind>('Session');
  const [{ data, fetching, error }] = useQuery({
    query: ContentFeedbackFormDocument,
    variables: { formKind },
    context: NO_ERROR_TOAST,
    requestPolicy: 'network-only',
  });
  const properties = data?.contentFeedbackForm;

  const body = () => {
    if (fetching && !properties) return <LoadingState />;
    if (error && !properties)
      return (
        <Callout intent="danger" title={t('feedback.load-failed')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      );
    if (!properties) return null;
    if (properties.length === 0) return <Callout>{t('feedback.form-empty')}</Callout>;
    return (
      <FeedbackForm
        key={formKind}
        properties={properties.map(definitionOfItem)}
        submitText={t('feedback.try')}
        onSubmit={() => toasts.showSuccess(t('feedback.tried'))}
      />
    );
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('feedback.preview-form')}
      icon="eye-open"
      className="atrium-feedback-form-preview"
    >
      <DialogBody>
        <FormGroup label={t('fields.form-kind')} labelFor="atrium-feedback-preview-form-kind" inline>
          <HTMLSelect
            id="atrium-feedback-preview-form-kind"
            value={formKind}
            onChange={(event) => setFormKind(event.currentTarget.value as FeedbackFormKind)}
            options={FEEDBACK_FORM_KINDS.map((kind) => ({
              value: kind,
              label: t(`feedback.form-kind.${keyOf(kind)}`),
            }))}
          />
        </FormGroup>
        {body()}
      </DialogBody>
      <DialogFooter actions={<Button text={t('feedback.close')} onClick={onClose} />} />
    </Dialog>
  );
};
