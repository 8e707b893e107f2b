import * as z from 'zod/mini';
import { describe as group, expect, it } from 'vitest';
import {
  describe,
  descriptorForId,
  firstError,
  genericMessages,
  issueOf,
  issueToDescriptor,
  messageOf,
  withValues,
} from './descriptor';

const sample = describe('forms.test.sample', 'At most {max} things', { max: 3 });

group('descriptors', () => {
  it('keeps values out when there are none', () => {
    expect(describe('forms.test.plain', 'Plain')).toEqual({
      id: 'forms.test.plain',
      defaultMessage: 'Plain',
    });
  });

  it('overrides values without touching the original', () => {
    expect(withValues(sample, { max: 8 })).toEqual({ ...sample, values: { max: 8 } });
    expect(sample.values).toEqual({ max: 3 });
  });

  it('finds a declared id again, and falls back to the generic message for others', () => {
    expect(descriptorForId('forms.test.sample')).toEqual(sample);
    expect(descriptorForId('forms.test.sample', { max: 9 })).toEqual({ ...sample, values: { max: 9 } });
    expect(descriptorForId('Invalid input')).toEqual(genericMessages.invalid);
  });

  it('carries values from configuration in one string (a form error), and reads only its first 512 characters', () => {
    const configured = withValues(sample, { max: 1000 });
    expect(messageOf(configured)).toBe('forms.test.sample?max=1000');
    expect(descriptorForId(messageOf(configured))).toEqual({ ...sample, values: { max: '1000' } });
    expect(descriptorForId(messageOf(configured), { max: 2 })).toEqual({ ...sample, values: { max: 2 } });
    expect(messageOf(describe('forms.test.plain', 'Plain'))).toBe('forms.test.plain');
    expect(descriptorForId(`${'x'.repeat(600)}?max=1`)).toEqual(genericMessages.invalid);
    expect(descriptorForId(`forms.test.sample?${'max=1&'.repeat(200_000)}`).id).toBe('forms.test.sample');
  });
});

group('zod issues as descriptors', () => {
  const schema = z.object({
    count: z.number().check(z.refine((value) => value <= 3, issueOf(withValues(sample, { max: 3 })))),
  });

  it('turns the first issue back into the descriptor, values from params', () => {
    expect(firstError(schema.safeParse({ count: 4 }))).toEqual({ ...sample, values: { max: 3 } });
  });

  it('gives null for a passing result', () => {
    expect(firstError(schema.safeParse({ count: 2 }))).toBeNull();
  });

  it("maps zod's own issues (a wrong type) to the generic message", () => {
    expect(firstError(schema.safeParse({ count: 'x' }))).toEqual(genericMessages.invalid);
  });

  it('keeps the declared values when params are not message values', () => {
    expect(issueToDescriptor({ message: sample.id, params: { max: { nested: true } } })).toEqual(sample);
  });
});
