import { Callout, Drawer, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { GroupPunchSessionDocument, type GroupPlanFieldsFragment } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { serverAnswers } from '../../../shared/feedback-form/serverForm';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { formOfKind } from '../feedbackRules';
import { useReloadOnVersion } from '../hooks';
import { ActivityForm } from './ActivityForm';
import { ChildFeedback } from './ChildFeedback';
import { ClassMusicFeedback } from './ClassMusicFeedback';
import { useSubmitGroupFeedback } from './useSubmitGroupFeedback';

/** Spec 001 §2 screen 4 and §9: drawers are 700, 720 or 800 wide. */
const WIDTH = 720;

/**
 * The class feedback drawer (spec 001 §2 screen 4) of the current session: the class's answers on
 * each activity (session feedback), the activities with their state and each attending child's
 * answers (training activities), and a child's music feedback of the session (music feedback). The
 * spec's static activities section is left out: a class plan's sessions carry none. Mount it to open it.
 */
export const ClassFeedbackDrawer = ({
  plan,
  version,
  onClose,
  onSaved,
}: {
  plan: GroupPlanFieldsFragment;
  version: number;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation('group-plans');
  return (
    <Drawer
      isOpen
      size={`${WIDTH}px`}
      icon="annotation"
      title={t('feedback.title', { num: plan.currentNum })}
      onClose={onClose}
    >
      <div className="group-plans-drawer">
        <ClassFeedbackBody planId={plan.id} version={version} onSaved={onSaved} />
      </div>
    </Drawer>
  );
};

const ClassFeedbackBody = ({ planId, version, onSaved }: { planId: string; version: number; onSaved: () => void }) => {
  const { t } = useTranslation('group-plans');
  const { showSuccess } = useErrorToasts();
  const [{ data, error }, reexecute] = useQuery({
    query: GroupPunchSessionDocument,
    variables: { planId },
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
  const session = data.groupPunchSession;
  const titleOf = (item: { trainingProgram: { code: string; title: string } }) =>
    `${item.trainingProgram.code} ${item.trainingProgram.title}`;

  return (
    <>
      {!session.isEdit && (
        <Callout icon="lock" className="group-plans-note">
          {t('feedback.session-read-only')}
        </Callout>
      )}
      {session.isEdit && (
        <Callout
          icon={session.allDone ? 'tick-circle' : 'info-sign'}
          intent={session.allDone ? 'success' : 'primary'}
          className="group-plans-note"
        >
          {t(session.allDone ? 'feedback.all-done' : 'feedback.before-end')}
        </Callout>
      )}
      <section className="group-plans-section" aria-labelledby="class-feedback-session">
        <h3 id="class-feedback-session" className="bp6-heading">
          {t('feedback.session-section')}
        </h3>
        {session.items.length === 0 ? (
          <p className="bp6-text-muted">{t('activities.empty')}</p>
        ) : (
          session.items.map((item) => (
            <ActivityForm
              key={item.itemId}
              title={titleOf(item)}
              properties={formOfKind(item.feedbackProperties, 'Session')}
              answers={serverAnswers(item.feedbacks)}
              writable={session.isEdit}
              busy={busy === item.itemId}
              done={item.hasDone === true}
              onSubmit={(submission) =>
                void send({ planId, num: session.num, itemId: item.itemId }, submission).then((kept) => {
                  if (!kept) return;
                  showSuccess(t('feedback.saved', { title: item.trainingProgram.title }));
                  reexecute({ requestPolicy: 'network-only' });
                  onSaved();
                })
              }
            />
          ))
        )}
      </section>
      <ClassMusicFeedback planId={planId} num={session.num} writable={session.isEdit} version={version} />
      <section className="group-plans-section" aria-labelledby="class-feedback-activities">
        <h3 id="class-feedback-activities" className="bp6-heading">
          {t('feedback.activities-section')}
        </h3>
        {session.items.length > 0 && (
          <HTMLTable compact striped className="group-plans-table" aria-label={t('feedback.activities-section')}>
            <thead>
              <tr>
                <th scope="col">{t('activities.code')}</th>
                <th scope="col">{t('activities.title')}</th>
                <th scope="col">{t('activities.level')}</th>
                <th scope="col">{t('feedback.state')}</th>
              </tr>
            </thead>
            <tbody>
              {session.items.map((item) => (
                <tr key={item.itemId}>
                  <td>{item.trainingProgram.code}</td>
                  <th scope="row">{item.trainingProgram.title}</th>
                  <td>{t('level', { level: item.difficulty })}</td>
                  <td>
                    <Tag minimal intent={item.hasDone === true ? 'success' : 'warning'}>
                      {t(item.hasDone === true ? 'feedback.done' : 'feedback.waiting')}
                    </Tag>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        <ChildFeedback planId={planId} num={session.num} version={version} onSaved={onSaved} />
      </section>
    </>
  );
};
