import { Alert } from '@creator/ui/alert';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { listenToToasts, type ToastRequest } from './notify';

/** How many messages the fallback keeps on screen: the latest ones. */
const SHOWN = 3;

/**
 * Where toasts go while the toaster cannot be fetched (the network went away before the first toast): the same
 * messages, as plain alerts at the end of the page, until the toaster arrives and takes over. Without it, the
 * failed fetch of the toaster would take the page down, with the form the creator was filling in.
 */
export function ToastFallback() {
  const intl = useIntl();
  const [shown, setShown] = useState<{ key: number; toast: ToastRequest }[]>([]);
  useEffect(() => {
    let key = 0;
    return listenToToasts((toast) => {
      key += 1;
      const entry = { key, toast };
      setShown((previous) => [...previous, entry].slice(-SHOWN));
    });
  }, []);
  if (shown.length === 0) return null;
  return (
    <div
      data-slot="toast-fallback"
      className="fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 sm:inset-x-auto sm:end-4 sm:w-96"
    >
      {shown.map(({ key, toast: { tone, message } }) => (
        <Alert
          key={key}
          tone={tone}
          className="shadow-lg"
          onDismiss={() => setShown((previous) => previous.filter((entry) => entry.key !== key))}
        >
          {typeof message === 'string' ? message : intl.formatMessage(message, message.values)}
        </Alert>
      ))}
    </div>
  );
}
