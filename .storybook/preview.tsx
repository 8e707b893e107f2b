import type { Decorator, Preview } from '@storybook/react-vite';
import { DirectionProvider } from '@radix-ui/react-direction';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { classConflicts } from './class-conflicts';
import { directionOf, LOCALES, type Locale } from '@creator/domain/locales';
import { MESSAGES } from './locales';
import './preview.css';

function LocaleFrame({ locale, dir, children }: { locale: Locale; dir: 'ltr' | 'rtl'; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
  return (
    <IntlProvider locale={locale} messages={MESSAGES[locale]} defaultLocale="en-US">
      <DirectionProvider dir={dir}>
        <div dir={dir} lang={locale} className="font-sans text-ink">
          {children}
        </div>
      </DirectionProvider>
    </IntlProvider>
  );
}

const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? 'en-US';
  const chosen = context.globals.dir as 'ltr' | 'rtl' | 'auto' | undefined;
  const dir = !chosen || chosen === 'auto' ? directionOf(locale) : chosen;
  return (
    <LocaleFrame locale={locale} dir={dir}>
      <Story />
    </LocaleFrame>
  );
};

const preview: Preview = {
  decorators: [withLocale],
  // MSW comes from the msw-storybook-addon preset (.storybook/main.ts), which starts the worker for every story
  // and hands it to `beforeEach` as `msw`: handlers go in with `msw.use` (version 3 reads no `parameters.msw`).
  // Two classes for one property on an element: cn() joins without merging, so the winner would be
  // whichever rule the style sheet happens to list last. Fails the story test (portals included).
  afterEach: ({ canvasElement }) => {
    const conflicts = classConflicts(canvasElement.ownerDocument.body);
    if (conflicts.length > 0) throw new Error(`Conflicting classes:\n${conflicts.join('\n')}`);
  },
  globalTypes: {
    locale: {
      description: 'Locale of every message, date and count',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Writing direction (auto follows the locale)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'auto (from locale)' },
          { value: 'ltr', title: 'left to right' },
          { value: 'rtl', title: 'right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en-US', dir: 'auto' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story test.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
