import Button from 'antd-mobile/es/components/button';
import LinkOutline from 'antd-mobile-icons/es/LinkOutline';
import { useTranslation } from 'react-i18next';
import { LinkField } from '../../../components/share-link/link-field.tsx';
import { LinkQrCode } from '../../../components/share-link/link-qr-code.tsx';
import { useShareLink } from '../../../components/share-link/share-link.ts';
import styles from './shop-profile.module.css';

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
      <LinkQrCode
        url={url}
        label={t('shopProfile.qrLabel', { name })}
        caption={t('shopProfile.qrHint')}
        testId="storefront-qr"
      />
    </section>
  );
}
