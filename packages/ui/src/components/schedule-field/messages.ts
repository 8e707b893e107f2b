import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  toggle: None;
  date: None;
  hour: None;
  minute: None;
  calendar: None;
  pickDate: None;
}>({
  toggle: { id: 'ui.schedule-field.toggle', defaultMessage: 'Schedule publishing' },
  date: { id: 'ui.schedule-field.date', defaultMessage: 'Publish date' },
  hour: { id: 'ui.schedule-field.hour', defaultMessage: 'Hour' },
  minute: { id: 'ui.schedule-field.minute', defaultMessage: 'Minute' },
  calendar: { id: 'ui.schedule-field.calendar', defaultMessage: 'Choose the publish date' },
  pickDate: { id: 'ui.schedule-field.pick-date', defaultMessage: 'Pick a date' },
});
