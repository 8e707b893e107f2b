export { Calendar, startOfDay, type CalendarProps } from './calendar';
