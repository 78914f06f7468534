import { Card, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfflinePlanItemFieldsFragment } from '../../../generated/graphql';
import { useProgramGuide } from '../../../shared/content/ProgramGuideContext';
import { FeedbackForm } from '../../../shared/feedback-form/FeedbackForm';
import { answersOf, formsOf, itemStatus, keyOf } from '../planRules';

const STATUS_INTENT = { submitted: 'success', notStarted: 'warning', open: 'none' } as const;

/**
 * One training activity of the session in detail: how to run it (its programme's guide) and the
 * feedback given on it, staff's and the guardian's, read-only (they are written from the card).
 */
export const ActivityCard = ({ item }: { item: OfflinePlanItemFieldsFragment }) => {
  // The route provides the library's guide; without it the card shows the feedback only.
  const Guide = useProgramGuide();
  const { t } = useTranslation(['course-detail', 'offline-plans']);
  const [tab, setTab] = useState<'guide' | 'feedback'>(Guide ? 'guide' : 'feedback');
  const status = itemStatus(item);
  const forms = formsOf(item.feedbackProperties);
  const staff = answersOf(item.feedbacks);
  const guardian = answersOf(item.guardianFeedbacks);
  const headingId = `atrium-activity-${item.id}`;
  return (
    <Card className="atrium-course-activity" aria-labelledby={headingId}>
      <header className="atrium-course-activity-head">
        <h3 id={headingId} className="bp6-heading">
          {item.trainingProgram.title}
        </h3>
        <Tag minimal round>
          {t('offline-plans:item.level', { level: item.trainingProgram.difficulty })}
        </Tag>
        {item.operate && (
          <Tag minimal intent={item.operate === 'Increase' ? 'danger' : 'primary'}>
            {t(item.operate === 'Increase' ? 'offline-plans:tag.increase' : 'offline-plans:tag.decrease')}
          </Tag>
        )}
        <Tag intent={STATUS_INTENT[status]} minimal={status === 'open'}>
          {t(`offline-plans:item.status.${keyOf(status)}`)}
        </Tag>
      </header>
      <Tabs id={`atrium-activity-tabs-${item.id}`} selectedTabId={tab} onChange={(next) => setTab(next as typeof tab)}>
        {/* The guide is fetched when its tab shows: a session of six activities asks for one at a time. */}
        {Guide && <Tab id="guide" title={t('guide-tab')} panel={<Guide programId={item.trainingProgram.id} />} />}
        <Tab
          id="feedback"
          title={t('feedback-tab')}
          panel={
            <div className="atrium-course-feedback">
              <FeedbackPart title={t('staff-feedback')} properties={forms.staff} answers={staff} />
              {forms.guardian.length > 0 && (
                <FeedbackPart title={t('guardian-feedback')} properties={forms.guardian} answers={guardian} />
              )}
            </div>
          }
        />
      </Tabs>
    </Card>
  );
};

const FeedbackPart = ({
  title,
  properties,
  answers,
}: {
  title: string;
  properties: ReturnType<typeof formsOf>['staff'];
  answers: Record<string, unknown>;
}) => {
  const { t } = useTranslation('course-detail');
  const answered = Object.keys(answers).length > 0;
  return (
    <section aria-label={title}>
      <h4 className="bp6-heading">{title}</h4>
      {answered ? (
        <FeedbackForm properties={properties} initialValues={answers} readOnly />
      ) : (
        <p className="bp6-text-muted">{t('no-feedback')}</p>
      )}
    </section>
  );
};
