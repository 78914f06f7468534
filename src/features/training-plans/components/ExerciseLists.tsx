import { Button, Callout, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import {
  TrainingPlanOnlineExercisesDocument,
  type TrainingPlanExerciseFieldsFragment,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { PAGE_SIZE } from '../trainingPlanKinds';

const ExerciseItem = ({ exercise }: { exercise: TrainingPlanExerciseFieldsFragment }) => {
  const { t } = useTranslation('training-plans');
  return (
    <li>
      <span>{exercise.name}</span>
      <Tag minimal>{t(`exercises.type.${exercise.type === 'Online' ? 'online' : 'offline'}`)}</Tag>
      <span className="bp6-text-muted">{t('exercises.minutes', { count: exercise.minutes })}</span>
    </li>
  );
};

/**
 * An exercise plan's exercises: the online exercise list as the spec reads it (Type=Online, 10 a
 * page, load more), then the others, which the plan itself carries.
 */
export const ExerciseLists = ({
  subjectId,
  exercises,
}: {
  subjectId: string;
  exercises: readonly TrainingPlanExerciseFieldsFragment[];
}) => {
  const { t } = useTranslation('training-plans');
  const [shown, setShown] = useState(PAGE_SIZE);
  const pages = Math.ceil(shown / PAGE_SIZE);
  const offline = exercises.filter((e) => e.type === 'Offline');
  return (
    <section className="atrium-training-plan-section" aria-labelledby={`exercises-${subjectId}`}>
      <h2 className="bp6-heading" id={`exercises-${subjectId}`}>
        {t('exercises.title')}
      </h2>
      <h3 className="bp6-heading">{t('exercises.online')}</h3>
      <ul className="atrium-training-plan-exercises">
        {Array.from({ length: pages }, (_, i) => (
          <OnlinePage
            key={i}
            subjectId={subjectId}
            skipCount={i * PAGE_SIZE}
            last={i === pages - 1}
            onMore={() => setShown(shown + PAGE_SIZE)}
          />
        ))}
      </ul>
      {offline.length > 0 && (
        <>
          <h3 className="bp6-heading">{t('exercises.offline')}</h3>
          <ul className="atrium-training-plan-exercises">
            {offline.map((exercise) => (
              <ExerciseItem key={exercise.id} exercise={exercise} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
};

/** One page of the online exercise list; the last page offers the next when there is more. */
const OnlinePage = ({
  subjectId,
  skipCount,
  last,
  onMore,
}: {
  subjectId: string;
  skipCount: number;
  last: boolean;
  onMore: () => void;
}) => {
  const { t } = useTranslation('training-plans');
  const [{ data, error }] = useQuery({
    query: TrainingPlanOnlineExercisesDocument,
    variables: { subjectId, skipCount, maxResultCount: PAGE_SIZE },
    context: NO_ERROR_TOAST,
  });
  if (error && !data)
    return (
      <li>
        <Callout intent="danger">{errorMessage(error, t('common:error.network'))}</Callout>
      </li>
    );
  if (!data)
    return (
      <li>
        <LoadingState />
      </li>
    );
  const { items, totalCount } = data.trainingPlanExercises;
  return (
    <>
      {skipCount === 0 && items.length === 0 && <li className="bp6-text-muted">{t('exercises.online-empty')}</li>}
      {items.map((exercise) => (
        <ExerciseItem key={exercise.id} exercise={exercise} />
      ))}
      {last && skipCount + items.length < totalCount && (
        <li>
          <Button variant="minimal" icon="more" text={t('exercises.more')} onClick={onMore} />
        </li>
      )}
    </>
  );
};
