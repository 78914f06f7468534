import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ContentProgramDetailDocument } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { ProgramDetail } from './ProgramDetailPage';

/**
 * How to run a training activity: its programme's page as the centre's library shows it (targets,
 * materials with counts, the texts, images and video). A plan's session page hands it each
 * activity's programme; one taken out of the library since the plan was arranged says so.
 */
export const ProgramGuide = ({ programId }: { programId: string }) => {
  const { t } = useTranslation('content-programs');
  const [{ data, fetching, error }] = useQuery({
    query: ContentProgramDetailDocument,
    variables: { id: programId },
    context: NO_ERROR_TOAST,
  });
  const program = data?.contentTrainingProgram;
  if (program) return <ProgramDetail program={program} embedded />;
  if (fetching) return <LoadingState />;
  const missing = error?.graphQLErrors.some((e) => e.extensions['code'] === 'NotFound') ?? false;
  return missing ? (
    <Callout icon="search">{t('guide.missing')}</Callout>
  ) : (
    <Callout intent="danger" title={t('guide.failed')}>
      {error ? errorMessage(error, t('common:error.network')) : null}
    </Callout>
  );
};
