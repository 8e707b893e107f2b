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
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  className?: string;
  /** The control, given react-hook-form's field props; ui controls (Input, PasswordInput, Textarea) take them as is. */
  render: (field: ControllerRenderProps<TValues, TName>, state: ControllerFieldState) => ReactNode;
};

/**
 * One form field: a react-hook-form controller shown through ui's `Field` (label, hint, error), with the
 * rule's descriptor formatted in the active locale. Put `noValidate` on the form: the rules, not the
 * browser, decide what a missing value says.
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
  required,
  disabled,
  hideLabel,
  className,
  render,
}: FormFieldProps<TValues, TName, TTransformed>) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name, disabled });
  const descriptor = fieldErrorDescriptor(fieldState.error);
  const error = descriptor ? intl.formatMessage(descriptor, descriptor.values) : undefined;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      className={className}
    >
      {render(field, fieldState)}
    </Field>
  );
}
