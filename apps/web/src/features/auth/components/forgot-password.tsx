import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './forgot-password.module.css';

// Loads when the person opens the panel, not with the sign-in screen (≈ 0.9 KB gzip off /login).
const SupportContactCard = lazy(() =>
  import('../../../components/support-contact/support-contact-card.tsx').then((m) => ({
    default: m.SupportContactCard,
  })),
);

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
            <Suspense fallback={null}>
              <SupportContactCard />
            </Suspense>
          </>
        )}
      </div>
    </div>
  );
}
