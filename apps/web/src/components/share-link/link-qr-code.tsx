import { useEffect, useState } from 'react';
import { SkeletonBlock } from '../page-skeleton.tsx';
import styles from './qr-code.module.css';

const QR_SIZE = 176;

/**
 * A link as a QR code, drawn as SVG. The qrcode library (≈ 10 KB gzip) is imported here
 * only, so it loads with the chunk of the screen that shows one, after the page shows, never
 * on the first load; its square is reserved meanwhile.
 */
function QrImage({ url, label, testId }: { url: string; label: string; testId?: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => {
        if (current) setSvg(drawn);
      })
      .catch(() => undefined); // the link and its buttons are still there
    return () => {
      current = false;
    };
  }, [url]);
  if (!svg) return <SkeletonBlock height={QR_SIZE} width={QR_SIZE} />;
  return (
    <img
      className={styles.qr}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={QR_SIZE}
      height={QR_SIZE}
      data-testid={testId}
    />
  );
}

/** The QR code with a line under it saying what scanning it opens. */
export function LinkQrCode({
  url,
  label,
  caption,
  testId,
}: {
  url: string;
  /** The image's text alternative: whose link it is. */
  label: string;
  caption: string;
  testId?: string;
}) {
  return (
    <figure className={styles.box}>
      <QrImage url={url} label={label} testId={testId} />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
