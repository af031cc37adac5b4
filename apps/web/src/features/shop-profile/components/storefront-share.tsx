import Button from 'antd-mobile/es/components/button';
import LinkOutline from 'antd-mobile-icons/es/LinkOutline';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { LinkField } from '../../../components/share-link/link-field.tsx';
import { useShareLink } from '../../../components/share-link/share-link.ts';
import styles from './shop-profile.module.css';

const QR_SIZE = 176;

/**
 * The link as a QR code, drawn as SVG. The qrcode library (≈ 10 KB gzip) is imported here
 * only, so it loads with the /shop screen's own chunk after the page shows, never on the
 * first load; its square is reserved meanwhile.
 */
function LinkQrCode({ url, label }: { url: string; label: string }) {
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
      data-testid="storefront-qr"
    />
  );
}

/**
 * The storefront's link to give buyers: the link itself, copy, share (the phone's share sheet
 * where it has one, copying otherwise) and a QR code to show across a counter. `path` is the
 * storefront's path on this server (`/s/<slug>`).
 */
export function StorefrontShare({ path, name }: { path: string; name: string }) {
  const { t } = useTranslation();
  const url = new URL(path, window.location.origin).href;
  const { fieldRef, copy, share } = useShareLink(
    { url, title: name, text: t('shopProfile.shareText', { name }) },
    { copied: t('shopProfile.linkCopied'), selected: t('shopProfile.linkSelected') },
  );

  return (
    <section className={styles.card} aria-labelledby="storefront-share-title" data-testid="storefront-share">
      <h2 className={styles.cardTitle} id="storefront-share-title">
        <LinkOutline aria-hidden="true" />
        {t('shopProfile.shareTitle')}
      </h2>
      <p className={styles.muted}>{t('shopProfile.shareHint')}</p>
      <LinkField ref={fieldRef} url={url} label={t('shopProfile.storefrontLink')} />
      <div className={styles.actions}>
        <Button color="primary" onClick={() => void copy()}>
          {t('shopProfile.copyLink')}
        </Button>
        <Button color="primary" fill="outline" onClick={() => void share()}>
          {t('shopProfile.shareLink')}
        </Button>
      </div>
      <figure className={styles.qrBox}>
        <LinkQrCode url={url} label={t('shopProfile.qrLabel', { name })} />
        <figcaption className={styles.muted}>{t('shopProfile.qrHint')}</figcaption>
      </figure>
    </section>
  );
}
