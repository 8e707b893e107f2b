import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';

/** What a form hook lets the page choose: everything but the resolver, which the rules own. */
export type RuleFormOptions<TValues extends FieldValues> = Omit<
  UseFormProps<TValues, unknown, TValues>,
  'resolver'
>;

/**
 * A react-hook-form form validated by a rule schema, with the form's empty values under the page's.
 * Errors appear once a field is left (`onTouched`), then follow each keystroke, so typing is not interrupted.
 */
export function useRuleForm<TValues extends FieldValues>(
  resolver: Resolver<TValues, unknown, TValues>,
  emptyValues: TValues,
  { defaultValues, ...options }: RuleFormOptions<TValues> = {},
) {
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
