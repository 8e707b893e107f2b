import { useEffect, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, directionOf, type Locale } from '@creator/domain/locales';
import { manifestHref } from '../service-worker/manifest-href';

interface Props {
  locale: Locale;
  messages: Record<string, MessageFormatElement[]>;
  children: ReactNode;
}

/**
 * Sets `lang`, `dir` and the web app manifest's language once on the document and gives every widget the messages of
 * the locale (Radix's direction comes with the lazy pages: i18n/radix-direction.tsx).
 */
export function PortalIntlProvider({ locale, messages, children }: Props) {
  const dir = directionOf(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref(locale));
  }, [locale, dir]);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
