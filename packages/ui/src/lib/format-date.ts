/**
 * Dates and times as the product shows them (contract.md, "Display and counting"): fixed, zero-padded
 * patterns with Latin digits in every locale, never the `Intl` defaults (which give Arabic-Indic digits).
 * Input is Unix time in whole seconds, as on the wire. The time zone is the browser's unless injected.
 */

export interface DateFormatOptions {
  /** IANA time zone; the browser's when left out (tests and stories pin it). */
  timeZone?: string;
}

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(seconds: number, timeZone: string | undefined): DateParts {
  const key = timeZone ?? '';
  let formatter = partFormatters.get(key);
  if (!formatter) {
    // Only used to split the instant into wall-clock fields of the zone; the pattern is ours.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partFormatters.set(key, formatter);
  }
  const parts: DateParts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of formatter.formatToParts(new Date(seconds * 1000))) {
    if (part.type in parts) parts[part.type as keyof DateParts] = part.value;
  }
  parts.year = parts.year.padStart(4, '0');
  return parts;
}

/** `YYYY/MM/DD` for Chinese, `DD/MM/YYYY` for Indonesian, `MM/DD/YYYY` for English, Arabic and the rest. */
export function formatDate(seconds: number, locale: string, options: DateFormatOptions = {}): string {
  const { year, month, day } = partsOf(seconds, options.timeZone);
  const language = locale.toLowerCase();
  if (language.startsWith('zh')) return `${year}/${month}/${day}`;
  if (language.startsWith('id')) return `${day}/${month}/${year}`;
  return `${month}/${day}/${year}`;
}

/** `HH:mm`, 24-hour clock. */
export function formatTime(seconds: number, options: DateFormatOptions = {}): string {
  const { hour, minute } = partsOf(seconds, options.timeZone);
  return `${hour}:${minute}`;
}

/** The date pattern of the locale followed by `HH:mm`. */
export function formatDateTime(seconds: number, locale: string, options: DateFormatOptions = {}): string {
  return `${formatDate(seconds, locale, options)} ${formatTime(seconds, options)}`;
}

/** An ISO 8601 instant for `<time dateTime>`, so machines read what people see. */
export function toIsoInstant(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}
