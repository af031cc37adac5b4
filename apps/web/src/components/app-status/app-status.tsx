import { useTranslation } from 'react-i18next';
import { useAppStatus } from '../../lib/app-status.ts';
import styles from './app-status.module.css';

/**
 * Says that the phone is offline, or that a new version is ready (with the button that loads
 * it: never by itself, so nothing being typed is lost). At the top of the page, covering nothing.
 */
export function AppStatusBanner() {
  const { t } = useTranslation();
  const { offline, applyUpdate } = useAppStatus();
  return (
    <div className={styles.dock} role="status" aria-live="polite">
      {offline && <p className={styles.banner}>{t('pwa.offline')}</p>}
      {!offline && applyUpdate && (
        <p className={styles.banner}>
          <span>{t('pwa.updateReady')}</span>
          <button type="button" className={styles.action} onClick={applyUpdate}>
            {t('pwa.reload')}
          </button>
        </p>
      )}
    </div>
  );
}
