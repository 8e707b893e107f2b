import SquarePen from 'lucide-react/icons/square-pen';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { messages } from './messages';

export type WelcomeBlockProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The creator's screen name. */
  name?: string;
  /** Called by the publish button; the page decides where publishing goes (short post or article). */
  onPublish?: () => void;
  /** Hides the publish button when no show type may be published. */
  canPublish?: boolean;
  title?: ReactNode;
  description?: ReactNode;
  publishLabel?: ReactNode;
};

/** A name set in a sentence of the product's own, in its own direction (FSI … PDI). */
const isolate = (name: string) => `\u2068${name}\u2069`;

/** The greeting of the home page with its publish button. */
export function WelcomeBlock({
  name,
  onPublish,
  canPublish = true,
  title,
  description,
  publishLabel,
  className,
  children,
  ...props
}: WelcomeBlockProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section
      data-slot="welcome-block"
      aria-labelledby={headingId}
      className={cn(
        'flex flex-wrap items-center justify-between gap-4 rounded-lg bg-gradient-to-br from-brand-50 to-surface p-4 shadow-card sm:p-6',
        className,
      )}
      {...props}
    >
      {/* At least 15 rem for the greeting: narrower (a phone), the button goes under it. */}
      <div data-slot="welcome-block-text" className="flex min-w-0 flex-[1_1_15rem] flex-col gap-1">
        <h2 id={headingId} className="text-xl font-semibold break-words text-ink">
          {title ??
            (name
              ? // The name isolated in the greeting (first-strong isolate, the text's <bdi>): a Latin name in an
                // Arabic sentence keeps its own order, its full stop included, and an Arabic one in English too.
                intl.formatMessage(messages.title, { name: isolate(name) })
              : intl.formatMessage(messages.titleAnonymous))}
        </h2>
        <p className="text-sm text-ink-muted">{description ?? intl.formatMessage(messages.description)}</p>
        {children}
      </div>
      {canPublish ? (
        <Button data-slot="welcome-block-publish" onClick={onPublish} className="max-sm:w-full">
          <SquarePen aria-hidden="true" className="size-4" />
          {publishLabel ?? intl.formatMessage(messages.publish)}
        </Button>
      ) : null}
    </section>
  );
}
