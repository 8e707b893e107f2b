import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defaultAnswers } from '../mocks/handlers';
import { CONTRACT_ANSWERS, projectToContract, type ContractShape } from './contract-answers';
import { decodeCaptchaChallenge } from './auth';
import { routes, type RouteName } from './routes';

const NAMES = Object.keys(routes) as RouteName[];

/** The parts of a zod/mini schema the audit reads (its definition and whether its key may be left out). */
interface SchemaNode {
  _zod: {
    optin?: string;
    def: {
      type: string;
      innerType?: SchemaNode;
      in?: SchemaNode;
      shape?: Record<string, SchemaNode>;
      element?: SchemaNode;
    };
  };
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** The schema under its optional/nullable/default wrappers; a pipe is read on its input side (the wire). */
function unwrap(schema: SchemaNode): SchemaNode {
  let current = schema;
  for (;;) {
    const { def } = current._zod;
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

interface AnswerField {
  /** `detail.content_id`, `list[].id`, `[].url`. */
  path: string;
  /** No default and not optional: the portal fails the answer without it. */
  required: boolean;
  /** Named in CONTRACT_ANSWERS[name].fields. */
  promised: boolean;
}

const isObjectShape = (
  shape: ContractShape | undefined,
): shape is { readonly [field: string]: ContractShape } => typeof shape === 'object' && !Array.isArray(shape);

/**
 * Every object field an answer schema reads, with whether it is required and promised. The fields under an
 * unpromised one are not listed: they come and go with it. `mismatches` collects shapes that say "list" or
 * "object" where the schema reads something else.
 */
function answerFields(
  schema: SchemaNode,
  shape: ContractShape | undefined,
  prefix = '',
  out: AnswerField[] = [],
  mismatches: string[] = [],
): { fields: AnswerField[]; mismatches: string[] } {
  const node = unwrap(schema);
  const { type, shape: properties, element } = node._zod.def;
  if (type === 'object' && properties) {
    if (Array.isArray(shape)) mismatches.push(`${prefix || '(data)'}: a list shape on an object`);
    for (const [key, child] of Object.entries(properties)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const childShape =
        typeof shape === 'string'
          ? shape
          : isObjectShape(shape) && Object.hasOwn(shape, key)
            ? shape[key]
            : undefined;
      out.push({ path, required: child._zod.optin === undefined, promised: childShape !== undefined });
      if (childShape !== undefined) answerFields(child, childShape, path, out, mismatches);
    }
  } else if (type === 'array' && element) {
    if (isObjectShape(shape)) mismatches.push(`${prefix || '(data)'}: an object shape on a list`);
    const itemShape =
      typeof shape === 'string' ? shape : Array.isArray(shape) ? (shape as [ContractShape])[0] : undefined;
    answerFields(element, itemShape, `${prefix}[]`, out, mismatches);
  } else if (shape !== undefined && typeof shape !== 'string' && type !== 'unknown') {
    if (Array.isArray(shape) || Object.keys(shape).length > 0)
      mismatches.push(`${prefix || '(data)'}: a ${type} read where the shape names fields`);
  }
  return { fields: out, mismatches };
}

const auditOf = (name: RouteName) =>
  answerFields(routes[name].answer as unknown as SchemaNode, CONTRACT_ANSWERS[name].fields);

/** Paths of `value`'s object fields that `shape` does not name. */
function unnamed(shape: ContractShape, value: unknown, prefix = ''): string[] {
  if (typeof shape === 'string') return [];
  if (Array.isArray(shape)) {
    const [item] = shape as [ContractShape];
    return Array.isArray(value) ? value.flatMap((element) => unnamed(item, element, `${prefix}[]`)) : [];
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const named = shape as { readonly [field: string]: ContractShape };
  return Object.entries(value).flatMap(([key, field]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const fieldShape = Object.hasOwn(named, key) ? named[key] : undefined;
    return fieldShape === undefined ? [path] : unnamed(fieldShape, field, path);
  });
}

/** `value` with an extra field in every object that `shape` describes as an object, at every depth. */
function withExtras(shape: ContractShape, value: unknown): unknown {
  if (typeof shape === 'string') return value;
  if (Array.isArray(shape)) {
    const [item] = shape as [ContractShape];
    return Array.isArray(value) ? value.map((element) => withExtras(item, element)) : value;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const named = shape as { readonly [field: string]: ContractShape };
  const out: Record<string, unknown> = { not_in_the_contract: { deep: [1] } };
  for (const [key, field] of Object.entries(value)) {
    const fieldShape = Object.hasOwn(named, key) ? named[key] : undefined;
    out[key] = fieldShape === undefined ? field : withExtras(fieldShape, field);
  }
  return out;
}

/** How many objects of `value` got an extra field from withExtras. */
const extrasIn = (value: unknown): number =>
  Array.isArray(value)
    ? value.reduce<number>((sum, element) => sum + extrasIn(element), 0)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).reduce<number>(
          (sum, [key, field]) => sum + (key === 'not_in_the_contract' ? 1 : extrasIn(field)),
          0,
        )
      : 0;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const field of Object.values(value)) deepFreeze(field);
    Object.freeze(value);
  }
  return value;
}

describe('CONTRACT_ANSWERS', () => {
  it('has an entry for every route of the table, and none besides', () => {
    expect(Object.keys(CONTRACT_ANSWERS).sort()).toEqual([...NAMES].sort());
  });

  it.each(NAMES)('%s: the contract-minimal data decodes with the answer schema', (name) => {
    const parsed = routes[name].answer.safeParse(CONTRACT_ANSWERS[name].minimal);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.success).toBe(true);
  });

  it.each(NAMES)('%s: every field of the contract-minimal data is a promised one', (name) => {
    const { fields, minimal } = CONTRACT_ANSWERS[name];
    expect(unnamed(fields, minimal)).toEqual([]);
    expect(projectToContract(fields, minimal)).toEqual(minimal);
  });

  it('the audit catches a required field no document promises, and a shape of the wrong kind', () => {
    const schema = z.looseObject({
      kept: z.string(),
      extra: z.number(),
      loose: z._default(z.string(), ''),
      rows: z.array(z.looseObject({ id: z.number(), note: z.optional(z.string()) })),
    });
    const { fields, mismatches } = answerFields(schema as unknown as SchemaNode, {
      kept: 'cited',
      rows: [{ id: 'cited' }],
    });
    expect(mismatches).toEqual([]);
    expect(fields.filter((field) => field.required && !field.promised).map((field) => field.path)).toEqual([
      'extra',
    ]);
    expect(fields.filter((field) => !field.promised).map((field) => field.path)).toEqual([
      'extra',
      'loose',
      'rows[].note',
    ]);
    // An object where the schema reads a list: its items' fields are not promised either.
    const wrongKind = answerFields(schema as unknown as SchemaNode, {
      kept: 'a',
      extra: 'b',
      rows: { id: 'c' },
    });
    expect(wrongKind.mismatches).toEqual(['rows: an object shape on a list']);
    expect(
      wrongKind.fields.filter((field) => field.required && !field.promised).map((field) => field.path),
    ).toEqual(['rows[].id']);
  });

  it.each(NAMES)('%s: every field the answer schema requires is promised (the audit)', (name) => {
    const { fields, mismatches } = auditOf(name);
    expect(mismatches).toEqual([]);
    expect(fields.filter((field) => field.required && !field.promised).map((field) => field.path)).toEqual(
      [],
    );
  });

  it.each(NAMES)(
    '%s: the portal still decodes its fixture once the contract-only mode has projected it',
    (name) => {
      const projected = projectToContract(CONTRACT_ANSWERS[name].fields, defaultAnswers[name]);
      expect(routes[name].answer.safeParse(projected).success).toBe(true);
    },
  );

  it('holds the edge values the contract allows', () => {
    const list = (name: RouteName) =>
      (CONTRACT_ANSWERS[name].minimal as { list: Record<string, unknown>[] }).list;
    const [item] = list('listContent');
    expect(item).toMatchObject({ publish_date: 0, reason: null, title: '' });
    expect(item?.content_id).toBeGreaterThan(2 ** 31);
    expect(item?.expose_count).toBeGreaterThan(2 ** 32);
    expect(Number.isInteger(item?.updated_at)).toBe(true);
    // The captcha token is what the sign-in page decodes, not only base64.
    const { token } = CONTRACT_ANSWERS.fetchCaptcha.minimal as { token: string };
    expect(decodeCaptchaChallenge(token)).toMatchObject({ token: 'c' });
    // The draft list may leave out its page fields; the other lists may not.
    expect(CONTRACT_ANSWERS.listDrafts.minimal).not.toHaveProperty('page');
    expect(CONTRACT_ANSWERS.listNotices.minimal).toHaveProperty('page');
  });
});

