import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileNameFromDisposition, saveBlob } from './download';
import { serverMessage, useRestFetch } from './useRestFetch';

export type ExportRequest = { path: string; method: 'GET' | 'POST'; body?: unknown };
export type ExportState = { status: 'idle' } | { status: 'running'; progress: number | null };

/** Reads the response, reporting the share received when the server said how long it is. */
const readWithProgress = async (response: Response, onProgress: (share: number | null) => void): Promise<Blob> => {
  const total = Number(response.headers.get('content-length') ?? 0);
  if (!response.body || !total) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(Math.min(1, received / total));
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
};

/**
 * Downloads a file (an Excel export, a form) from REST with the console's headers and saves it
 * under the name in Content-Disposition. `run` answers null on success, or the message to show:
 * the server's, or `failed` (spec 001 §8: failed to download, refresh and retry).
 */
export const useFileDownload = ({ failed, fallbackName }: { failed: string; fallbackName: string }) => {
  const restFetch = useRestFetch();
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState>({ status: 'idle' });

  const run = async (request: ExportRequest): Promise<string | null> => {
    setState({ status: 'running', progress: null });
    try {
      const response = await restFetch(request.path, {
        method: request.method,
        ...(request.body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) }),
      });
      if (!response.ok) return await serverMessage(response, failed);
      const blob = await readWithProgress(response, (progress) => setState({ status: 'running', progress }));
      const name = fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName);
      saveBlob(blob, name);
      return null;
    } catch {
      return t('common:error.network');
    } finally {
      setState({ status: 'idle' });
    }
  };

  return { state, busy: state.status === 'running', run };
};
