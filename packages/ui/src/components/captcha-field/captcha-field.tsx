import { CAPTCHA_LENGTH } from '@creator/domain/limits';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Field } from '../field/field';
import { Input, type InputProps } from '../input/input';
import { messages } from './messages';

export type CaptchaFieldProps = Omit<InputProps, 'maxLength' | 'size'> & {
  /** The captcha picture (a data URL from the captcha call); a placeholder shows while missing. */
  imageSrc?: string | null;
  /** Asks for a new captcha. */
  onRefresh: () => void;
  /** A new captcha is on its way. */
  refreshing?: boolean;
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  refreshLabel?: string;
};

/** The captcha code field: a 4-character input beside the captcha picture, which refreshes on click. */
export function CaptchaField({
  imageSrc,
  onRefresh,
  refreshing = false,
  label,
  hint,
  error,
  required,
  refreshLabel,
  className,
  ...inputProps
}: CaptchaFieldProps) {
  const intl = useIntl();
  const refreshName = refreshLabel ?? intl.formatMessage(messages.refresh);
  return (
    <Field
      data-slot="captcha-field"
      label={label ?? intl.formatMessage(messages.label)}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <div className="flex items-stretch gap-2">
        <Input
          maxLength={CAPTCHA_LENGTH}
          // A code of Latin letters and digits, read left to right like the picture: a fixed direction, not
          // the direction of what is typed.
          dir="ltr"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className="min-w-0 flex-1 tracking-widest"
          {...inputProps}
        />
        <button
          type="button"
          data-slot="captcha-image"
          aria-label={refreshName}
          title={refreshName}
          aria-busy={refreshing || undefined}
          disabled={refreshing}
          onClick={onRefresh}
          className="relative h-10 w-28 shrink-0 overflow-hidden rounded border border-line-strong bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-progress"
        >
          {imageSrc ? (
            <img src={imageSrc} alt="" className={cn('size-full object-cover', refreshing && 'opacity-40')} />
          ) : null}
          <span
            aria-hidden="true"
            className={cn(
              'absolute inset-0 flex items-center justify-center text-ink-muted',
              imageSrc && !refreshing && 'opacity-0 transition-opacity hover:bg-surface/70 hover:opacity-100',
            )}
          >
            <RefreshCw className={cn('size-4', refreshing && 'animate-spin')} />
          </span>
        </button>
      </div>
    </Field>
  );
}
