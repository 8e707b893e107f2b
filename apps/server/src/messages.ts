import apiArEG from '@creator/api/messages/ar-EG.json' with { type: 'json' };
import apiEnUS from '@creator/api/messages/en-US.json' with { type: 'json' };
import apiIdID from '@creator/api/messages/id-ID.json' with { type: 'json' };
import apiZhHansCN from '@creator/api/messages/zh-Hans-CN.json' with { type: 'json' };
import { DEFAULT_LOCALE, type Locale } from '@creator/domain/locales';
import formsArEG from '@creator/forms/messages/ar-EG.json' with { type: 'json' };
import formsEnUS from '@creator/forms/messages/en-US.json' with { type: 'json' };
import formsIdID from '@creator/forms/messages/id-ID.json' with { type: 'json' };
import formsZhHansCN from '@creator/forms/messages/zh-Hans-CN.json' with { type: 'json' };
import { issueToDescriptor, type MessageDescriptor } from '@creator/forms/rules/descriptor';
import { IntlMessageFormat } from 'intl-messageformat';

type Values = Record<string, string | number>;
type Catalogue = Readonly<Record<string, string>>;

/**
 * The envelope's `message` is written in the request's `clang` (contract.md "Transport"). The server's words
 * come from the same catalogues the portal uses: `forms.*` (the rules' descriptors) and `api.*` (the
 * server's own refusals, `api.code.<ErrorCode name>`).
 */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  'en-US': { ...formsEnUS, ...apiEnUS },
  'zh-Hans-CN': { ...formsZhHansCN, ...apiZhHansCN },
  'id-ID': { ...formsIdID, ...apiIdID },
  'ar-EG': { ...formsArEG, ...apiArEG },
};

/** The Intl locale of each: Arabic with Latin digits, as everywhere in the product (contract.md "Display and counting"). */
const INTL_LOCALE: Readonly<Record<Locale, string>> = {
  'en-US': 'en-US',
  'zh-Hans-CN': 'zh-Hans-CN',
  'id-ID': 'id-ID',
  'ar-EG': 'ar-EG-u-nu-latn',
};

/** Compiled messages, by locale and text (the catalogues are fixed, so this stays small). */
const compiled = new Map<string, IntlMessageFormat>();

function compile(locale: Locale, text: string): IntlMessageFormat {
  const key = `${locale}\u0000${text}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(text, INTL_LOCALE[locale], undefined, { ignoreTag: true });
    compiled.set(key, format);
  }
  return format;
}

function tryFormat(locale: Locale, text: string | undefined, values: Values): string | null {
  if (text === undefined) return null;
  try {
    return String(compile(locale, text).format(values));
  } catch {
    return null;
  }
}

/**
 * A descriptor's text in a locale: the locale's catalogue, else the English one, else the descriptor's own
 * `defaultMessage` (an id no catalogue holds yet). Never throws: a message that cannot be formatted falls
 * back to the next, and at the very end to the unformatted default text.
 */
export function formatMessage(locale: Locale, descriptor: MessageDescriptor, extra: Values = {}): string {
  const values: Values = { ...descriptor.values, ...extra };
  return (
    tryFormat(locale, CATALOGUES[locale][descriptor.id], values) ??
    tryFormat(DEFAULT_LOCALE, CATALOGUES[DEFAULT_LOCALE][descriptor.id], values) ??
    tryFormat(DEFAULT_LOCALE, descriptor.defaultMessage, values) ??
    descriptor.defaultMessage
  );
}

interface IssueLike {
  code?: string;
  message: string;
  path: readonly PropertyKey[];
  params?: unknown;
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  values?: readonly unknown[];
  format?: string;
  keys?: readonly string[];
}

/**
 * One validation issue as the field and what is wrong with it: a rule's descriptor (`forms.*`, written in
 * the request's language when answered), or else the server's own words for a developer reading the
 * response (a wrong type, an unknown field), which stay English.
 */
export function describeIssue(issue: IssueLike): { field: string; reason: MessageDescriptor | string } {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  if (/^forms\./u.test(issue.message)) return { field, reason: issueToDescriptor(issue) };
  return { field, reason: developerText(issue) };
}

function developerText(issue: IssueLike): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${String(issue.expected)}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return `must be one of ${(issue.values ?? []).map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_format':
      return `not a valid ${issue.format ?? 'value'}`;
    case 'unrecognized_keys':
      return `unknown field ${(issue.keys ?? []).join(', ')}`;
    case 'invalid_union':
      return 'does not match any accepted shape';
    default:
      return 'is not valid';
  }
}
