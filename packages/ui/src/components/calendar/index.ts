export { Calendar, type CalendarProps } from './calendar';
// Kept React- and calendar-free (lib/start-of-day), so that a widget can use it without loading the calendar.
export { startOfDay } from '../../lib/start-of-day';
