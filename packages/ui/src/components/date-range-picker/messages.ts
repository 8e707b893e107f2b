import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  label: None;
  placeholder: None;
  clear: None;
  range: { from: string; to: string };
  calendar: None;
}>({
  label: { id: 'ui.date-range-picker.label', defaultMessage: 'Date range' },
  placeholder: { id: 'ui.date-range-picker.placeholder', defaultMessage: 'Start date – End date' },
  clear: { id: 'ui.date-range-picker.clear', defaultMessage: 'Clear dates' },
  range: { id: 'ui.date-range-picker.range', defaultMessage: '{from} – {to}' },
  calendar: { id: 'ui.date-range-picker.calendar', defaultMessage: 'Choose a date range' },
});
