import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@creator/domain/locales';
import type messageParts from './message-parts.json';

type Compiled = Record<string, MessageFormatElement[]>;
/** Fetches one compiled file of messages (`en-US.json`, `en-US.later.json`, `en-US.home.json`). */
export type MessageFile = (file: string) => Promise<{ default: Compiled }>;

/** A part of the messages that only some pages load (src/i18n/message-parts.json). */
export type MessagePart = keyof (typeof messageParts)['parts'];

/**
 * Only the locale in use is downloaded, in parts (scripts/compile-messages.mjs): the messages of the first chunk
 * (the sign-in page); then, before any other page renders, the shared rest, or the page's own part, which holds
 * the shared rest too.
 */
export function messageLoader(fetchFile: MessageFile) {
  let active: { locale: Locale; messages: Promise<Compiled>; added: Map<string, Promise<void>> } | undefined;

  /**
   * The first part of a locale's messages. The object is the one given to the IntlProvider: the other parts join
   * it. The router starts loading the first page before this settles, so the active locale is known at once.
   */
  function loadMessages(locale: Locale): Promise<Compiled> {
    const messages = fetchFile(`${locale}.json`).then(({ default: first }) => ({ ...first }));
    active = { locale, messages, added: new Map() };
    return messages;
  }

  /**
   * Adds the shared rest of the active locale's messages, and the page's part if it names one, to the provider's
   * catalogue. Pages other than sign-in await it in their route's loader, so they never render an id the
   * catalogue lacks. react-intl looks messages up at each call, so adding ids needs no re-render; an id has the
   * same message in every part.
   */
  function loadLaterMessages(part?: MessagePart): Promise<void> {
    const current = active;
    if (!current) return Promise.reject(new Error('loadMessages() must run before loadLaterMessages()'));
    const add = (file: string) => {
      let added = current.added.get(file);
      if (!added) {
        added = Promise.all([current.messages, fetchFile(file)]).then(([messages, { default: more }]) => {
          Object.assign(messages, more);
        });
        // Kept even when it fails: Chromium keeps a failed module fetch failed for the page's life, so the
        // route's error element (whose Retry reloads the page) is the way on.
        current.added.set(file, added);
      }
      return added;
    };
    const later = `${current.locale}.later.json`;
    if (!part) return add(later);
    // A page's part holds the shared rest too (scripts/compile-messages.mjs): one file, and whoever needs the rest
    // meanwhile waits for it. If it fails, the rest comes on its own, so that the not-found page, the exception
    // page and the toaster still find their messages.
    const both = add(`${current.locale}.${part}.json`);
    if (!current.added.has(later))
      current.added.set(
        later,
        both.catch(() => {
          current.added.delete(later);
          return add(later);
        }),
      );
    return both;
  }

  /** A lazy widget's loader that also brings the shared rest of the messages. */
  function withLaterMessages<T>(load: () => Promise<T>): () => Promise<T> {
    return async () => (await Promise.all([load(), loadLaterMessages()]))[0];
  }

  return { loadMessages, loadLaterMessages, withLaterMessages };
}

const compiled = import.meta.glob<{ default: Compiled }>('./compiled/*.json');

export const { loadMessages, loadLaterMessages, withLaterMessages } = messageLoader((file) => {
  const load = compiled[`./compiled/${file}`];
  if (!load) throw new Error(`No compiled messages ${file}: run npm run i18n:compile`);
  return load();
});
