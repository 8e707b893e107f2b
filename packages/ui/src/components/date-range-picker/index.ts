export {
  DateRangePicker,
  dateRangeToSeconds,
  type DateRange,
  type DateRangePickerProps,
} from './date-range-picker';
