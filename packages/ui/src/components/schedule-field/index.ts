export { ScheduleField, type ScheduleFieldProps } from './schedule-field';
