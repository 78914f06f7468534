import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { GroupPlanAttendanceDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { MusicFeedbackSection } from '../../../shared/music-feedback/MusicFeedbackSection';
import { useReloadOnVersion } from '../hooks';

/**
 * The class feedback drawer's "music feedback" section (spec 001 §2 screen 4): music is listened
 * to child by child, so the feedback is a child's (picked among those who attended the session).
 */
export const ClassMusicFeedback = ({
  planId,
  num,
  writable,
  version,
}: {
  planId: string;
  num: number;
  writable: boolean;
  version: number;
}) => {
  const { t } = useTranslation('group-plans');
  const [{ data }, reexecute] = useQuery({
    query: GroupPlanAttendanceDocument,
    variables: { planId, num },
    context: NO_ERROR_TOAST,
  });
  useReloadOnVersion(version, reexecute);
  const attended = (data?.groupPlanChildren.items ?? []).filter((child) => child.attendance === 'Attend');
  const [picked, setPicked] = useState<string | null>(null);
  const subjectId = attended.find((child) => child.id === picked)?.id ?? attended[0]?.id ?? null;
  if (!data) return null;
  if (subjectId === null)
    return (
      <section className="group-plans-section" aria-labelledby="class-feedback-music">
        <h3 id="class-feedback-music" className="bp6-heading">
          {t('feedback.music-section')}
        </h3>
        <p className="bp6-text-muted">{t('feedback.music-no-attendance')}</p>
      </section>
    );
  return (
    <div className="group-plans-section">
      <MusicFeedbackSection planKind="GROUP" planId={planId} subjectId={subjectId} num={num} writable={writable}>
        <FormGroup label={t('feedback.music-member')} labelFor="class-music-member" inline>
          <HTMLSelect
            id="class-music-member"
            value={subjectId}
            onChange={(event) => setPicked(event.currentTarget.value)}
            options={attended.map((child) => ({ value: child.id, label: child.userName }))}
          />
        </FormGroup>
      </MusicFeedbackSection>
    </div>
  );
};
