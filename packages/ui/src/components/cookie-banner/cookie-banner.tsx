import Cookie from 'lucide-react/icons/cookie';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { messages } from './messages';

export type CookieBannerProps = Omit<ComponentProps<'section'>, 'children'> & {
  onAccept: () => void;
  /** Link to the cookie agreement (`/agreement/cookie`), rendered by the app's router. */
  renderPolicyLink: (props: { className: string; children: ReactNode }) => ReactNode;
  /** Replaces the default text; the policy link follows it. */
  text?: ReactNode;
  acceptLabel?: ReactNode;
};

/** The cookie notice along the bottom of the page until accepted. */
export function CookieBanner({
  onAccept,
  renderPolicyLink,
  text,
  acceptLabel,
  className,
  ...props
}: CookieBannerProps) {
  const intl = useIntl();
  return (
    <section
      data-slot="cookie-banner"
      aria-label={intl.formatMessage(messages.label)}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface-raised shadow-overlay motion-safe:animate-[ui-fade-in_200ms_ease-out]',
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6 sm:px-6">
        <Cookie aria-hidden="true" className="hidden size-6 shrink-0 text-brand-600 sm:block" />
        <p className="min-w-0 flex-1 text-sm break-words text-ink">
          {text ?? intl.formatMessage(messages.text)}{' '}
          {renderPolicyLink({
            className:
              'rounded font-medium text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-500',
            children: intl.formatMessage(messages.policy),
          })}
        </p>
        <Button data-slot="cookie-banner-accept" onClick={onAccept} className="self-end sm:self-auto">
          {acceptLabel ?? intl.formatMessage(messages.accept)}
        </Button>
      </div>
    </section>
  );
}
