import { useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { FieldContext, type FieldControlState } from '../../lib/field-context';
import { messages } from './messages';

export type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  label: ReactNode;
  /** Help text under the control; stays visible while an error shows. */
  hint?: ReactNode;
  /** The validation message; when present the control is marked invalid. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Id of the control; generated when left out. */
  controlId?: string;
  /** Keeps the label for assistive technology only (the design shows none). */
  hideLabel?: boolean;
  children: ReactNode;
};

/**
 * Label, hint and error around one control. Controls of this package (Input, Textarea,
 * PasswordInput, Select, Checkbox) pick up the id, `aria-describedby` and `aria-invalid` by
 * themselves; wrap any other control in `FieldControl`.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  controlId,
  hideLabel = false,
  className,
  children,
  ...props
}: FieldProps) {
  const intl = useIntl();
  const generated = useId();
  const id = controlId ?? `field-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const invalid = Boolean(error);
  const state = useMemo<FieldControlState>(
    () => ({
      id,
      describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined,
      invalid,
      required,
      disabled,
    }),
    [id, errorId, hintId, invalid, required, disabled],
  );
  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <label
        data-slot="field-label"
        htmlFor={id}
        className={cn(
          'text-sm font-medium',
          disabled ? 'text-ink-muted' : 'text-ink',
          hideLabel && 'sr-only',
        )}
      >
        {label}
        {required ? (
          <span
            data-slot="field-required"
            className="ms-0.5 text-danger-600"
            title={intl.formatMessage(messages.required)}
            aria-hidden="true"
          >
            *
          </span>
        ) : null}
      </label>
      <FieldContext value={state}>{children}</FieldContext>
      {error ? (
        <p data-slot="field-error" id={errorId} className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p data-slot="field-hint" id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
