import { Callout, Card, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CleanEntry } from '../../../../forms/feedback-answers';
import type { FeedbackPropertyDefinition } from '../../../../forms/feedback-property.schemas';
import { FeedbackForm } from '../../../shared/feedback-form/FeedbackForm';

type ActivityFormProps = {
  /** The activity's heading: its code and title. */
  title: string;
  properties: FeedbackPropertyDefinition[];
  answers: Record<string, unknown>;
  writable: boolean;
  busy: boolean;
  /** null: no state to show (a child's form); true: submitted; false: waiting. */
  done: boolean | null;
  onSubmit: (submission: CleanEntry[]) => void;
};

/** One activity's form in the class feedback drawer: editable while the caller may write, else as given. */
export const ActivityForm = ({ title, properties, answers, writable, busy, done, onSubmit }: ActivityFormProps) => {
  const { t } = useTranslation('group-plans');
  const answered = Object.keys(answers).length > 0;
  return (
    <Card className="group-plans-activity-form" aria-label={title} role="region">
      <div className="group-plans-activity-head">
        <h4 className="bp6-heading">{title}</h4>
        {done !== null && (
          <Tag minimal intent={done ? 'success' : 'warning'}>
            {t(done ? 'feedback.done' : 'feedback.waiting')}
          </Tag>
        )}
      </div>
      {properties.length === 0 ? (
        <p className="bp6-text-muted">{t('feedback.no-form')}</p>
      ) : !writable && !answered ? (
        <p className="bp6-text-muted">{t('feedback.none-yet')}</p>
      ) : (
        <>
          {!writable && (
            <Callout icon="lock" className="group-plans-note">
              {t('feedback.read-only')}
            </Callout>
          )}
          <FeedbackForm
            // Read-only, it shows the answers as they are now; editable, it keeps what the user
            // typed (and the focus) when a save or another browser's answers reload the session.
            key={writable ? 'editable' : `shown-${JSON.stringify(answers)}`}
            properties={properties}
            initialValues={answers}
            readOnly={!writable}
            submitText={t('feedback.submit')}
            busy={busy}
            onSubmit={onSubmit}
          />
        </>
      )}
    </Card>
  );
};
