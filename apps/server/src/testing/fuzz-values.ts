import fc from 'fast-check';
import { adversarialString } from './adversarial';

/*
 * What the fuzz draws from: the whole range a JSON number or a query text can carry, not only 32 bits (ids
 * live in 32-bit columns, times in bigint milliseconds, lists become bind parameters), plus sizes that a
 * parser or a statement may choke on. The big values are built once and drawn rarely, so that a run stays
 * fast; all but one stay under the 1 MB body limit, so that they reach the schemas rather than the 413.
 */

/** Numbers at and beyond every bound a column or a statement has. */
const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 53),
  1e20,
  -1e20,
  1e300,
  -1e300,
  Number.MIN_VALUE,
] as const;

/** The same as query and path texts, and the texts JSON cannot carry as numbers. */
const EDGE_NUMBER_TEXTS = [
  ...EDGE_NUMBERS.map(String),
  '-0',
  '2147483648',
  '9007199254740993',
  '18446744073709551616',
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x7fffffff',
  '0b1',
  ' 1 ',
  '1_000',
  '١٢٣',
] as const;

const KB = 1024;
/** 100 000 plausible ids (~590 KB of JSON): a list that no statement may take as bind parameters. */
const MANY_IDS: readonly number[] = Array.from({ length: 100_000 }, (_, index) => index + 1);
/** 100 000 short texts (~400 KB of JSON). */
const MANY_TEXTS: readonly string[] = Array.from({ length: 100_000 }, (_, index) =>
  String.fromCharCode(97 + (index % 26)),
);
/** 1 000 levels of arrays, and of objects. */
const DEEP_ARRAY: unknown = Array.from({ length: 1000 }).reduce<unknown>((inner) => [inner], 1);
const DEEP_OBJECT: unknown = Array.from({ length: 1000 }).reduce<unknown>((inner) => ({ a: inner }), 'x');
/** 100 KB of text, ASCII and astral (4 bytes a character in UTF-8). */
const LONG_TEXT = 'x'.repeat(100 * KB);
const LONG_EMOJI = '😀'.repeat(25 * KB);
/** A comma list long enough to make thousands of bind parameters, under the 16 KB a request line may take over HTTP. */
const LONG_COMMA_LIST = Array.from({ length: 5000 }, () => '3').join(',');
/** 100 000 levels of arrays as JSON text (200 KB). */
export const DEEP_RAW = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
/** The one value above the 1 MB body limit (answered 413). */
const OVER_BODY_LIMIT: readonly number[] = Array.from({ length: 200_000 }, (_, index) => 1_000_000 + index);

const edgeNumber = fc.constantFrom<number>(...EDGE_NUMBERS);
export const edgeNumberText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<string>(...EDGE_NUMBER_TEXTS) },
  { weight: 1, arbitrary: fc.maxSafeInteger().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
);

const hostile = fc.constantFrom(
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  '../../etc/passwd',
  '..%2f..%2f',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%',
  '\u0000',
  '😀'.repeat(40),
  '9'.repeat(30),
  'x'.repeat(3000),
  '1,2,3',
  LONG_COMMA_LIST,
);
/**
 * Input shaped to make a pattern work hard (testing/adversarial.ts): a lead-in, a long run of one character a
 * pattern loops over, a rejecting end; 10 000 characters fit a query string, 100 000 a body field.
 */
const adversarial = fc
  .tuple(fc.nat(), fc.constantFrom(10_000, 100_000))
  .map(([n, length]) => adversarialString(n, length));
/** Texts of a query, a path or a body field. */
export const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 4, arbitrary: hostile },
  { weight: 4, arbitrary: edgeNumberText },
  { weight: 2, arbitrary: adversarial },
  { weight: 1, arbitrary: fc.constantFrom(LONG_TEXT, LONG_EMOJI) },
);
const leaf = fc.oneof(
  text,
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double(),
  edgeNumber,
  fc.boolean(),
  fc.constant(null),
);
/** The rare big values; OVER_BODY_LIMIT least of all. */
const big = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<unknown>(MANY_IDS, MANY_TEXTS, DEEP_ARRAY, DEEP_OBJECT) },
  { weight: 1, arbitrary: fc.constant<unknown>(OVER_BODY_LIMIT) },
);
/** A list at the edges: of edge numbers, or 100 000 ids or texts. */
const edgeList = fc.oneof(
  { weight: 2, arbitrary: fc.array(edgeNumber, { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(MANY_IDS, MANY_TEXTS) },
);
export const anyJson = fc.oneof(
  { weight: 6, arbitrary: leaf },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 2, arbitrary: fc.array(edgeNumber, { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: big },
);

/** A valid record, or one with a field added, replaced, dropped or pushed to an edge, or any record at all. */
export function mutatedRecord(
  valid: Record<string, unknown>,
  value: fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  const options: fc.Arbitrary<Record<string, unknown>>[] = [
    fc.constant(valid),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), value)
      .map(([key, extra]) => ({ ...valid, [key]: extra })),
    fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 4 }),
  ];
  if (keys.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...keys), value).map(([key, replaced]) => ({ ...valid, [key]: replaced })),
      fc
        .constantFrom(...keys)
        .map((key) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))),
      fc
        .tuple(fc.constantFrom(...keys), fc.constantFrom(...keys), value, value)
        .map(([a, b, first, second]) => ({ ...valid, [a]: first, [b]: second })),
    );
  }
  // Aimed at the bounds: a number (or a numeric query text) at an edge, a list grown to 100 000 items.
  const numberKeys = keys.filter((key) => typeof valid[key] === 'number');
  const numericTextKeys = keys.filter((key) => typeof valid[key] === 'string' && /^\d+$/u.test(valid[key]));
  const listKeys = keys.filter((key) => Array.isArray(valid[key]));
  if (numberKeys.length > 0)
    options.push(
      fc.tuple(fc.constantFrom(...numberKeys), edgeNumber).map(([key, edge]) => ({ ...valid, [key]: edge })),
    );
  if (numericTextKeys.length > 0)
    options.push(
      fc
        .tuple(fc.constantFrom(...numericTextKeys), edgeNumberText)
        .map(([key, edge]) => ({ ...valid, [key]: edge })),
    );
  if (listKeys.length > 0)
    options.push(
      fc.tuple(fc.constantFrom(...listKeys), edgeList).map(([key, list]) => ({ ...valid, [key]: list })),
    );
  return fc.oneof(...options);
}
