import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportContactCard } from '../../../components/support-contact/support-contact-card.tsx';
import styles from './forgot-password.module.css';

/**
 * "Forgot password?" on /login: passwords are reset by an operator (who hands the merchant
 * a one-time link to /reset-password), so this explains that and shows how to reach support.
 */
export function ForgotPassword() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.forgot}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('forgotPassword.link')}
      </button>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {open && (
          <>
            <p className={styles.explanation}>{t('forgotPassword.explanation')}</p>
            <SupportContactCard />
          </>
        )}
      </div>
    </div>
  );
}
