// Counting lives with the domain constants so packages/ui counts the same way (one definition).
import { codePointLength } from '@creator/domain/text';

export { codePointLength, sliceCodePoints } from '@creator/domain/text';

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim().length === 0;
}

const WHITESPACE = /\s/u;

export function hasWhitespace(value: string): boolean {
  return WHITESPACE.test(value);
}

/** Whether `value` has from `min` to `max` code points, both inclusive. */
export function isCodePointLengthBetween(value: string, min: number, max: number): boolean {
  const length = codePointLength(value);
  return length >= min && length <= max;
}
