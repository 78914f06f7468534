import { AnchorButton, Callout } from '@blueprintjs/core';
import { DateTime } from 'luxon';
import { useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../shared/auth/SessionContext';
import { tenantStore } from '../../shared/auth/tenantStore';
import { useSession } from '../../shared/auth/useSession';
import { formatDate } from '../../shared/i18n/formatDate';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { readStoredReviewFile } from '../../shared/review-file/reviewFileStore';
import { PdfPreview } from './components/PdfPreview';
import { watermarkText } from './pdfViewerRules';
import { watermarkTile } from './watermark';
import { EmptyState } from '../../shared/ui/EmptyState';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string | null }
  | { status: 'ready'; objectUrl: string; type: string; data: ArrayBuffer };

// Spec 002 §8: a download failure shows the server's message (Error.Message) when it sent one.
const failureMessage = async (response: Response): Promise<string | null> => {
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  return typeof body?.error?.message === 'string' ? body.error.message : null;
};

/**
 * /system/reviewfile (spec 000 §2): shows the CV or attachment whose url the opener left in
 * local storage. The file needs the bearer token, so it is fetched here and shown from a blob.
 */
export const ReviewFilePage = () => {
  const { t, i18n } = useTranslation('review-file');
  const session = useContext(SessionContext);
  const { user } = useSession();
  // Spec 002 §9: the viewer's name and the day, over every page of a contract file.
  const watermarkUrl = useMemo(
    () => watermarkTile(watermarkText(user?.name ?? '', formatDate(DateTime.now(), i18n.language))),
    [user?.name, i18n.language],
  );
  const [file] = useState(readStoredReviewFile);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    if (!file) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const token = await session?.accessToken();
        const tenant = tenantStore.get();
        const response = await fetch(file.url, {
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(tenant ? { __tenant: tenant } : {}) },
        });
        if (!response.ok) {
          const message = await failureMessage(response);
          if (!cancelled) setLoaded({ status: 'failed', message });
          return;
        }
        const blob = await response.blob();
        const data = await blob.arrayBuffer();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ status: 'ready', objectUrl, type: blob.type || file.contentType, data });
      } catch (error) {
        if (!cancelled) setLoaded({ status: 'failed', message: error instanceof Error ? error.message : null });
      }
    })();
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file, session]);

  if (!file) {
    return (
      <Page title={t('title')}>
        <EmptyState icon="document" title={t('none-title')} description={t('none-description')} />
      </Page>
    );
  }

  const actions =
    loaded.status === 'ready' ? (
      <AnchorButton icon="download" href={loaded.objectUrl} download={file.fileName} text={t('download')} />
    ) : undefined;

  return (
    <Page title={file.fileName} subtitle={t('title')} actions={actions}>
      {loaded.status === 'loading' && <LoadingState />}
      {loaded.status === 'failed' && (
        <Callout intent="danger" title={t('failed-title')}>
          {loaded.message ?? t('failed-description')}
        </Callout>
      )}
      {loaded.status === 'ready' &&
        (loaded.type.startsWith('image/') ? (
          <img src={loaded.objectUrl} alt={file.fileName} style={{ maxWidth: '100%' }} />
        ) : loaded.type === 'application/pdf' && file.watermarked ? (
          <PdfPreview data={loaded.data} watermarkUrl={watermarkUrl} />
        ) : loaded.type === 'application/pdf' ? (
          <iframe
            title={file.fileName}
            src={loaded.objectUrl}
            style={{ width: '100%', height: 'calc(100vh - 180px)', border: '1px solid #d3d8de' }}
          />
        ) : (
          <EmptyState icon="document" title={t('no-preview-title')} description={t('no-preview-description')} />
        ))}
    </Page>
  );
};
