import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { GroupPlanAttendanceDocument, type GroupPlanFieldsFragment } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { sessionsSoFar } from '../feedbackRules';
import { useReloadOnVersion } from '../hooks';
import { FeedbackRecordList } from './FeedbackRecordList';

type TabProps = { plan: GroupPlanFieldsFragment; version: number };

/** Overall feedback: the class's answers over every session. */
export const OverallFeedbackTab = ({ plan, version }: TabProps) => {
  const { t } = useTranslation('group-plans');
  return (
    <FeedbackRecordList planId={plan.id} filter={{ kind: 'Activity' }} version={version} label={t('drawer.overall')} />
  );
};

/** Parent feedback (only with the guardian front permission: the drawer decides). */
export const ParentFeedbackTab = ({ plan, version }: TabProps) => {
  const { t } = useTranslation('group-plans');
  return (
    <FeedbackRecordList planId={plan.id} filter={{ kind: 'Guardian' }} version={version} label={t('drawer.parent')} />
  );
};

const SessionSelect = ({
  plan,
  id,
  value,
  onChange,
}: {
  plan: GroupPlanFieldsFragment;
  id: string;
  value: number;
  onChange: (num: number) => void;
}) => {
  const { t } = useTranslation('group-plans');
  return (
    <FormGroup label={t('feedback.session-filter')} labelFor={id} inline>
      <HTMLSelect
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        options={sessionsSoFar(plan).map((num) => ({ value: num, label: t('session.name', { num }) }))}
      />
    </FormGroup>
  );
};

/** Activity feedback: the class's answers at one session (spec: session filter), the current one first. */
export const ActivityFeedbackTab = ({ plan, version }: TabProps) => {
  const { t } = useTranslation('group-plans');
  const [num, setNum] = useState(Math.max(1, plan.currentNum));
  return (
    <>
      <SessionSelect plan={plan} id="group-feedback-activity-session" value={num} onChange={setNum} />
      <FeedbackRecordList
        planId={plan.id}
        filter={{ kind: 'Activity', num }}
        version={version}
        label={t('feedback.activity-records', { num })}
      />
    </>
  );
};

const ALL = '';

/**
 * Personal feedback: the spec's cascader (session, then member) as two selects, since Blueprint
 * has none. The members are the children who attended that session; all of them until one is chosen.
 */
export const PersonalFeedbackTab = ({ plan, version }: TabProps) => {
  const { t } = useTranslation('group-plans');
  const [num, setNum] = useState(Math.max(1, plan.currentNum));
  const [subjectId, setSubjectId] = useState(ALL);
  const [{ data }, reexecute] = useQuery({
    query: GroupPlanAttendanceDocument,
    variables: { planId: plan.id, num },
    context: NO_ERROR_TOAST,
  });
  useReloadOnVersion(version, reexecute);
  const attended = (data?.groupPlanChildren.items ?? []).filter((child) => child.attendance === 'Attend');
  return (
    <>
      <div className="group-plans-filters">
        <SessionSelect
          plan={plan}
          id="group-feedback-personal-session"
          value={num}
          onChange={(next) => {
            setNum(next);
            setSubjectId(ALL);
          }}
        />
        <FormGroup label={t('feedback.member')} labelFor="group-feedback-personal-member" inline>
          <HTMLSelect
            id="group-feedback-personal-member"
            value={subjectId}
            onChange={(event) => setSubjectId(event.currentTarget.value)}
            options={[
              { value: ALL, label: t('feedback.all-members') },
              ...attended.map((child) => ({ value: child.id, label: child.userName })),
            ]}
          />
        </FormGroup>
      </div>
      <FeedbackRecordList
        planId={plan.id}
        filter={{ kind: 'Personal', num, subjectId: subjectId === ALL ? undefined : subjectId }}
        version={version}
        label={t('feedback.personal-records', { num })}
      />
    </>
  );
};
