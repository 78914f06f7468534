import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;
// DOMPurify is fetched the first time a notice's HTML is shown, not with the console.
const loadSanitizer = (): Promise<Sanitize> =>
  (sanitizer ??= import('../sanitizeHtml').then(
    (module) => module.sanitizeHtml,
    (error: unknown) => {
      sanitizer = null; // fetched again next time
      throw error;
    },
  ));

/** The HTML sanitized (sanitizeHtml.ts); empty until the sanitizer is in. Never the raw HTML. */
export const useSanitizedHtml = (html: string): string => {
  const [done, setDone] = useState<{ html: string; clean: string } | null>(null);
  useEffect(() => {
    let current = true;
    // Nothing to show (the dialog closed): DOMPurify is not fetched for it.
    if (!html) return;
    loadSanitizer().then(
      (sanitize) => {
        if (current) setDone({ html, clean: sanitize(html) });
      },
      () => undefined, // offline: the notice stays empty; its list entry shows the text
    );
    return () => {
      current = false;
    };
  }, [html]);
  return html && done?.html === html ? done.clean : '';
};
