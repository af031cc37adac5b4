import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shopkeeper/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { chooseLanguage, useT } from '../lib/i18n.ts';

const OPTIONS = LANGUAGES.map((lang) => ({
  value: lang,
  // Each name in its own language, marked so screen readers pronounce it right.
  label: <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>,
}));

/** The ten product languages; the choice is remembered on this browser (`console.lang`). */
export function LanguagePicker() {
  const { t, lang } = useT();
  const [switching, setSwitching] = useState(false);

  const pick = (next: Language) => {
    setSwitching(true);
    chooseLanguage(next).finally(() => setSwitching(false));
  };

  return (
    <Select<Language>
      aria-label={t('header.language')}
      title={t('header.language')}
      value={lang}
      onChange={pick}
      options={OPTIONS}
      loading={switching}
      prefix={<GlobalOutlined />}
      variant="borderless"
      virtual={false}
      popupMatchSelectWidth={false}
      style={{ minWidth: 150 }}
    />
  );
}
