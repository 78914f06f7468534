import { CalendarViewsPage } from '../../features/calendar/views/CalendarViewsPage';

// /system/center/menu/calendar, opened from the top bar's calendar entry (spec 000 §2): the
// calendar feature's week and day views.
export const CalendarPage = () => <CalendarViewsPage />;
