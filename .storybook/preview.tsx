import type { Decorator, Preview } from '@storybook/react-vite';
import { DirectionProvider } from '@radix-ui/react-direction';
import type { SetupWorker } from 'msw/browser';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';
import { useEffect, useMemo, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import { createIntl, RawIntlProvider } from 'react-intl';
import { setStoryIntl } from '@creator/ui/lib/story-intl';
import { classConflicts } from './class-conflicts';
import { directionOf, LOCALES, type Locale } from '@creator/domain/locales';
import { MESSAGES } from './locales';
import './preview.css';

// Testing Library's waits (findBy…, waitFor) give up after one second by default: on a loaded machine a lazy chunk
// or a mocked answer can take longer than that. Waits are ceilings, never pacing: a wait ends as soon as its
// condition holds, so a generous ceiling costs nothing when the machine is quick.
configure({ asyncUtilTimeout: 15_000 });

function LocaleFrame({ locale, dir, children }: { locale: Locale; dir: 'ltr' | 'rtl'; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
  const intl = useMemo(
    () => createIntl({ locale, messages: MESSAGES[locale], defaultLocale: 'en-US' }),
    [locale],
  );
  // Handed over as it renders, before any play function runs: `localized` names controls in this locale.
  setStoryIntl(intl);
  return (
    <RawIntlProvider value={intl}>
      <DirectionProvider dir={dir}>
        <div dir={dir} lang={locale} className="font-sans text-ink">
          {children}
        </div>
      </DirectionProvider>
    </RawIntlProvider>
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

// MSW's worker, started once for the whole preview. msw-storybook-addon asks for it in every story's
// `beforeEach` and keeps it only once started, so the stories of a docs page, which start together, each
// started a worker of their own and all but the first failed ("Failed to replace a global value at
// WebSocket"). Handing it the same promise every time makes one worker serve them all.
let worker: Promise<SetupWorker> | undefined;
function startWorkerOnce(): Promise<SetupWorker> {
  worker ??= import('msw/browser').then(async ({ setupWorker }) => {
    const started = setupWorker();
    // Storybook's own requests (its modules, fonts, pictures) go through untouched; a screen story installs
    // every route of the contract it needs.
    await started.start({ quiet: true, onUnhandledFrame: 'bypass' });
    return started;
  });
  return worker;
}

/**
 * The locale the stories-as-tests run in (vitest.config.ts runs them in en-US and in ar-EG); Storybook itself
 * opens in en-US, and its toolbar switches.
 */
const TEST_LOCALE = (import.meta.env.STORY_LOCALE as Locale | undefined) ?? 'en-US';

const preview: Preview = {
  decorators: [withLocale],
  // Handlers go in through the story context's `msw` (`msw.use`; version 3 reads no `parameters.msw`).
  ...createPreviewAnnotations(startWorkerOnce),
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
  initialGlobals: { locale: TEST_LOCALE, dir: 'auto' },
  parameters: {
    layout: 'padded',
    // The sidebar as a designer reads it (docs/storybook.md): foundations, widgets by kind, the product's own
    // patterns by area as the product names them, then whole screens. Storybook reads this literal from the
    // source without running it, so it is written out here and nowhere else.
    options: {
      storySort: {
        method: 'alphabetical',
        order: [
          'Foundations',
          ['Colour', 'Type', 'Spacing', 'Icons', 'Fit'],
          'Primitives',
          'Forms',
          'Feedback',
          'Overlays',
          'Navigation',
          'Data display',
          'Patterns',
          [
            'Sign-in',
            'Home',
            'Content',
            'Creation',
            'Machine-generated tasks',
            'Notices',
            ['Notice list', '*'],
            'Account',
            'App shell',
            ['Signed-in frame', '*'],
          ],
          'Screens',
          [
            'Sign-in',
            'Forgot password',
            'Layout',
            'Home',
            'Content management',
            'Preview',
            'Short-post composer',
            'Article editor',
            'Drafts',
            'Machine-generated tasks',
            'Machine-generated task editor',
            'Notices',
            'Account information',
            'Account password',
            'Agreement',
            'Not found',
            'Forbidden',
            'Exception',
          ],
          // A group nobody has placed yet shows last, where it is noticed.
          '*',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story test.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
