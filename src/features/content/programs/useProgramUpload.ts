import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentProgramMediaFieldsFragment } from '../../../generated/graphql';
import { SessionContext } from '../../../shared/auth/SessionContext';
import { tenantStore } from '../../../shared/auth/tenantStore';

export type ProgramUploadOutcome =
  { ok: true; file: ContentProgramMediaFieldsFragment } | { ok: false; message: string };

/**
 * Uploads a programme's image or video straight to REST (POST /api/rocket/trainingProgram/images
 * or /videos, multipart; the gateway takes no multipart bodies), reporting progress from 0 to 1.
 * XMLHttpRequest, not fetch: only it reports an upload's progress. The headers are useRestFetch's.
 */
export const useProgramUpload = () => {
  const session = useContext(SessionContext);
  const { t, i18n } = useTranslation('content-programs');
  return (kind: 'image' | 'video', file: File, onProgress: (done: number) => void) =>
    new Promise<ProgramUploadOutcome>((resolve) => {
      const request = new XMLHttpRequest();
      request.open('POST', `/api/rocket/trainingProgram/${kind}s`);
      const token = session?.accessToken();
      const tenant = tenantStore.get();
      if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
      if (tenant) request.setRequestHeader('__tenant', tenant);
      request.setRequestHeader('accept-language', i18n.language);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      request.onload = () => {
        const body = (() => {
          try {
            return JSON.parse(request.responseText) as unknown;
          } catch {
            return null;
          }
        })();
        if (request.status === 200 && body) resolve({ ok: true, file: body as ContentProgramMediaFieldsFragment });
        else
          resolve({
            ok: false,
            message: (body as { error?: { message?: string } } | null)?.error?.message ?? t('upload.failed'),
          });
      };
      request.onerror = () => resolve({ ok: false, message: t('common:error.network') });
      const body = new FormData();
      body.append('file', file, file.name);
      request.send(body);
    });
};
