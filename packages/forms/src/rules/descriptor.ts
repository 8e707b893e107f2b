import type { $ZodIssue } from 'zod/v4/core';

/**
 * A message descriptor: what a rule says, never formatted here. The portal formats it with react-intl;
 * the server formats it in the request's `clang` from the same catalogues for the envelope's `message`.
 */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  values?: Record<string, string | number>;
}

/** Every descriptor a rule module declared, so an issue or a form error carrying only an id can be turned back into one. */
const declared = new Map<string, MessageDescriptor>();

export function describe(
  id: string,
  defaultMessage: string,
  values?: Record<string, string | number>,
): MessageDescriptor {
  const descriptor = values ? { id, defaultMessage, values } : { id, defaultMessage };
  if (!declared.has(id)) declared.set(id, descriptor);
  return descriptor;
}

/** Same message with other values (a bound that comes from configuration, a count). */
export function withValues(
  message: MessageDescriptor,
  values: Record<string, string | number>,
): MessageDescriptor {
  return { id: message.id, defaultMessage: message.defaultMessage, values: { ...message.values, ...values } };
}

export const genericMessages = {
  invalid: describe('forms.field.invalid', 'This value is not valid'),
} as const;

/** Where a message that carries its values (`messageOf`) separates the id from them. */
const VALUES_MARK = '?';
/** Longer than any id with its values: what is past it is not read. */
const MESSAGE_MAX = 512;

/**
 * A descriptor as one string: its id, then its values as a query (`forms.post.content-length?min=10&max=1000`).
 * For where only a string travels (a react-hook-form error's `message`) and the values come from configuration.
 */
export function messageOf(descriptor: MessageDescriptor): string {
  const values = Object.entries(descriptor.values ?? {}).map(([key, value]) => [key, String(value)]);
  return values.length > 0 ? `${descriptor.id}${VALUES_MARK}${new URLSearchParams(values)}` : descriptor.id;
}

/**
 * The descriptor of a declared id (or of a `messageOf` string), with the given values, else the ones the string
 * carries, else its declared ones; unknown ids fall back to a generic message.
 */
export function descriptorForId(
  message: string,
  values?: Record<string, string | number>,
): MessageDescriptor {
  const bounded = message.slice(0, MESSAGE_MAX);
  const mark = bounded.indexOf(VALUES_MARK);
  const id = mark === -1 ? bounded : bounded.slice(0, mark);
  if (mark !== -1 && !values) values = Object.fromEntries(new URLSearchParams(bounded.slice(mark + 1)));
  const descriptor = declared.get(id);
  if (descriptor === undefined) return genericMessages.invalid;
  return values && Object.keys(values).length > 0 ? withValues(descriptor, values) : descriptor;
}

type Values = Record<string, string | number>;

function isValues(params: unknown): params is Values {
  return (
    typeof params === 'object' &&
    params !== null &&
    Object.values(params).every((value) => typeof value === 'string' || typeof value === 'number')
  );
}

/** A zod issue produced by a rule (message = descriptor id, params = values) as a descriptor. */
export function issueToDescriptor(
  issue: Pick<$ZodIssue, 'message'> & { params?: unknown },
): MessageDescriptor {
  return descriptorForId(issue.message, isValues(issue.params) ? issue.params : undefined);
}

/** The first problem of a `safeParse` result, or null when it passed. */
export function firstError(result: {
  success: boolean;
  error?: { issues: readonly $ZodIssue[] } | undefined;
}): MessageDescriptor | null {
  const issue = result.success ? undefined : result.error?.issues[0];
  return issue ? issueToDescriptor(issue) : null;
}

/** Zod check options carrying a descriptor: its id as the message, its values as params, and stop at the first failure. */
export function issueOf(message: MessageDescriptor, path?: PropertyKey[]) {
  return {
    error: message.id,
    abort: true,
    ...(message.values ? { params: message.values } : {}),
    ...(path ? { path } : {}),
  };
}

/** The outcome of an eligibility rule. */
export type Verdict = { ok: true } | { ok: false; reason: MessageDescriptor };

export const allowed: Verdict = Object.freeze({ ok: true });

export function refused(reason: MessageDescriptor): Verdict {
  return { ok: false, reason };
}

/**
 * The zod issue of a rule that names the first problem and its field (the composer's, the editor's): at the
 * field, its message carrying its values (`messageOf`), for a resolver to mark that field.
 */
export function ruleIssue(problem: { field: string; message: MessageDescriptor }, input: unknown) {
  return { code: 'custom' as const, input, path: [problem.field], message: messageOf(problem.message) };
}