describe('projectToContract', () => {
  const shape: ContractShape = {
    id: 'a',
    nested: { kept: 'b', list: [{ name: 'c' }] },
    rows: [{ cells: ['d'] }],
    scalars: 'e',
    whole: 'f',
  };

  it('removes a field the shape does not name at every level, and keeps what it names', () => {
    const data = {
      id: 1,
      extra: true,
      nested: { kept: 'x', dropped: 'y', list: [{ name: 'n', dropped: 1 }, { dropped: 2 }] },
      rows: [{ cells: [['v'], ['w', 'z']], dropped: null }],
      scalars: ['s', 't'],
      whole: { any: { thing: 1 } },
    };
    expect(projectToContract(shape, data)).toEqual({
      id: 1,
      nested: { kept: 'x', list: [{ name: 'n' }, {}] },
      rows: [{ cells: [['v'], ['w', 'z']] }],
      scalars: ['s', 't'],
      whole: { any: { thing: 1 } },
    });
  });

  it.each(NAMES)('%s: removes an extra field from every object of the contract-minimal data', (name) => {
    const { fields, minimal } = CONTRACT_ANSWERS[name];
    const extended = deepFreeze(withExtras(fields, minimal));
    if (typeof minimal === 'object' && minimal !== null) expect(extrasIn(extended)).toBeGreaterThan(0);
    expect(projectToContract(fields, extended)).toEqual(minimal);
  });

  it('leaves the input as it was and answers new objects', () => {
    const data = { id: 1, extra: 2, nested: { kept: 3, dropped: 4, list: [{ name: 5, dropped: 6 }] } };
    const before = structuredClone(data);
    const projected = projectToContract(shape, deepFreeze(data)) as typeof data;
    expect(data).toEqual(before);
    expect(projected).not.toBe(data);
    expect(projected.nested).not.toBe(data.nested);
    expect(projected.nested.list).not.toBe(data.nested.list);
  });

  it("keeps what is not of its shape's kind: null, a scalar, a list where an object is promised", () => {
    expect(projectToContract(shape, null)).toBeNull();
    expect(projectToContract(shape, 'text')).toBe('text');
    expect(projectToContract({ list: [{ a: 'a' }] }, { list: null })).toEqual({ list: null });
    expect(projectToContract([{ a: 'a' }], { a: 1 })).toEqual({ a: 1 });
    expect(projectToContract({}, null)).toBeNull();
    expect(projectToContract({}, { content_id: 1 })).toEqual({});
  });

  it('names only own fields: inherited names such as constructor are removed', () => {
    const data = JSON.parse('{"id":1,"constructor":2,"toString":3,"__proto__":{"polluted":true}}') as object;
    const projected = projectToContract({ id: 'a' }, data);
    expect(projected).toEqual({ id: 1 });
    expect(Object.getPrototypeOf(projected)).toBe(Object.prototype);
  });
});

