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

/** The descriptor of a declared id, with the given values or else its declared ones; unknown ids fall back to a generic message. */
export function descriptorForId(id: string, values?: Record<string, string | number>): MessageDescriptor {
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
