import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@creator/domain/locales';

type Compiled = Record<string, MessageFormatElement[]>;
type Loader = () => Promise<{ default: Compiled }>;

// Only the locale in use is downloaded, in two parts (scripts/compile-messages.mjs): the messages of the
// first chunk (the sign-in page), then, before any other page renders, the rest.
const first: Record<Locale, Loader> = {
  'en-US': () => import('./compiled/en-US.json'),
  'zh-Hans-CN': () => import('./compiled/zh-Hans-CN.json'),
  'id-ID': () => import('./compiled/id-ID.json'),
  'ar-EG': () => import('./compiled/ar-EG.json'),
};
const later: Record<Locale, Loader> = {
  'en-US': () => import('./compiled/en-US.later.json'),
  'zh-Hans-CN': () => import('./compiled/zh-Hans-CN.later.json'),
  'id-ID': () => import('./compiled/id-ID.later.json'),
  'ar-EG': () => import('./compiled/ar-EG.later.json'),
};

let active: { locale: Locale; messages: Promise<Compiled>; rest?: Promise<void> } | undefined;

/**
 * The first part of a locale's messages. The object is the one given to the IntlProvider: the rest joins it.
 * The router starts loading the first page before this settles, so the active locale is known at once.
 */
export function loadMessages(locale: Locale): Promise<Compiled> {
  const messages = first[locale]().then(({ default: compiled }) => ({ ...compiled }));
  active = { locale, messages };
  return messages;
}

/**
 * Adds the rest of the active locale's messages to the provider's catalogue. Pages other than sign-in await
 * it in their lazy loader, so they never render an id the catalogue lacks. react-intl looks messages up at
 * each call, so adding ids needs no re-render; existing ids never change.
 */
export function loadLaterMessages(): Promise<void> {
  const current = active;
  if (!current) return Promise.reject(new Error('loadMessages() must run before loadLaterMessages()'));
  current.rest ??= Promise.all([current.messages, later[current.locale]()]).then(
    ([messages, { default: rest }]) => {
      Object.assign(messages, rest);
    },
  );
  return current.rest;
}

/** A lazy page's loader that also brings the rest of the messages. */
export function withLaterMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadLaterMessages()]))[0];
}
