import { useEffect, useState } from 'react';
import { useRestFetch } from '../../../shared/http/useRestFetch';

type Loaded = { url: string; src: string | null };

/**
 * The photo at a REST path as a blob: URL for <img>, which cannot send the bearer token itself
 * (the CSP's img-src allows blob:). Null while it loads, when it fails, and without a path.
 */
export const usePictureSrc = (url: string | null): string | null => {
  const restFetch = useRestFetch();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void (async () => {
      try {
        const response = await restFetch(url, { signal: controller.signal });
        if (!response.ok) throw new Error(`photo answered ${response.status}`);
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, src: objectUrl });
      } catch {
        // The initials stand in for a photo that cannot be read; nothing to tell the user.
        if (!controller.signal.aborted) setLoaded({ url, src: null });
      }
    })();
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, restFetch]);

  // A result for an earlier path is never shown for the current one.
  return url && loaded?.url === url ? loaded.src : null;
};
