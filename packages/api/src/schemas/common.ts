import type { MessageDescriptor } from '@creator/forms/rules/descriptor';
import * as z from 'zod/mini';

/*
 * Building blocks shared by every area. Requests are strict about what they accept; answers let unknown
 * fields through so that a backend which adds fields breaks nothing. Query schemas read the wire form
 * (every value a string, arrays comma-joined) and also accept the typed values a caller passes.
 */

/** `content_id`, notice `id`, task `id`, `tag_id`, `user_id`: positive integers. */
export const idSchema = z.int().check(z.positive());

/** Unix time in whole seconds. */
export const timestampSchema = z.int().check(z.nonnegative());

/** A count on an answer; lenient about integers because a backend may aggregate. */
export const countSchema = z.number().check(z.nonnegative());

/** A number in a query string ("3" on the wire, 3 from a caller). */
export const queryInt = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
  z.int(),
);
export const queryId = z.pipe(queryInt, idSchema);
export const queryTimestamp = z.pipe(queryInt, timestampSchema);
export const queryPage = z.pipe(queryInt, z.int().check(z.positive()));
export const queryPageSize = z.pipe(queryInt, z.int().check(z.positive(), z.maximum(100)));

/** A comma-joined list in a query string (`content_sources=7,8`), or an array from a caller. */
export function commaList<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' ? (value === '' ? [] : value.split(',')) : value,
    ),
    z.array(item),
  );
}

/** One of a few numeric codes in a query string. */
export function queryCode<const T extends readonly [number, ...number[]]>(codes: T) {
  return z.pipe(
    queryInt,
    z.union(codes.map((code) => z.literal(code)) as unknown as [z.ZodMiniLiteral<T[number]>]),
  );
}

/** A query or body text that must not be empty. */
export const nonEmptyText = z.string().check(z.minLength(1));

/** Standard base64 (the encrypted password, the captcha token, a storage policy). */
export const base64Text = z.string().check(z.minLength(1), z.regex(/^[A-Za-z0-9+/]+={0,2}$/u));

/** Paged answer of the contract: `{ list, count, page, page_size }`. */
export function pagedAnswer<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({
    list: z.array(item),
    count: countSchema,
    page: z.optional(z.number()),
    page_size: z.optional(z.number()),
  });
}

/** An answer whose `data` carries nothing the portal reads (null, `{}` or anything else). */
export const emptyAnswerSchema = z.unknown();

/** Base64 of the UTF-8 bytes of a text (the contract's only base64 form). */
export function encodeBase64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Inverse of encodeBase64Utf8; throws on text that is not base64 or not UTF-8. */
export function decodeBase64Utf8(encoded: string): string {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Decodes base64 JSON and checks it against a schema; undefined when any step fails. */
export function decodeBase64Json<T>(encoded: string, schema: z.ZodMiniType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(decodeBase64Utf8(encoded)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function encodeBase64Json(value: unknown): string {
  return encodeBase64Utf8(JSON.stringify(value));
}

/** Applies a rule of packages/forms that answers a descriptor (or null) as a zod check. */
export function ruleCheck<T>(rule: (value: T) => MessageDescriptor | null) {
  return z.superRefine<T>((value, context) => {
    const problem = rule(value);
    if (problem)
      context.issues.push({
        code: 'custom',
        message: problem.id,
        input: value,
        ...(problem.values ? { params: problem.values } : {}),
      });
  });
}
