import { useTranslation } from 'react-i18next';
import { serverMessage, useRestFetch } from '../../../shared/http/useRestFetch';

export type TrackUploadOutcome = { ok: true } | { ok: false; message: string };

/**
 * Uploads a track's audio straight to REST (POST /api/rocket/track/{id}/audio, multipart): the
 * gateway does not take multipart bodies. The server tells audio by its bytes and reads its duration.
 */
export const useTrackUpload = () => {
  const restFetch = useRestFetch();
  const { t } = useTranslation('content-tracks');
  return async (trackId: string, file: File): Promise<TrackUploadOutcome> => {
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const response = await restFetch(`/api/rocket/track/${encodeURIComponent(trackId)}/audio`, {
        method: 'POST',
        body,
      });
      if (response.ok) return { ok: true };
      return { ok: false, message: await serverMessage(response, t('upload.failed')) };
    } catch {
      return { ok: false, message: t('common:error.network') };
    }
  };
};
