import { Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';

type QrCodeImageProps = {
  content: string;
  alt: string;
  size?: number;
  className?: string;
};

/** A real QR code drawn in the browser, as a data: image (the CSP allows data: images). */
export const QrCodeImage = ({ content, alt, size = 176, className }: QrCodeImageProps) => {
  const [drawn, setDrawn] = useState<{ content: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    // qrcode (21 KB) is fetched when a code is first drawn, not with the console.
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(content, { width: size, margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (src) => {
          if (current) setDrawn({ content, src });
        },
        () => {
          // A content too long for a QR code, or the code not fetched: nothing to draw; the link is shown beside it.
        },
      );
    return () => {
      current = false;
    };
  }, [content, size]);
  if (drawn?.content !== content) return <Spinner size={24} />;
  return <img src={drawn.src} alt={alt} width={size} height={size} className={className} />;
};
