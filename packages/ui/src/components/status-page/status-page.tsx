import FileQuestion from 'lucide-react/icons/file-question-mark';
import Inbox from 'lucide-react/icons/inbox';
import ShieldX from 'lucide-react/icons/shield-x';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { ACTION_ROW } from '../../lib/control-styles';
import { messages } from './messages';

export type StatusPageProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** A decorative illustration or icon. */
  icon: ReactNode;
  /** A status code shown large ("403"), if any. */
  code?: string;
  title: ReactNode;
  description?: ReactNode;
  /** A way on: a link home, a retry button. */
  action?: ReactNode;
};

/** A whole-page state: forbidden, not found, nothing here. */
export function StatusPage({ icon, code, title, description, action, className, ...props }: StatusPageProps) {
  return (
    <section
      data-slot="status-page"
      className={cn(
        'flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-16 text-center',
        className,
      )}
      {...props}
    >
      <div aria-hidden="true" className="text-brand-200 [&_svg]:size-20 [&_svg]:stroke-[1.25]">
        {icon}
      </div>
      {code ? (
        <p data-slot="status-page-code" className="text-3xl font-semibold text-ink-muted tabular-nums">
          {code}
        </p>
      ) : null}
      {/* A title or text given by the caller may be the server's: each in its own direction. */}
      <h1
        data-slot="status-page-title"
        dir="auto"
        className="max-w-lg text-xl font-semibold break-words text-ink"
      >
        {title}
      </h1>
      {description ? (
        <p
          data-slot="status-page-description"
          dir="auto"
          className="max-w-lg text-sm break-words text-ink-muted"
        >
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="status-page-action" className={ACTION_ROW}>
          {action}
        </div>
      ) : null}
    </section>
  );
}

type PresetProps = Omit<StatusPageProps, 'icon' | 'title'> & { title?: ReactNode };

/** 403: the account's resources do not include this page. */
export function ForbiddenPage({ title, description, ...props }: PresetProps) {
  const intl = useIntl();
  return (
    <StatusPage
      icon={<ShieldX />}
      code="403"
      title={title ?? intl.formatMessage(messages.forbiddenTitle)}
      description={description ?? intl.formatMessage(messages.forbiddenDescription)}
      {...props}
    />
  );
}

/** An unknown path. */
export function NotFoundPage({ title, description, ...props }: PresetProps) {
  const intl = useIntl();
  return (
    <StatusPage
      icon={<FileQuestion />}
      code="404"
      title={title ?? intl.formatMessage(messages.notFoundTitle)}
      description={description ?? intl.formatMessage(messages.notFoundDescription)}
      {...props}
    />
  );
}

/** A page with nothing to show yet. */
export function EmptyPage({ title, ...props }: PresetProps) {
  const intl = useIntl();
  return <StatusPage icon={<Inbox />} title={title ?? intl.formatMessage(messages.emptyTitle)} {...props} />;
}
