import { useDirection } from '@radix-ui/react-direction';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import X from 'lucide-react/icons/x';
import { Toaster as Sonner, toast as sonnerToast, type ToasterProps as SonnerProps } from 'sonner';
import { useIntl } from 'react-intl';
import { messages } from './messages';

export type ToasterProps = Omit<SonnerProps, 'dir' | 'containerAriaLabel'> & {
  /** Accessible name of the region; "Notifications" by default. */
  label?: string;
};

const icon = 'size-5 shrink-0';

/**
 * The one toast region of the app (sonner): mount it once, near the root, and call `toast.*` from
 * anywhere. It follows the reading direction and styles every toast from the design tokens.
 */
export function Toaster({ label, toastOptions, ...props }: ToasterProps) {
  const intl = useIntl();
  const dir = useDirection();
  return (
    <Sonner
      data-slot="toaster"
      // At the top: a phone's foot holds the page's main action (Publish) and the menu's bar. Below 600 px sonner
      // spans the screen less 16 px each side.
      position="top-center"
      dir={dir}
      gap={8}
      containerAriaLabel={label ?? intl.formatMessage(messages.region)}
      icons={{
        success: <CircleCheck aria-hidden="true" className={`${icon} text-success-700`} />,
        error: <CircleAlert aria-hidden="true" className={`${icon} text-danger-600`} />,
        warning: <TriangleAlert aria-hidden="true" className={`${icon} text-warning-700`} />,
        info: <Info aria-hidden="true" className={`${icon} text-brand-600`} />,
        close: <X aria-hidden="true" className="size-3.5" />,
      }}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: intl.formatMessage(messages.close),
        ...toastOptions,
        classNames: {
          toast:
            'group flex w-full items-start gap-3 rounded-md border border-line bg-surface-raised p-4 font-sans text-sm text-ink shadow-overlay',
          // sonner takes no attributes for its parts: `unicode-bidi: plaintext` is dir="auto" in CSS, so a
          // server's message keeps its own direction (an English sentence ends at its right in Arabic).
          title: 'font-medium break-words text-ink [unicode-bidi:plaintext]',
          description: 'break-words text-ink-muted [unicode-bidi:plaintext]',
          icon: 'mt-0.5',
          actionButton: 'rounded bg-brand-600 px-3 py-1 text-ink-inverse',
          cancelButton: 'rounded bg-surface-sunken px-3 py-1 text-ink',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

type Show = (typeof sonnerToast)['success'];

/**
 * The app's toast API: `toast(message)`, `toast.success`, `toast.error`, `toast.warning` (alias
 * `toast.warn`, the spec's name for that display mode), `toast.info`, `toast.dismiss(id)`.
 */
export const toast: typeof sonnerToast & { warn: Show } = Object.assign(
  (...args: Parameters<typeof sonnerToast>) => sonnerToast(...args),
  sonnerToast,
  { warn: sonnerToast.warning },
);
