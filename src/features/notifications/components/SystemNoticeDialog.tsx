import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { MarkNotificationReadDocument, type NotificationFieldsFragment } from '../../../generated/graphql';
import { NOTIFICATION_CONTEXT } from '../hooks/notificationContext';
import { useSanitizedHtml } from '../hooks/useSanitizedHtml';

type SystemNoticeDialogProps = {
  /** The notice shown; null when closed. */
  notice: NotificationFieldsFragment | null;
  onClose: () => void;
};

/** Spec 000 §2: a system notice's HTML title and summary, read once acknowledged. */
export const SystemNoticeDialog = ({ notice, onClose }: SystemNoticeDialogProps) => {
  const { t } = useTranslation('notifications');
  const [marking, markRead] = useMutation(MarkNotificationReadDocument);
  const title = useSanitizedHtml(notice?.title ?? '');
  const summary = useSanitizedHtml(notice?.extraProperties.Summary ?? '');

  const handleAcknowledge = async () => {
    if (notice && !notice.isRead) {
      const result = await markRead({ id: notice.id }, NOTIFICATION_CONTEXT);
      // The failure is toasted by the console's error handling; the notice stays open to retry.
      if (result.error) return;
    }
    onClose();
  };

  return (
    <Dialog isOpen={notice !== null} onClose={onClose} title={t('notice.title')} icon="info-sign">
      {notice && (
        <>
          <DialogBody>
            {/* Sanitized: only simple formatting and plain links survive (sanitizeHtml.ts). */}
            <div
              className="atrium-notice-html atrium-notice-html-title"
              role="heading"
              aria-level={3}
              dangerouslySetInnerHTML={{ __html: title }}
            />
            <div className="atrium-notice-html" dangerouslySetInnerHTML={{ __html: summary }} />
          </DialogBody>
          <DialogFooter
            actions={
              <Button
                intent="primary"
                text={t('notice.acknowledge')}
                loading={marking.fetching}
                onClick={() => void handleAcknowledge()}
              />
            }
          />
        </>
      )}
    </Dialog>
  );
};
