/**
 * The engine's `Intl` data, loaded while the page waits for its style sheet (decision 0029).
 *
 * The first number or date formatter a page creates (and react-intl's `createIntl`, which checks that the engine
 * supports the locale for both, on every page) makes the engine load its locale data: 40–60 ms of this machine's
 * main thread, four times that on a mid-range phone, in one piece that no slicing can cut. In the bundle's start
 * it is one long task of the first render. But before that, on a first visit over a slow link, the
 * browser waits for the style sheet with nothing to do: the inline script that paints the page (first-paint.tsx)
 * cannot run until the sheet is in. A task queued from the head, before the sheet is asked for, runs in that wait
 * and loads the data then; the formatters react-intl creates later find it loaded.
 *
 * Where the style sheets are in already when the task runs (from the service worker, on a repeat visit), the
 * paint comes next and would wait for this: the task does nothing, and the first render pays as before. A sheet
 * that arrives while the task runs waits for the rest of it (at most its length: 37–98 ms measured here). A worker
 * would take the work off the main thread in every case, but on this machine's two cores it cost more than it
 * saved (decision 0029).
 */
import { DEFAULT_LOCALE, LOCALES, storedLocale } from '@creator/domain/locales';
import { SESSION_KEYS } from '@creator/api/client/session';
import { inlineCall } from './inline-call';

/** What the head's script needs: where the locale is stored, the locales, the default, the mark it leaves. */
export interface WarmIntlSetup {
  languageKey: string;
  locales: readonly string[];
  fallback: string;
  /** The user-timing mark left once the data is loaded, its detail the locale (for traces and the tests). */
  mark: string;
}

/** The mark `warmIntl` leaves (`performance.getEntriesByName`), its detail the locale it loaded. */
export const INTL_WARM_MARK = 'portal:intl-warm';

/** The setup of this build: the locale where main.tsx and the first paint read it. */
export function warmIntlSetup(): WarmIntlSetup {
  return {
    languageKey: SESSION_KEYS.clang,
    locales: LOCALES,
    fallback: DEFAULT_LOCALE,
    mark: INTL_WARM_MARK,
  };
}

/**
 * The head script's work (serialised by `warmIntlScript`, so it names nothing outside itself): with a style sheet
 * still on its way, react-intl's checks and the first formatters of a page (plural rules, a number, a date) made
 * once each, in the creator's locale (`readLocale`: `storedLocale`, whose answer is the session's). With no style
 * sheet parsed yet, nothing: the build puts the script before the sheets, so the parser has passed them by its
 * first pause. `storage` is a getter: reading `localStorage` itself throws where storage is blocked.
 */
export function warmIntl(
  setup: WarmIntlSetup,
  readLocale: typeof storedLocale,
  storage: () => Pick<Storage, 'getItem'>,
  doc: Pick<Document, 'querySelectorAll'>,
  intl: Pick<typeof Intl, 'NumberFormat' | 'DateTimeFormat' | 'PluralRules'>,
  mark: (name: string, options: PerformanceMarkOptions) => void,
): void {
  const sheets = [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')];
  if (!sheets.some((link) => !link.sheet)) return;
  const locale = readLocale(storage, setup.languageKey, setup.locales, setup.fallback);
  intl.NumberFormat.supportedLocalesOf(locale);
  intl.DateTimeFormat.supportedLocalesOf(locale);
  new intl.PluralRules(locale).select(1);
  new intl.NumberFormat(locale).format(1);
  new intl.DateTimeFormat(locale).format(0);
  mark(setup.mark, { detail: locale });
}

/**
 * The inline script index.html runs in its head, before the style sheet: it queues `warmIntl` for the parser's
 * first pause, which comes once the sheet has been asked for.
 */
export function warmIntlScript(setup: WarmIntlSetup): string {
  const call = inlineCall(warmIntl, setup, [
    storedLocale.toString(),
    '()=>localStorage',
    'document',
    'Intl',
    '(name,options)=>performance.mark(name,options)',
  ]);
  return `setTimeout(()=>${call})`;
}
