import { useTranslation } from 'react-i18next';
import { IntroPage } from '../../shared/ui/IntroPage';

// /system/center/menu/calendar, opened from the top bar's calendar entry. The calendar itself
// comes with its own feature; until then the page says what it will hold.
export const CalendarPage = () => {
  const { t } = useTranslation('top-bar');
  return (
    <IntroPage
      icon="calendar"
      title={t('calendar.title')}
      introTitle={t('calendar.intro-title')}
      introDescription={t('calendar.intro-description')}
    />
  );
};
