import Button from 'antd-mobile/es/components/button';
import LinkOutline from 'antd-mobile-icons/es/LinkOutline';
import { useTranslation } from 'react-i18next';
import { LinkField } from '../../../components/share-link/link-field.tsx';
import { useShareLink } from '../../../components/share-link/share-link.ts';
import { useMe } from '../../../lib/auth.ts';
import styles from './storefront-link.module.css';

/** The shop's public page, where buyers browse the showcase and order (`/s/<slug>`). */
export function storefrontUrl(slug: string): string {
  return new URL(`/s/${slug}`, window.location.origin).href;
}

/**
 * "My storefront": the link the merchant gives buyers, to copy, share (where the phone can)
 * or open. When the browser will not copy, the link is selected so the person can copy it.
 */
export function StorefrontLink() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const shop = me?.shop;
  const url = shop ? storefrontUrl(shop.slug) : '';
  const { fieldRef, copy, share, canShare } = useShareLink(
    { url, title: shop?.name ?? '', text: t('shopCenter.shareText', { name: shop?.name ?? '' }) },
    { copied: t('shopCenter.linkCopied'), selected: t('shopCenter.linkSelected') },
  );
  if (!shop) return null;

  return (
    <section
      className={styles.card}
      id="storefront-link"
      aria-labelledby="storefront-title"
      data-testid="storefront-link"
    >
      <h2 className={styles.title} id="storefront-title">
        <LinkOutline aria-hidden="true" />
        {t('shopCenter.storefrontTitle')}
      </h2>
      <p className={styles.text}>{t('shopCenter.storefrontText')}</p>
      <LinkField ref={fieldRef} url={url} label={t('shopCenter.storefrontLink')} />
      <Button block color="primary" onClick={() => void copy()}>
        {t('shopCenter.copyLink')}
      </Button>
      <div className={styles.actions}>
        {canShare && (
          <Button color="primary" fill="outline" onClick={() => void share()}>
            {t('shopCenter.shareLink')}
          </Button>
        )}
        <a className={styles.open} href={url} target="_blank" rel="noopener noreferrer">
          {t('shopCenter.openStorefront')}
        </a>
      </div>
    </section>
  );
}
