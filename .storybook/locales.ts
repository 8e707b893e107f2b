// Messages of every workspace, merged per locale, for the locale toolbar.
import { LOCALES, type Locale } from '@creator/domain/locales';

const catalogues = import.meta.glob<Record<string, string>>(
  ['../packages/*/src/messages/*.json', '../apps/portal/src/messages/*.json'],
  { eager: true, import: 'default' },
);

export const MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign(
      {},
      ...Object.entries(catalogues)
        .filter(([file]) => file.endsWith(`/${locale}.json`))
        .map(([, messages]) => messages),
    ) as Record<string, string>,
  ]),
) as Record<Locale, Record<string, string>>;
