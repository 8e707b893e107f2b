import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { InvalidRequest } from './errors';
import { describeIssue } from './messages';
import { withValues, type MessageDescriptor } from '@creator/forms/rules/descriptor';
import { REQUEST_LIST_MAX } from '@creator/api/schemas/common';

export const JSON_BODY_MAX_BYTES = 1024 * 1024;

interface SchemaDef {
  type: string;
  shape?: Record<string, unknown>;
  options?: { _zod: { def: SchemaDef } }[];
  in?: { _zod: { def: SchemaDef } };
  innerType?: { _zod: { def: SchemaDef } };
}

/** The field names an object schema accepts, one set per shape a union allows; null when not an object. */
function acceptedShapes(schema: { _zod: { def: SchemaDef } }): Set<string>[] | null {
  const def = schema._zod.def;
  if (def.type === 'object' && def.shape) return [new Set(Object.keys(def.shape))];
  if (def.type === 'union' && def.options) {
    const shapes = def.options.map((option) => acceptedShapes(option));
    return shapes.every((shape) => shape !== null) ? shapes.flat() : null;
  }
  if (def.type === 'pipe' && def.in) return acceptedShapes(def.in);
  if (def.innerType) return acceptedShapes(def.innerType);
  return null;
}

/** The schemas of packages/api strip unknown fields; the server refuses them, so a typo never passes silently. */
function refuseUnknownFields(schema: z.ZodMiniType, input: unknown, where: string): void {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
  const shapes = acceptedShapes(schema as unknown as { _zod: { def: SchemaDef } });
  if (!shapes) return;
  const keys = Object.keys(input);
  if (shapes.some((shape) => keys.every((key) => shape.has(key)))) return;
  const known = new Set(shapes.flatMap((shape) => [...shape]));
  const unknown = keys.filter((key) => !known.has(key));
  throw new InvalidRequest(
    `${where}: unknown field ${unknown.length > 0 ? unknown.join(', ') : keys.join(', ')}`,
  );
}

const TOP_LEVEL = new Set(['body', 'query', 'path']);

/**
 * Refuses what no call accepts, before any schema reads it: text with U+0000 (PostgreSQL text cannot hold it; refused
 * as malformed rather than failing in the database), and a list or an object larger than any call takes
 * (REQUEST_LIST_MAX items or fields), before its items are walked or parsed: a 1 MB body of 100 000 ids cost the
 * event loop 40 ms in the schema.
 */
export function refuseNulCharacters(input: unknown, where: string, depth = 0): void {
  if (typeof input === 'string') {
    if (input.includes('\u0000')) throw new InvalidRequest(`${where}: contains a NUL character`);
    return;
  }
  if (typeof input !== 'object' || input === null || depth > 64) return;
  if (Array.isArray(input)) {
    if (input.length > REQUEST_LIST_MAX)
      throw new InvalidRequest(`${where}: must be at most ${REQUEST_LIST_MAX}`);
  } else {
    // Counted up to one past the bound, never further: an object of 100 000 fields costs what a list does.
    let fields = 0;
    for (const _ in input)
      if ((fields += 1) > REQUEST_LIST_MAX)
        throw new InvalidRequest(`${where}: must have at most ${REQUEST_LIST_MAX} fields`);
  }
  for (const [key, value] of Object.entries(input)) {
    const field = TOP_LEVEL.has(where) ? key : `${where}.${key}`;
    refuseNulCharacters(key, field, depth + 1);
    refuseNulCharacters(value, field, depth + 1);
  }
}

/** A zod issue as the 400 it causes: a rule's descriptor is answered in the request's language. */
function invalidFrom(issue: Parameters<typeof describeIssue>[0]): InvalidRequest {
  const { field, reason } = describeIssue(issue);
  return typeof reason === 'string'
    ? new InvalidRequest(`${field}: ${reason}`)
    : InvalidRequest.rule(field, reason);
}

export function parseWith<S extends z.ZodMiniType>(schema: S, input: unknown, where: string): z.output<S> {
  refuseNulCharacters(input, where);
  refuseUnknownFields(schema, input, where);
  const result = schema.safeParse(input);
  if (!result.success) throw invalidFrom(result.error.issues[0]!);
  return result.data;
}

/** The JSON body, checked against a schema of packages/api: 400 with 10001 for anything malformed. */
export async function readBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/iu.test(type))
    throw new InvalidRequest('body: Content-Type must be application/json');
  const text = await c.req.text();
  if (Buffer.byteLength(text) > JSON_BODY_MAX_BYTES) throw new InvalidRequest('body: larger than 1 MB', 413);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidRequest('body: malformed JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new InvalidRequest('body: expected a JSON object');
  return parseWith(schema, parsed, 'body');
}

/** The query string, checked against a schema of packages/api. */
export function readQuery<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query(), 'query');
}

/** A rule of packages/forms said no: the request is invalid, with the rule's own words (in the request's language). */
export function refuseWith(
  field: string,
  descriptor: MessageDescriptor,
  values?: Record<string, string | number>,
): never {
  throw InvalidRequest.rule(field, values ? withValues(descriptor, values) : descriptor);
}

/** Runs a rule schema on a value and refuses with its first message. */
export function checkRule<S extends z.ZodMiniType>(schema: S, value: unknown, field: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw invalidFrom({ ...issue, path: [field, ...issue.path] });
  }
  return result.data;
}
