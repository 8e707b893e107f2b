import { notify as showNotification } from '@creator/ui/notification';
import { toast, Toaster as ToasterView } from '@creator/ui/toast';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { listenToToasts } from './notify';

/** The one toaster of the app (loaded lazily): every error display mode and confirmation goes through it. */
export default function Toaster() {
  const intl = useIntl();
  useEffect(
    () =>
      listenToToasts(({ tone, message, sticky }) => {
        const text = typeof message === 'string' ? message : intl.formatMessage(message, message.values);
        if (!sticky) return void toast[tone](text);
        const title = intl.formatMessage({
          id: 'portal.error.notification-title',
          defaultMessage: 'Request failed',
        });
        showNotification({ tone, title, description: text });
      }),
    [intl],
  );
  return <ToasterView />;
}
