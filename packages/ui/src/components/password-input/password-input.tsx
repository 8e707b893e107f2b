import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../../lib/field-context';
import { inputVariants } from '../../lib/control-styles';
import type { InputProps } from '../input/input';
import { messages } from './messages';

export type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** Starts with the password shown. */
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Accessible name of the toggle while the password is hidden; "Show password" by default. */
  showPasswordLabel?: string;
  /** Accessible name of the toggle while the password shows; "Hide password" by default. */
  hidePasswordLabel?: string;
};

/** A password control with a toggle that shows or hides what was typed. */
export function PasswordInput({
  className,
  size,
  defaultVisible = false,
  onVisibleChange,
  showPasswordLabel,
  hidePasswordLabel,
  autoComplete = 'current-password',
  ...rest
}: PasswordInputProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(defaultVisible);
  const { invalid, ...props } = useFieldControl(rest);
  const toggleLabel = visible
    ? (hidePasswordLabel ?? intl.formatMessage(messages.hide))
    : (showPasswordLabel ?? intl.formatMessage(messages.show));

  return (
    <div
      data-slot="password-input"
      data-state={visible ? 'visible' : 'hidden'}
      className={cn('relative w-full', className)}
    >
      <input
        data-slot="password-input-control"
        data-invalid={invalid || undefined}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        spellCheck={false}
        autoCapitalize="none"
        className={cn(inputVariants({ size, invalid }), 'pe-10')}
        {...props}
      />
      <button
        data-slot="password-input-toggle"
        type="button"
        aria-label={toggleLabel}
        aria-pressed={visible}
        disabled={props.disabled}
        onClick={() => {
          setVisible(!visible);
          onVisibleChange?.(!visible);
        }}
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e text-ink-subtle hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
