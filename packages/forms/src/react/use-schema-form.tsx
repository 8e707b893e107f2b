import { issueToDescriptor, type MessageDescriptor } from '../rules/descriptor';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type * as z from 'zod/mini';

type Errors<T> = Partial<Record<keyof T, MessageDescriptor>>;

function errorsOf<T>(schema: z.ZodMiniType<T>, values: T): Errors<T> {
  const result = schema.safeParse(values);
  const errors: Errors<T> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof T | undefined;
    if (key !== undefined && !errors[key]) errors[key] = issueToDescriptor(issue);
  }
  return errors;
}

/**
 * A form over a rule schema without react-hook-form, for a page with a tight byte budget (/login): a field is
 * checked once left (then on every change), every field on submit, and the rule's descriptor is its error.
 */
export function useSchemaForm<T extends Record<string, string>>(schema: z.ZodMiniType<T>, initial: T) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const errors = errorsOf(schema, values);

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((prev) => ({ ...prev, [name]: event.target.value })),
    onBlur: () => setTouched((prev) => ({ ...prev, [name]: true })),
  });

  const errorOf = (name: keyof T): MessageDescriptor | undefined =>
    touched[name] ? errors[name] : undefined;
  /** The field's error in the active locale, for ui's `Field` (`error`). */
  const errorText = (name: keyof T): string | undefined => {
    const descriptor = errorOf(name);
    return descriptor && intl.formatMessage(descriptor, descriptor.values);
  };

  /** The field back to its first value (or to `value`), its error hidden until it is left again. */
  const reset = (name: keyof T & string, value: T[keyof T & string] = initial[name]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setTouched((prev) => ({ ...prev, [name]: false }));
  };

  /** Shows every field's rule, as a submit would, and says whether the values may go (a save outside a form). */
  const validate = (): boolean => {
    setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Record<keyof T, boolean>);
    return Object.keys(errors).length === 0;
  };

  const handleSubmit = (run: (values: T) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Record<keyof T, boolean>);
    const first = Object.keys(errors)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await run(values);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, field, errorOf, errorText, reset, validate, handleSubmit, submitting };
}