describe('the answer-schema audit in packages/api/README.md', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split('\n## Answer-schema audit\n')[1]?.split('\n## ')[0] ?? '';
  // A row by its first cell (a formatted table pads the cells).
  const row = (name: RouteName) =>
    section.split('\n').find((line) => line.split('|')[1]?.trim() === `\`${name}\``);

  it('has a row for every call', () => {
    expect(NAMES.filter((name) => row(name) === undefined)).toEqual([]);
  });

  it.each(NAMES)('%s: lists each required field and each field no document promises', (name) => {
    const line = row(name) ?? '';
    const listed = new Set([...line.matchAll(/`([^`]+)`/gu)].map((match) => match[1]));
    const { fields } = auditOf(name);
    // A required object or list is listed through its fields (`detail.content_id` stands for `detail`).
    const isListed = (path: string) =>
      listed.has(path) ||
      [...listed].some((entry) => entry?.startsWith(`${path}.`) || entry?.startsWith(`${path}[]`));
    const required = fields.filter((field) => field.required).map((field) => field.path);
    const unpromised = fields.filter((field) => !field.promised).map((field) => field.path);
    expect(required.filter((path) => !isListed(path))).toEqual([]);
    expect(unpromised.filter((path) => !listed.has(path))).toEqual([]);
  });
});
