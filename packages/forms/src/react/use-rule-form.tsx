import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

/** What a form hook lets the page choose: everything but the resolver, which the rules own. */
export type RuleFormOptions<TValues extends FieldValues> = Omit<
  UseFormProps<TValues, unknown, TValues>,
  'resolver'
>;

/** A form of `useRuleForm`, for the components that take one (or its `control`). */
export type RuleForm<TValues extends FieldValues> = UseFormReturn<TValues, unknown, TValues>;

/**
 * A react-hook-form form validated by a rule schema, with the form's empty values under the page's.
 * Errors appear once a field is left (`onTouched`), then follow each keystroke, so typing is not interrupted.
 */
export function useRuleForm<TValues extends FieldValues>(
  resolver: Resolver<TValues, unknown, TValues>,
  emptyValues: TValues,
  { defaultValues, ...options }: RuleFormOptions<TValues> = {},
): RuleForm<TValues> {
  return useForm<TValues, unknown, TValues>({
    mode: 'onTouched',
    ...options,
    resolver,
    defaultValues: {
      ...emptyValues,
      ...(defaultValues as DefaultValues<TValues> | undefined),
    } as DefaultValues<TValues>,
  });
}

/**
 * One field back to its starting value with its rule unsaid until it is left again, also after a submit (a
 * captcha after a refused sign-in: a new picture, a new code). react-hook-form checks every keystroke of a
 * submitted form, so the form is also taken back to not submitted; the other fields keep their values, their
 * errors and whether they were left.
 */
export function restartField<TValues extends FieldValues>(form: RuleForm<TValues>, name: FieldPath<TValues>) {
  form.resetField(name);
  form.reset(undefined, {
    keepValues: true,
    keepDefaultValues: true,
    keepErrors: true,
    keepDirty: true,
    keepTouched: true,
    keepFieldsRef: true,
  });
}

/**
 * Checks `name` again when its message is already due (the field was left, or the form submitted). For a rule
 * across two fields (a password's confirmation): called on each change of the other one, so the message
 * follows either field, as it does on the field's own changes.
 */
export function recheckField<TValues extends FieldValues>(form: RuleForm<TValues>, name: FieldPath<TValues>) {
  if (form.getFieldState(name).isTouched || form.formState.isSubmitted) void form.trigger(name);
}
