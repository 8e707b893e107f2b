/**
 * For stories and tests: the start of a day button's accessible name in a locale, as a pattern. The visible
 * number comes first, then the month and year in the locale's words with Latin digits ("10 March 2026",
 * "10 مارس 2026"), then the weekday, which the pattern leaves open.
 */
export function dayButtonName(date: Date, locale: string): RegExp {
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', numberingSystem: 'latn' });
  const start = `${date.getDate()} ${month.format(date)}`;
  return new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'u');
}
