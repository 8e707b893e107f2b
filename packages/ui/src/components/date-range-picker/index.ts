export { DateRangePicker, type DateRange, type DateRangePickerProps } from './date-range-picker';
