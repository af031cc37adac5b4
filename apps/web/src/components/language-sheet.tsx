import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shopkeeper/contract';
import Popup from 'antd-mobile/es/components/popup';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/auth.ts';
import { currentLanguage } from '../lib/i18n.ts';
import styles from './language-sheet.module.css';

export interface LanguageSheetProps {
  visible: boolean;
  onClose: () => void;
}

/**
 * A bottom sheet listing the ten languages, each named in itself (and marked as written in
 * it, so a screen reader pronounces it right). Plain buttons, the current one marked: with
 * radio buttons, moving through them by keyboard would switch the language at every step.
 */
export function LanguageSheet({ visible, onClose }: LanguageSheetProps) {
  const { t } = useTranslation();
  const current = currentLanguage();

  const choose = (lang: Language) => {
    onClose();
    if (lang !== current) void changeLanguage(lang);
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.body}
      destroyOnClose
    >
      <div role="dialog" aria-modal="true" aria-labelledby="language-sheet-title">
        <h2 className={styles.title} id="language-sheet-title">
          {t('language.choose')}
        </h2>
        <ul aria-labelledby="language-sheet-title" className={styles.list}>
          {LANGUAGES.map((lang) => (
            <li key={lang}>
              <button
                type="button"
                aria-current={lang === current ? 'true' : undefined}
                className={styles.option}
                onClick={() => choose(lang)}
              >
                <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
                {lang === current && <CheckOutline className={styles.check} aria-hidden="true" />}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Popup>
  );
}
