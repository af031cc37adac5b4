import { LANGUAGE_NAMES } from '@shopkeeper/contract';
import GlobalOutline from 'antd-mobile-icons/es/GlobalOutline';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n.ts';
import styles from './language-button.module.css';

// The sheet and its animation library load when first opened, not with the sign-in screen.
const LanguageSheet = lazy(() => import('./language-sheet.tsx').then((m) => ({ default: m.LanguageSheet })));

/** A compact "globe + language" button for screens without a settings page (sign-in, sign-up). */
export function LanguageButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[currentLanguage()]}`}
        aria-haspopup="dialog"
        data-testid="language-button"
      >
        <GlobalOutline aria-hidden="true" />
        <span>{LANGUAGE_NAMES[currentLanguage()]}</span>
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <LanguageSheet visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
