import { useTranslation } from 'react-i18next';
import type { PayChannel } from '../api/channels.ts';
import { CopyButton } from './copy-button.tsx';
import { QrCode } from './qr-code.tsx';
import styles from './recharge.module.css';

/** Where to send the money for one channel: the address with its QR code, or the bank details. */
export function ChannelDetails({ channel }: { channel: PayChannel }) {
  const { t } = useTranslation();
  const text = channel.address ?? channel.bankDetails ?? '';
  return (
    <section className={styles.card} aria-labelledby="channel-details-title">
      <h2 className={styles.cardTitle} id="channel-details-title">
        {channel.address ? t('recharge.address') : t('recharge.bankDetails')}
      </h2>
      {channel.address && (
        <div className={styles.qrBox}>
          <QrCode text={channel.address} label={t('recharge.qrLabel', { channel: channel.name })} />
        </div>
      )}
      <div className={styles.copyRow}>
        <p className={styles.address} data-testid="channel-address">
          {text}
        </p>
        <CopyButton text={text} testId="copy-address" />
      </div>
      {channel.address && (
        <p className={styles.hint}>{t('recharge.networkHint', { channel: channel.name })}</p>
      )}
    </section>
  );
}
