import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from '../../../components/language-button.tsx';
import styles from './auth-layout.module.css';

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle: ReactNode;
  /** The line under the form that leads to the other screen (sign in ↔ sign up). */
  footer: ReactNode;
  children: ReactNode;
}

/** Sign-in and sign-up: the brand, a language choice, the form. */
export function AuthLayout({ title, subtitle, footer, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <LanguageButton />
      </div>
      <div className={styles.brand}>
        <svg className={styles.logo} viewBox="0 0 48 48" aria-hidden="true">
          <rect width="48" height="48" rx="14" fill="currentColor" />
          <path d="M13 19h22l-2.2 17H15.2z" fill="#fff" />
          <path d="M18.5 19a5.5 5.5 0 0 1 11 0" stroke="#fff" strokeWidth="2.6" fill="none" />
        </svg>
        <span className={styles.appName}>{t('app.name')}</span>
      </div>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {children}
      <p className={styles.footer}>{footer}</p>
    </main>
  );
}
