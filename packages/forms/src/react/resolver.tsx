import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { descriptorForId, genericMessages, type MessageDescriptor } from '../rules/descriptor';

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    typeof (value as FieldError).type === 'string'
  );
}

/** Rewrites every error message to a declared descriptor id (zod's own English messages become the generic one). */
function withDescriptorIds<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const mapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (isFieldError(value)) {
      // A declared id stays as it came (with the values it may carry: `messageOf`); zod's own English becomes the generic id.
      const known =
        typeof value.message === 'string' && descriptorForId(value.message) !== genericMessages.invalid;
      mapped[key] =
        typeof value.message === 'string'
          ? { ...value, message: known ? value.message : genericMessages.invalid.id }
          : value;
    } else if (typeof value === 'object' && value !== null) {
      mapped[key] = withDescriptorIds(value as FieldErrors<FieldValues>);
    } else {
      mapped[key] = value;
    }
  }
  return mapped as FieldErrors<T>;
}

/**
 * A react-hook-form resolver for one of the rule schemas: `zodResolver` underneath, and every error's
 * `message` is a descriptor id of `@creator/forms/rules`, ready for `fieldErrorDescriptor`.
 */
export function descriptorResolver<Input extends FieldValues, Output>(
  schema: z4.$ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: withDescriptorIds<Input>(result.errors as FieldErrors<Input>) };
  };
}

/** The descriptor of a form field's error (its declared values included), or null when the field is valid. */
export function fieldErrorDescriptor(
  error: Pick<FieldError, 'message'> | undefined,
): MessageDescriptor | null {
  return error?.message ? descriptorForId(error.message) : null;
}
