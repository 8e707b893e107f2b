import { Field } from '@creator/ui/field';
import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import { fieldErrorDescriptor } from './resolver';

export type FormFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = {
  control: Control<TValues, unknown, TTransformed>;
  name: TName;
  label: ReactNode;
  hint?: ReactNode;
  /** Said in place of the rule's message: what the server refused (a taken nickname, a wrong password). */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  className?: string;
  /** The control, given react-hook-form's field props; ui controls (Input, PasswordInput, Textarea) take them as is. */
  render: (field: ControllerRenderProps<TValues, TName>, state: ControllerFieldState) => ReactNode;
};

/**
 * A react-hook-form controller with the rule's descriptor of its error formatted in the active locale: for a
 * control that brings its own label and message (ui's CaptchaField); every other field is a `FormField`.
 */
export function useFormField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
>({
  control,
  name,
  disabled,
}: Pick<FormFieldProps<TValues, TName, TTransformed>, 'control' | 'name' | 'disabled'>) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name, disabled });
  const descriptor = fieldErrorDescriptor(fieldState.error);
  const error = descriptor ? intl.formatMessage(descriptor, descriptor.values) : undefined;
  return { field, fieldState, error };
}

/**
 * One form field: a react-hook-form controller shown through ui's `Field` (label, hint, error), with the
 * rule's descriptor formatted in the active locale. Put `noValidate` on the form: the rules, not the
 * browser, decide what a missing value says. The control must take `field.ref` (ui's controls do), so that a
 * refused submit can focus it.
 */
export function FormField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
>({
  control,
  name,
  label,
  hint,
  error,
  required,
  disabled,
  hideLabel,
  className,
  render,
}: FormFieldProps<TValues, TName, TTransformed>) {
  const { field, fieldState, error: ruleError } = useFormField({ control, name, disabled });
  return (
    <Field
      label={label}
      hint={hint}
      error={error ?? ruleError}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      className={className}
    >
      {render(field, fieldState)}
    </Field>
  );
}
