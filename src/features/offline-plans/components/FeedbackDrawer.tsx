import { Callout, Drawer, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleanEntry } from '../../../../forms/feedback-answers';
import type { FeedbackPropertyDefinition } from '../../../../forms/feedback-property.schemas';
import { SubmitOfflinePlanFeedbackDocument, type OfflinePlanItemFieldsFragment } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FeedbackForm, type FeedbackFormGroup } from '../../../shared/feedback-form/FeedbackForm';
import { MusicFeedbackSection } from '../../../shared/music-feedback/MusicFeedbackSection';
import { usePlanStep } from '../hooks/usePlanStep';
import { answersOf, formsOf, guardianWritable, itemActions, type PlanDetail } from '../planRules';

/** Spec 001 §9: drawers are 700, 720 or 800 wide. */
const WIDTH = 720;

type FeedbackDrawerProps = {
  plan: PlanDetail;
  item: OfflinePlanItemFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * The feedback drawer (spec 001 §2 screen 1): the session and personal feedback staff give on one
 * training activity, and the guardian's, through the shared form engine (src/shared/feedback-form).
 * Who may not write it now sees it as submitted.
 */
export const FeedbackDrawer = ({ plan, item, onClose, onSaved }: FeedbackDrawerProps) => {
  const { t } = useTranslation('offline-plans');
  return (
    <Drawer
      isOpen={item !== null}
      onClose={onClose}
      size={`${WIDTH}px`}
      icon="annotation"
      title={item ? t('feedback.title', { title: item.trainingProgram.title }) : ''}
    >
      {item && <FeedbackBody plan={plan} item={item} onSaved={onSaved} />}
    </Drawer>
  );
};

const FeedbackBody = ({
  plan,
  item,
  onSaved,
}: {
  plan: PlanDetail;
  item: OfflinePlanItemFieldsFragment;
  onSaved: () => void;
}) => {
  const { t } = useTranslation('offline-plans');
  const { showSuccess } = useErrorToasts();
  const { run, busy } = usePlanStep();
  const forms = formsOf(item.feedbackProperties);
  const staffWritable = itemActions(item, plan.summary.ilsVersion).feedback;
  const guardianOpen = guardianWritable(plan, item.num);
  // One staff submission holds both kinds (the server checks them together); tabs split the view.
  const staffGroups: FeedbackFormGroup[] = [
    {
      id: 'session',
      title: t('feedback.session-tab'),
      propertyIds: forms.staff.filter((p) => !forms.personalIds.includes(p.id)).map((p) => p.id),
    },
    { id: 'personal', title: t('feedback.personal-tab'), propertyIds: forms.personalIds },
  ];
  const [tab, setTab] = useState<'staff' | 'guardian'>(
    !staffWritable && guardianOpen && forms.guardian.length > 0 ? 'guardian' : 'staff',
  );

  const submit = async (forGuardian: boolean, submission: CleanEntry[]) => {
    const done = await run('feedback', SubmitOfflinePlanFeedbackDocument, {
      input: {
        planId: plan.summary.id,
        num: item.num,
        planItemId: item.id,
        forGuardian,
        feedbacks: submission.map((entry) => ({
          programFeedbackPropertyId: entry.programFeedbackPropertyId,
          valueJson: JSON.stringify(entry.value),
        })),
      },
    });
    if (!done) return;
    showSuccess(t(forGuardian ? 'feedback.guardian-saved' : 'feedback.saved', { title: item.trainingProgram.title }));
    onSaved();
  };

  const panel = (
    properties: FeedbackPropertyDefinition[],
    answers: Record<string, unknown>,
    writable: boolean,
    forGuardian: boolean,
    groups: FeedbackFormGroup[] = [],
  ) => {
    if (properties.length === 0) return <p className="bp6-text-muted">{t('feedback.no-form')}</p>;
    const answered = Object.keys(answers).length > 0;
    return (
      <>
        {!writable && (
          <Callout intent="none" icon="lock" className="atrium-feedback-note">
            {answered ? t('feedback.read-only') : t('feedback.none-yet')}
          </Callout>
        )}
        {(writable || answered) && (
          <FeedbackForm
            key={`${item.id}-${forGuardian}-${writable}`}
            properties={properties}
            initialValues={answers}
            readOnly={!writable}
            groups={groups}
            submitText={t('feedback.submit')}
            busy={busy === 'feedback'}
            onSubmit={(submission) => void submit(forGuardian, submission)}
          />
        )}
      </>
    );
  };

  return (
    <div className="atrium-feedback-drawer-body">
      <p className="bp6-text-muted">
        {t('feedback.session', { num: item.num, level: item.trainingProgram.difficulty })}
      </p>
      <Tabs id="offline-plan-feedback-tabs" selectedTabId={tab} onChange={(next) => setTab(next as typeof tab)}>
        <Tab
          id="staff"
          title={t('feedback.staff')}
          panel={panel(forms.staff, answersOf(item.feedbacks), staffWritable, false, staffGroups)}
        />
        {forms.guardian.length > 0 && (
          <Tab
            id="guardian"
            title={t('feedback.guardian')}
            panel={panel(forms.guardian, answersOf(item.guardianFeedbacks), guardianOpen, true)}
          />
        )}
      </Tabs>
      {/* 001 §3-4: the session's music feedback, in order, where the session plays music; saving it keeps the drawer open. */}
      {plan.sessions.find((s) => s.num === item.num)?.hasMusic && (
        <MusicFeedbackSection
          planKind="OFFLINE"
          planId={plan.summary.id}
          subjectId={plan.summary.subjectId}
          num={item.num}
          writable={plan.canWrite}
          // Not onSaved: that closes the drawer, and the music feedback is saved beside the form.
        />
      )}
    </div>
  );
};
