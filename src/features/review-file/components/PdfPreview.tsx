import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { openPdf, type PDFDocumentProxy } from '../pdfjs';
import { isShadingError, PAGE_DEBOUNCE_MS, pdfScale, type RenderMode } from '../pdfViewerRules';
import '../reviewFile.css';

type PdfPreviewProps = {
  data: ArrayBuffer;
  /** The watermark tile's address; '' draws none. */
  watermarkUrl: string;
};

type Drawn =
  { status: 'drawing' } | { status: 'drawn'; imageUrl: string | null } | { status: 'failed'; message: string };

/**
 * Spec 002 §9 "PDF": one page at a time (the page drawn follows the pager after 300 ms), scaled
 * to 0.55 when a wide page does not fit, under the viewer's watermark. Pages are drawn as an
 * image first; a shading error switches the render mode to drawing straight on a canvas (§8).
 */
export const PdfPreview = ({ data, watermarkUrl }: PdfPreviewProps) => {
  const { t } = useTranslation('review-file');
  const viewerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  const [openFailed, setOpenFailed] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const shownPage = useDebouncedValue(page, PAGE_DEBOUNCE_MS);
  const [mode, setMode] = useState<RenderMode>('image');
  const [drawn, setDrawn] = useState<Drawn>({ status: 'drawing' });

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    openPdf(data).then(
      (pdf) => {
        opened = pdf;
        if (cancelled) void pdf.destroy();
        else setDocument(pdf);
      },
      (error: unknown) => {
        if (!cancelled) setOpenFailed(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [data]);

  useEffect(() => {
    if (!document) return;
    let cancelled = false;
    let imageUrl: string | null = null;
    void (async () => {
      try {
        const pdfPage = await document.getPage(shownPage);
        const natural = pdfPage.getViewport({ scale: 1 });
        const scale = pdfScale(natural.width, viewerRef.current?.clientWidth ?? natural.width);
        const viewport = pdfPage.getViewport({ scale });
        const canvas = mode === 'canvas' ? canvasRef.current : window.document.createElement('canvas');
        const context = canvas?.getContext('2d');
        if (!canvas || !context) throw new Error('no canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        await pdfPage.render({ canvas, canvasContext: context, viewport }).promise;
        if (mode === 'image') {
          const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
          if (!blob) throw new Error('no image');
          imageUrl = URL.createObjectURL(blob);
        }
        if (!cancelled) setDrawn({ status: 'drawn', imageUrl });
      } catch (error) {
        if (cancelled) return;
        if (mode === 'image' && isShadingError(error)) setMode('canvas');
        else setDrawn({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      cancelled = true;
      if (imageUrl) URL.revokeObjectURL(imageUrl);
    };
  }, [document, shownPage, mode]);

  if (openFailed) {
    return (
      <Callout intent="danger" title={t('failed-title')}>
        {openFailed}
      </Callout>
    );
  }
  if (!document) return <LoadingState />;
  const pages = document.numPages;

  return (
    <div className="atrium-pdf">
      <nav className="atrium-pdf-pager" aria-label={t('pdf.pager')}>
        <Button
          icon="chevron-left"
          aria-label={t('pdf.previous')}
          disabled={page <= 1}
          onClick={() => setPage((p) => Math.max(1, p - 1))}
        />
        <span>{t('pdf.page-of', { page, pages })}</span>
        <Button
          icon="chevron-right"
          aria-label={t('pdf.next')}
          disabled={page >= pages}
          onClick={() => setPage((p) => Math.min(pages, p + 1))}
        />
      </nav>
      <div ref={viewerRef} className="atrium-pdf-viewer">
        {drawn.status === 'failed' ? (
          <Callout intent="danger" title={t('failed-title')}>
            {drawn.message}
          </Callout>
        ) : (
          <div className="atrium-pdf-page" data-render-mode={mode}>
            {mode === 'image' && drawn.status === 'drawn' && drawn.imageUrl && (
              <img src={drawn.imageUrl} alt={t('pdf.page-alt', { page: shownPage })} />
            )}
            {mode === 'canvas' && <canvas ref={canvasRef} aria-label={t('pdf.page-alt', { page: shownPage })} />}
            {watermarkUrl && (
              <div
                className="atrium-pdf-watermark"
                data-testid="pdf-watermark"
                style={{ backgroundImage: `url("${watermarkUrl}")` }}
              />
            )}
          </div>
        )}
      </div>
    </div>
  );
};
