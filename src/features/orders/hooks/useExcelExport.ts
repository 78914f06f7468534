import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage, useRestFetch } from '../../../shared/http/useRestFetch';
import { fileNameFromDisposition, saveBlob } from '../../../shared/http/download';

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
 * Downloads an Excel export from REST with the console's headers and saves it under the name in
 * Content-Disposition. Answers null on success, or the message to show.
 */
export const useExcelExport = () => {
  const restFetch = useRestFetch();
  const { t } = useTranslation('orders');
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
      if (!response.ok) return await serverMessage(response, t('export.failed'));
      const blob = await readWithProgress(response, (progress) => setState({ status: 'running', progress }));
      const name = fileNameFromDisposition(response.headers.get('content-disposition'), 'orders.xlsx');
      saveBlob(blob, name);
      return null;
    } catch {
      return t('common:error.network');
    } finally {
      setState({ status: 'idle' });
    }
  };

  return { state, run };
};
