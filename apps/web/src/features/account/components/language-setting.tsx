import { LANGUAGE_NAMES } from '@shopkeeper/contract';
import GlobalOutline from 'antd-mobile-icons/es/GlobalOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSheet } from '../../../components/language-sheet.tsx';
import { NavList } from '../../../components/nav-list.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';

/** The language row of the account screen; the choice is also saved to the profile. */
export function LanguageSetting() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lang = currentLanguage();
  return (
    <>
      <NavList
        header={t('account.preferences')}
        items={[
          {
            key: 'language',
            icon: <GlobalOutline />,
            label: t('language.label'),
            extra: <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>,
            onClick: () => setOpen(true),
            testId: 'language-setting',
          },
        ]}
      />
      <LanguageSheet visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
