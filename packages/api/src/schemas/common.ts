import { PAGE_MAX } from '@creator/domain/limits';
import type { MessageDescriptor } from '@creator/forms/rules/descriptor';
import * as z from 'zod/mini';

/*
 * Building blocks shared by every area. Requests are strict about what they accept; answers let unknown
 * fields through so that a backend which adds fields breaks nothing. Query schemas read the wire form
 * (every value a string, arrays comma-joined) and also accept the typed values a caller passes.
 */

/*
 * Answers and requests bound numbers differently. An answer may carry any positive integer id and any time
 * (the contract sets no maximum, and a backend may use 64-bit ids), so the answer schemas stay lenient. A
 * request is parsed by the reference server before anything reaches the database, so every number and list
 * a request schema accepts has a maximum that its columns and statements can hold: out-of-range input is a
 * 400 with code 10001, never a database error.
 */

/** The largest id a request may name: the id columns are PostgreSQL `integer` / `serial` (signed 32-bit). */
export const REQUEST_ID_MAX = 2 ** 31 - 1;

/**
 * The latest time a request may name: 9999-12-31T23:59:59Z in Unix seconds. Times are stored as bigint
 * milliseconds; this × 1000 (+ 1 s for the end of a range) stays far within JS safe integers and Date.
 */
export const REQUEST_TIMESTAMP_MAX = 253_402_300_799;

/**
 * The longest `spent_time` (milliseconds the composer was open; a bigint column): 2^31 − 1 seconds, about 68
 * years, in milliseconds. Any real value fits, and it stays a safe integer.
 */
export const SPENT_TIME_MAX_MS = (2 ** 31 - 1) * 1000;

export { PAGE_MAX };

/** The largest page a caller may ask for (the portal asks for 10 or 20). */
export const PAGE_SIZE_MAX = 100;

/**
 * Items of a request list that no rule of packages/forms bounds (notice ids to mark read, task ids to claim
 * or give up, hashtags as sent, draft images): far above what a page or an item holds, far below the
 * 65 535 bind parameters PostgreSQL takes in one statement.
 */
export const REQUEST_LIST_MAX = 1000;

/** `content_id`, notice `id`, task `id`, `tag_id`, `user_id` in an answer: any positive integer. */
export const idSchema = z.int().check(z.positive());

/** An id in a request: a positive 32-bit integer. */
export const requestIdSchema = z.int().check(z.positive(), z.maximum(REQUEST_ID_MAX));

/** Unix time in whole seconds, in an answer. */
export const timestampSchema = z.int().check(z.nonnegative());

/** Unix time in whole seconds, in a request. */
export const requestTimestampSchema = z.int().check(z.nonnegative(), z.maximum(REQUEST_TIMESTAMP_MAX));

/** A count on an answer; lenient about integers because a backend may aggregate. */
export const countSchema = z.number().check(z.nonnegative());

/** A number in a query string ("3" on the wire, 3 from a caller). */
export const queryInt = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
  z.int(),
);
/** The query forms below are request-side only: each carries the request bound of its kind. */
export const queryRequestId = z.pipe(queryInt, requestIdSchema);
export const queryTimestamp = z.pipe(queryInt, requestTimestampSchema);
export const queryPage = z.pipe(queryInt, z.int().check(z.positive(), z.maximum(PAGE_MAX)));
export const queryPageSize = z.pipe(queryInt, z.int().check(z.positive(), z.maximum(PAGE_SIZE_MAX)));

/** A list in a request body, at most `max` items (REQUEST_LIST_MAX unless a rule sets a tighter one). */
export function requestList<T extends z.ZodMiniType>(item: T, max: number = REQUEST_LIST_MAX) {
  return z.array(item).check(z.maxLength(max));
}

/** A comma-joined list in a query string (`content_sources=7,8`), or an array from a caller; at most `max` items. */
export function commaList<T extends z.ZodMiniType>(item: T, max: number) {
  return z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' ? (value === '' ? [] : value.split(',')) : value,
    ),
    z.array(item).check(z.maxLength(max)),
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

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/u;

/** Standard base64 (the encrypted password, the captcha token, a storage policy). */
export const base64Text = z.string().check(z.minLength(1), z.regex(BASE64));

/**
 * The longest single text of a request that is not a content body (a ticket, a token, an encrypted password,
 * a list of file names): far above any the portal sends, and checked before any rule or pattern reads it.
 */
export const REQUEST_TEXT_MAX = 8192;

/** A text of a request: 1 … REQUEST_TEXT_MAX characters, the length checked first (and alone when over). */
export const requestText = z.string().check(z.maxLength(REQUEST_TEXT_MAX, { abort: true }), z.minLength(1));

/** Base64 in a request, bounded like `requestText` before the pattern runs. */
export const requestBase64 = requestText.check(z.regex(BASE64));

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
