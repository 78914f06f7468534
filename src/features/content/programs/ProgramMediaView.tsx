import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ContentProgramPlayAuthDocument, type ContentProgramMediaFieldsFragment } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { LoadingState } from '../../../shared/ui/LoadingState';

type ProgramMediaViewProps = { file: ContentProgramMediaFieldsFragment; label: string };

/**
 * A programme's image or video at its signed address (GET /File/PlayAuth): <img> and <video>
 * cannot send the bearer token, and <video> fetches with Range requests so that it can seek.
 */
export const ProgramMediaView = ({ file, label }: ProgramMediaViewProps) => {
  const { t } = useTranslation('content-programs');
  const [{ data, fetching, error }] = useQuery({
    query: ContentProgramPlayAuthDocument,
    variables: { vid: file.id },
    context: NO_ERROR_TOAST,
    requestPolicy: 'network-only',
  });
  const url = data?.contentProgramPlayAuth.playUrl;
  if (fetching && !url) return <LoadingState />;
  if (error || !url) return <Callout intent="danger" title={t('detail.media-failed')} />;
  return file.kind === 'video' ? (
    <video className="atrium-program-video" controls preload="metadata" src={url} aria-label={label} />
  ) : (
    <img src={url} alt={label} />
  );
};
