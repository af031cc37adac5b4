import '../../../lib/antd-react19.ts';
import Button from 'antd-mobile/es/components/button';
import LinkOutline from 'antd-mobile-icons/es/LinkOutline';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/auth.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { showToast } from '../../../lib/toast.ts';
import styles from './storefront-link.module.css';

/** The shop's public page, where buyers browse the showcase and order (`/s/<slug>`). */
export function storefrontUrl(slug: string): string {
  return new URL(`/s/${slug}`, window.location.origin).href;
}

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * "My storefront": the link the merchant gives buyers, to copy, share (where the phone can)
 * or open. When the browser will not copy, the link is selected so the person can copy it.
 */
export function StorefrontLink() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const field = useRef<HTMLInputElement>(null);
  const shop = me?.shop;
  if (!shop) return null;

  const url = storefrontUrl(shop.slug);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    if (await copyText(url)) {
      void showToast({ icon: 'success', content: t('shopCenter.linkCopied') });
      return;
    }
    field.current?.focus();
    // select() alone leaves iOS Safari without a selection; the range works everywhere.
    field.current?.setSelectionRange(0, url.length);
    // Said at the bottom, so the selected link stays in sight.
    void showToast({ content: t('shopCenter.linkSelected'), duration: ERROR_TOAST_MS, position: 'bottom' });
  };

  const share = async () => {
    try {
      await navigator.share({ title: shop.name, text: t('shopCenter.shareText', { name: shop.name }), url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; a refusal falls back to copying.
      if (!cancelled(error)) await copy();
    }
  };

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
      <input
        ref={field}
        className={styles.url}
        value={url}
        readOnly
        aria-label={t('shopCenter.storefrontLink')}
        onFocus={(event) => event.currentTarget.select()}
      />
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
