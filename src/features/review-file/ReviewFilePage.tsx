import { AnchorButton, Callout, NonIdealState } from '@blueprintjs/core';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../shared/auth/SessionContext';
import { tenantStore } from '../../shared/auth/tenantStore';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';

// Written by the account settings page (src/features/account/hooks/openReviewFile.ts).
const STORAGE_KEY = 'atrium.reviewFile';

type ReviewFile = { url: string; fileName: string; contentType: string };

const readStoredFile = (): ReviewFile | null => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { url, fileName, contentType } = value as Record<string, unknown>;
    // Only our own API: the stored value must not turn this page into an open redirect.
    if (typeof url !== 'string' || !url.startsWith('/api/') || typeof fileName !== 'string') return null;
    return { url, fileName, contentType: typeof contentType === 'string' ? contentType : '' };
  } catch {
    return null;
  }
};

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; objectUrl: string; type: string };

/**
 * /system/reviewfile (spec 000 §2): shows the CV or attachment whose url the opener left in
 * local storage. The file needs the bearer token, so it is fetched here and shown from a blob.
 */
export const ReviewFilePage = () => {
  const { t } = useTranslation('review-file');
  const session = useContext(SessionContext);
  const [file] = useState(readStoredFile);
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
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ status: 'ready', objectUrl, type: blob.type || file.contentType });
      } catch {
        if (!cancelled) setLoaded({ status: 'failed' });
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
        <NonIdealState icon="document" title={t('none-title')} description={t('none-description')} />
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
          {t('failed-description')}
        </Callout>
      )}
      {loaded.status === 'ready' &&
        (loaded.type.startsWith('image/') ? (
          <img src={loaded.objectUrl} alt={file.fileName} style={{ maxWidth: '100%' }} />
        ) : loaded.type === 'application/pdf' ? (
          <iframe
            title={file.fileName}
            src={loaded.objectUrl}
            style={{ width: '100%', height: 'calc(100vh - 180px)', border: '1px solid #d3d8de' }}
          />
        ) : (
          <NonIdealState icon="document" title={t('no-preview-title')} description={t('no-preview-description')} />
        ))}
    </Page>
  );
};
