import { Callout, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { GroupChildPunchDocument, GroupPlanAttendanceDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { serverAnswers } from '../../../shared/feedback-form/serverForm';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { formOfKind } from '../feedbackRules';
import { useReloadOnVersion } from '../hooks';
import { ActivityForm } from './ActivityForm';
import { useSubmitGroupFeedback } from './useSubmitGroupFeedback';

type ChildFeedbackProps = { planId: string; num: number; version: number; onSaved: () => void };

/** Personal feedback in the class feedback drawer: pick a child who attended, answer their Personal properties. */
export const ChildFeedback = ({ planId, num, version, onSaved }: ChildFeedbackProps) => {
  const { t } = useTranslation('group-plans');
  const [subjectId, setSubjectId] = useState('');
  const [{ data, error }, reexecute] = useQuery({
    query: GroupPlanAttendanceDocument,
    variables: { planId, num },
    context: NO_ERROR_TOAST,
  });
  useReloadOnVersion(version, reexecute);
  if (error && !data)
    return (
      <Callout intent="danger" title={t('attendance.load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  if (!data) return <LoadingState />;
  const attended = data.groupPlanChildren.items.filter((child) => child.attendance === 'Attend');
  if (attended.length === 0) return <p className="bp6-text-muted">{t('feedback.no-attended')}</p>;
  const chosen = attended.some((child) => child.id === subjectId) ? subjectId : '';
  return (
    <>
      <FormGroup label={t('feedback.child')} labelFor="class-feedback-child" inline>
        <HTMLSelect
          id="class-feedback-child"
          value={chosen}
          onChange={(event) => setSubjectId(event.currentTarget.value)}
          options={[
            { value: '', label: t('feedback.child-placeholder'), disabled: true },
            ...attended.map((child) => ({ value: child.id, label: child.userName })),
          ]}
        />
      </FormGroup>
      {chosen !== '' && (
        <ChildForms key={chosen} planId={planId} num={num} subjectId={chosen} version={version} onSaved={onSaved} />
      )}
    </>
  );
};

const ChildForms = ({ planId, num, subjectId, version, onSaved }: ChildFeedbackProps & { subjectId: string }) => {
  const { t } = useTranslation('group-plans');
  const { showSuccess } = useErrorToasts();
  const [{ data, error }, reexecute] = useQuery({
    query: GroupChildPunchDocument,
    variables: { planId, subjectId, num },
    context: NO_ERROR_TOAST,
  });
  useReloadOnVersion(version, reexecute);
  const { send, busy } = useSubmitGroupFeedback();
  if (error && !data)
    return (
      <Callout intent="danger" title={t('feedback.load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  if (!data) return <LoadingState />;
  const punch = data.groupChildPunch;
  return (
    <div
      className="group-plans-child-forms"
      aria-label={t('feedback.child-forms', { name: punch.userName })}
      role="group"
    >
      {punch.items.map((item) => (
        <ActivityForm
          key={item.itemId}
          title={`${item.trainingProgram.code} ${item.trainingProgram.title}`}
          properties={formOfKind(item.feedbackProperties, 'Personal')}
          answers={serverAnswers(item.feedbacks)}
          writable={punch.isEdit}
          busy={busy === item.itemId}
          done={null}
          onSubmit={(submission) =>
            void send({ planId, num: punch.num, itemId: item.itemId, subjectId }, submission).then((kept) => {
              if (!kept) return;
              showSuccess(t('feedback.child-saved', { name: punch.userName, title: item.trainingProgram.title }));
              reexecute({ requestPolicy: 'network-only' });
              onSaved();
            })
          }
        />
      ))}
    </div>
  );
};
