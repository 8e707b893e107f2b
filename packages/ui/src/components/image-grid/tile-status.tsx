import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CloudOff from 'lucide-react/icons/cloud-off';
import { useIntl } from 'react-intl';
import type { ImageGridItem } from './image-grid';
import { messages } from './messages';

/**
 * One indicator over a picture on its way: the progress ring with its percent while the upload says how far it
 * is, a spinner while it cannot (the picture being read, an upload that tells no progress).
 */
export function TileProgress({ item }: { item: ImageGridItem }) {
  const intl = useIntl();
  if (item.status === 'loading')
    return (
      <span
        role="status"
        data-slot="image-grid-loading"
        className="absolute inset-0 flex items-center justify-center text-xs text-ink"
      >
        <TileSpinner />
        <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
      </span>
    );
  if (item.status !== 'uploading') return null;
  if (item.progress === undefined)
    return (
      <span className="absolute inset-0 flex items-center justify-center">
        {/* A progress bar with no value: busy, how far unknown. */}
        <span
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={intl.formatMessage(messages.uploadingUnknown)}
          data-slot="image-grid-progress"
          data-state="indeterminate"
          className="flex size-12 items-center justify-center rounded-full bg-surface/90 text-brand-600 shadow-card"
        >
          <TileSpinner />
        </span>
      </span>
    );
  const percent = Math.round(Math.min(100, Math.max(0, item.progress)));
  return (
    <span className="absolute inset-0 flex items-center justify-center">
      <ProgressRing
        percent={percent}
        label={intl.formatMessage(messages.uploading, { percent: String(percent) })}
      />
    </span>
  );
}

function TileSpinner() {
  return (
    <span
      className="size-6 rounded-full border-2 border-current border-e-transparent motion-safe:animate-spin"
      aria-hidden="true"
    />
  );
}

/** The failure strip at the bottom of a tile. */
export function TileError() {
  const intl = useIntl();
  return (
    <span
      data-slot="image-grid-error"
      className="flex w-full items-center gap-1 bg-danger-600 px-2 py-1 text-xs text-ink-inverse"
    >
      <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />
      {intl.formatMessage(messages.error)}
    </span>
  );
}

/**
 * Upload progress as one ring: the arc covers the percent, the number sits inside. It starts at the top and
 * runs clockwise in both directions of writing, as a clock does.
 */
function ProgressRing({ percent, label }: { percent: number; label: string }) {
  return (
    <span
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
      data-slot="image-grid-progress"
      data-state="determinate"
      className="relative flex size-12 items-center justify-center rounded-full bg-surface/90 shadow-card"
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" className="absolute inset-0 size-full">
        <circle cx="24" cy="24" r="20" fill="none" strokeWidth="4" className="stroke-line" />
        <circle
          cx="24"
          cy="24"
          r="20"
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          pathLength={100}
          strokeDasharray={`${percent} 100`}
          transform="rotate(-90 24 24)"
          className="stroke-brand-600 motion-safe:transition-[stroke-dasharray] motion-safe:duration-300"
        />
      </svg>
      <span aria-hidden="true" className="relative text-xs font-medium text-ink tabular-nums">
        {percent}%
      </span>
    </span>
  );
}

/** The strip of a picture whose upload got no answer: it goes again by itself when the network returns. */
export function TileWaiting() {
  const intl = useIntl();
  return (
    <span
      role="status"
      data-slot="image-grid-waiting"
      className="flex w-full items-center gap-1 bg-warning-50 px-2 py-1 text-xs text-warning-700"
    >
      <CloudOff aria-hidden="true" className="size-3.5 shrink-0" />
      {intl.formatMessage(messages.waiting)}
    </span>
  );
}
