import { useEffect, useState } from 'react';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import styles from './recharge.module.css';

/**
 * A QR code of `text`, drawn as SVG. The qrcode library (≈ 10 KB gzip) loads only when a
 * code is shown, so no screen's first load carries it.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let current = true;
    setSvg(undefined);
    void import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => {
        if (current) setSvg(drawn);
      })
      .catch(() => undefined); // the address and its copy button are still there
    return () => {
      current = false;
    };
  }, [text]);
  if (!svg) return <SkeletonBlock height={160} width={160} />;
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return (
    <img className={styles.qr} src={src} alt={label} width={160} height={160} data-testid="channel-qr" />
  );
}
