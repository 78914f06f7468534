import { Button, ButtonGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../i18n/languages';

type LanguageSwitchProps = {
  /** Called after the interface has switched, e.g. to store the choice on the server. */
  onChange?: (language: Language) => void;
};

const labelKey = { 'zh-CN': 'shell.language-zh-cn', 'en-US': 'shell.language-en-us' } as const;

/** Switches the interface language at once (zh-CN / en-US). */
export const LanguageSwitch = ({ onChange }: LanguageSwitchProps) => {
  const { t, i18n } = useTranslation('common');
  const handleSelect = (language: Language) => {
    if (language === i18n.language) return;
    void i18n.changeLanguage(language).then(() => onChange?.(language));
  };
  return (
    <ButtonGroup variant="minimal" role="group" aria-label={t('shell.language')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          active={i18n.language === language}
          aria-pressed={i18n.language === language}
          onClick={() => handleSelect(language)}
          text={t(labelKey[language])}
        />
      ))}
    </ButtonGroup>
  );
};
