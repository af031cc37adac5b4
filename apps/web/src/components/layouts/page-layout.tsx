import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styles from './page-layout.module.css';
import { useRouteHandle } from './route-handle.ts';

/**
 * Back within the app when there is somewhere to go back to, else to the screen's parent
 * (its route handle names it: /bank/add → /bank, /recharge → /wallet).
 */
export function useGoBack(fallback?: string) {
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const parent = fallback ?? handle.parent ?? '/shopCenter';
  // The router marks the entry the app was opened on as 'default': nothing in-app before it.
  const openedHere = useLocation().key === 'default';
  return () => {
    if (openedHere) navigate(parent, { replace: true });
    else navigate(-1);
  };
}

export interface PageLayoutProps {
  /** Defaults to the route's screen name. */
  title?: ReactNode;
  /** Show the back button; by default shown where the route names a parent (not on tab screens). */
  back?: boolean;
  backFallback?: string;
  /** Something at the header's right end, e.g. the language picker. */
  extra?: ReactNode;
  children: ReactNode;
}

/** A screen: a sticky header with the title and back button, then the content. */
export function PageLayout({ title, back, backFallback, extra, children }: PageLayoutProps) {
  const { t } = useTranslation();
  const { screen, parent } = useRouteHandle();
  const showBack = back ?? parent !== undefined;
  const goBack = useGoBack(backFallback);
  const heading = title ?? (screen ? t(`screens.${screen}`) : null);

  return (
    <>
      <header className={styles.header}>
        <div className={styles.side}>
          {showBack && (
            <button
              type="button"
              className={styles.iconButton}
              onClick={goBack}
              aria-label={t('common.back')}
            >
              <LeftOutline aria-hidden="true" />
            </button>
          )}
        </div>
        <h1 className={styles.title}>{heading}</h1>
        <div className={`${styles.side} ${styles.end}`}>{extra}</div>
      </header>
      <main className={styles.content}>{children}</main>
    </>
  );
}
