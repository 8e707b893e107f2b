import Inbox from 'lucide-react/icons/inbox';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { ACTION_ROW } from '../../lib/control-styles';
import { messages } from './messages';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** A decorative icon or illustration; an inbox by default. */
  icon?: ReactNode;
  /** The main line; "No content yet" by default. */
  title?: ReactNode;
  description?: ReactNode;
  /** A button or link that gets the user going (create a post, say). */
  action?: ReactNode;
};

/** What a list or page shows when there is nothing in it. */
export function EmptyState({ icon, title, description, action, className, ...props }: EmptyStateProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center gap-3 px-6 py-12 text-center', className)}
      {...props}
    >
      <div
        data-slot="empty-state-icon"
        aria-hidden="true"
        className="text-ink-subtle [&_svg]:size-12 [&_svg]:stroke-[1.25]"
      >
        {icon ?? <Inbox />}
      </div>
      <p data-slot="empty-state-title" className="max-w-md text-base font-medium break-words text-ink">
        {title ?? intl.formatMessage(messages.title)}
      </p>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-md text-sm break-words text-ink-muted">
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className={ACTION_ROW}>
          {action}
        </div>
      ) : null}
    </div>
  );
}
