import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import styles from './load-error.module.css';

/** In place of content that could not be loaded: says so and offers to try again. */
export function LoadError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} role="alert">
      <span>{t('errors.loadFailed')}</span>
      <Button size="small" color="primary" fill="outline" onClick={onRetry} loading={retrying}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
