import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Count } from '../count';
import { messages } from './messages';

export type StatCardProps = Omit<ComponentProps<'dl'>, 'children'> & {
  /** What is counted; laid out in its own direction (a label from data may be in another language). */
  label: ReactNode;
  /** The exact value; shown with K/M/B. Leave out while loading. */
  value?: number;
  /** A decorative icon before the label. */
  icon?: ReactNode;
};

/** One figure of the home page: a label and a K/M/B count. */
export function StatCard({ label, value, icon, className, ...props }: StatCardProps) {
  const intl = useIntl();
  const loading = value === undefined;
  return (
    <dl
      data-slot="stat-card"
      data-state={loading ? 'loading' : 'ready'}
      aria-busy={loading || undefined}
      className={cn('flex min-w-0 flex-col gap-2 rounded-lg bg-surface p-5 shadow-card', className)}
      {...props}
    >
      <dt data-slot="stat-card-label" className="flex min-w-0 items-center gap-2 text-sm text-ink-muted">
        {icon ? (
          <span aria-hidden="true" className="shrink-0 [&>svg]:size-4">
            {icon}
          </span>
        ) : null}
        <span data-slot="stat-card-label-text" dir="auto" className="truncate">
          {label}
        </span>
      </dt>
      <dd data-slot="stat-card-value" className="text-3xl font-semibold text-ink">
        {loading ? (
          <span
            role="status"
            aria-label={intl.formatMessage(messages.loading)}
            className="block h-9 w-24 rounded bg-surface-sunken motion-safe:animate-pulse"
          />
        ) : (
          <Count value={value} />
        )}
      </dd>
    </dl>
  );
}

export interface HomeSummary {
  contentCount: number;
  exposeCount: number;
  clickCount: number;
}

export type HomeStatsProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The home summary; leave out while it loads. */
  summary?: HomeSummary;
  /** Overrides of the three labels. */
  labels?: Partial<Record<keyof HomeSummary, ReactNode>>;
  /** Overrides the accessible name of the group. */
  label?: string;
};

/** The three figures of the home page: content count, exposure and reading. */
export function HomeStats({ summary, labels, label, className, ...props }: HomeStatsProps) {
  const intl = useIntl();
  return (
    <section
      data-slot="home-stats"
      aria-label={label ?? intl.formatMessage(messages.overview)}
      className={cn('grid grid-cols-1 gap-4 sm:grid-cols-3', className)}
      {...props}
    >
      <StatCard
        label={labels?.contentCount ?? intl.formatMessage(messages.contentCount)}
        value={summary?.contentCount}
      />
      <StatCard
        label={labels?.exposeCount ?? intl.formatMessage(messages.exposure)}
        value={summary?.exposeCount}
      />
      <StatCard
        label={labels?.clickCount ?? intl.formatMessage(messages.reading)}
        value={summary?.clickCount}
      />
    </section>
  );
}
