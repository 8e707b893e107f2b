import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { listenToToasts, type ToastRequest } from './notify';

const TONE_CLASS: Record<ToastRequest['tone'], string> = {
  error: 'border-danger-500/40 bg-danger-50',
  warning: 'border-warning-500/50 bg-warning-50',
  success: 'border-success-500/40 bg-success-50',
  info: 'border-brand-200 bg-brand-50',
};

/**
 * Where toasts go when the toaster cannot be fetched (the network went away before the first toast; Chromium
 * then keeps that fetch failed for the page's life): the latest message, on one bar at the foot of the page.
 * Without it, the failed fetch would take the page down, with the form the creator was filling in. Plain markup
 * and the first load's messages only: it must work when nothing more can be downloaded.
 */
export function ToastFallback() {
  const intl = useIntl();
  const [latest, setLatest] = useState<ToastRequest>();
  useEffect(() => listenToToasts(setLatest), []);
  if (!latest) return null;
  const { tone, message } = latest;
  return (
    <div
      data-slot="toast-fallback"
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={`fixed inset-x-4 top-4 z-50 flex items-start gap-2 rounded-md border p-3 text-sm text-ink shadow-lg sm:inset-x-auto sm:top-auto sm:end-4 sm:bottom-4 sm:w-96 ${TONE_CLASS[tone]}`}
    >
      <p className="min-w-0 flex-1 break-words">
        {typeof message === 'string' ? message : intl.formatMessage(message, message.values)}
      </p>
      <button
        type="button"
        onClick={() => setLatest(undefined)}
        aria-label={intl.formatMessage({ id: 'portal.error.dismiss', defaultMessage: 'Dismiss' })}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
