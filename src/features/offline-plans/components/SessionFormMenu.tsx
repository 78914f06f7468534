import { Button, Dialog, DialogBody, DialogFooter, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfflinePlanItemFieldsFragment, OfflinePlanStaticFieldsFragment } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FeedbackForm } from '../../../shared/feedback-form/FeedbackForm';
import { useFileDownload } from '../../../shared/http/useFileDownload';
import { formsOf } from '../planRules';

type SessionFormMenuProps = {
  planId: string;
  num: number;
  /** The session's training activities, in their order. */
  items: readonly OfflinePlanItemFieldsFragment[];
  /** Its static activities, in their order: on the form, a line each to tick. */
  statics: readonly OfflinePlanStaticFieldsFragment[];
};

/**
 * The session feedback form's "preview or download" dropdown (spec 001 §2 screen 2; §6: read
 * permission is enough). The preview shows each activity's staff and guardian forms as they will
 * be filled in; the download is the same form as Excel with the answers given so far
 * (GET userOfflinePlan/sessionFeedbackForm), for the paper in the room or the family's file.
 */
export const SessionFormMenu = ({ planId, num, items, statics }: SessionFormMenuProps) => {
  const { t } = useTranslation('course-detail');
  const { showError } = useErrorToasts();
  const [previewing, setPreviewing] = useState(false);
  const download = useFileDownload({ failed: t('form.download-failed'), fallbackName: `session-${num}.xlsx` });
  const save = async () => {
    const problem = await download.run({
      method: 'GET',
      path: `/api/rocket/userOfflinePlan/sessionFeedbackForm?id=${encodeURIComponent(planId)}&num=${num}`,
    });
    if (problem) showError(problem);
  };
  return (
    <>
      <Popover
        placement="bottom-end"
        content={
          <Menu>
            <MenuItem icon="eye-open" text={t('form.preview')} onClick={() => setPreviewing(true)} />
            <MenuItem icon="download" text={t('form.download')} onClick={() => void save()} />
          </Menu>
        }
      >
        <Button
          icon="document"
          endIcon="caret-down"
          variant="minimal"
          loading={download.busy}
          text={t('form.menu')}
          aria-label={t('form.menu-label', { num })}
        />
      </Popover>
      <Dialog
        isOpen={previewing}
        onClose={() => setPreviewing(false)}
        title={t('form.preview-title', { num })}
        icon="document"
        style={{ width: 720 }}
      >
        <DialogBody>
          <p className="bp6-text-muted">{t('form.preview-note')}</p>
          {items.map((item) => (
            <FormPreview key={item.id} item={item} />
          ))}
          {statics.length > 0 && (
            <section className="atrium-session-form-preview" aria-label={t('form.statics')}>
              <h4 className="bp6-heading">{t('form.statics')}</h4>
              <ul>
                {statics.map((s) => (
                  <li key={s.id}>{s.name}</li>
                ))}
              </ul>
            </section>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <Button icon="download" text={t('form.download')} loading={download.busy} onClick={() => void save()} />
          }
        />
      </Dialog>
    </>
  );
};

const FormPreview = ({ item }: { item: OfflinePlanItemFieldsFragment }) => {
  const { t } = useTranslation('course-detail');
  const forms = formsOf(item.feedbackProperties);
  return (
    <section className="atrium-session-form-preview" aria-label={item.trainingProgram.title}>
      <h4 className="bp6-heading">{item.trainingProgram.title}</h4>
      {forms.staff.length + forms.guardian.length === 0 ? (
        <p className="bp6-text-muted">{t('form.no-form')}</p>
      ) : (
        <>
          {forms.staff.length > 0 && <FeedbackForm properties={forms.staff} readOnly hideSubmit />}
          {forms.guardian.length > 0 && (
            <>
              <h5 className="bp6-heading">{t('guardian-feedback')}</h5>
              <FeedbackForm properties={forms.guardian} readOnly hideSubmit />
            </>
          )}
        </>
      )}
    </section>
  );
};
