import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOfLinkCulture } from '../../../machines/link-outcome';

/** Spec 000 §4: the page switches to the link's culture (en → en-US, zh-Hans → zh-CN) if it differs. */
export const useLinkLanguage = (culture: string | null | undefined) => {
  const { i18n } = useTranslation();
  useEffect(() => {
    const language = languageOfLinkCulture(culture);
    if (language && language !== i18n.language) void i18n.changeLanguage(language);
  }, [culture, i18n]);
};
