import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import X from 'lucide-react/icons/x';
import type { ComponentProps, CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        'fixed inset-0 z-50 bg-surface-overlay data-[state=open]:animate-[ui-fade-in_150ms_ease-out] data-[state=closed]:animate-[ui-fade-out_100ms_ease-in]',
        className,
      )}
      {...props}
    />
  );
}

export const dialogContentVariants = cva(
  'fixed inset-x-0 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-y-1/2 flex-col rounded-lg bg-surface-raised text-ink shadow-overlay outline-none data-[state=open]:animate-[ui-pop-in_150ms_ease-out] data-[state=closed]:animate-[ui-fade-out_100ms_ease-in]',
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-3xl',
        full: 'h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)]',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** A fixed width in CSS pixels (the task preview modal is 600); still shrinks to fit the screen. */
    width?: number;
    /** Shows the × button in the top corner. */
    showClose?: boolean;
    closeLabel?: string;
  };

/** The dialog panel, portalled above an overlay; focus is trapped and Escape closes it. */
export function DialogContent({
  className,
  size,
  width,
  showClose = true,
  closeLabel,
  style,
  children,
  ...props
}: DialogContentProps) {
  const intl = useIntl();
  const fixed: CSSProperties | undefined = width ? { maxWidth: 'calc(100vw - 2rem)', width } : undefined;
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={width ? 'fixed' : (size ?? 'md')}
        className={cn(dialogContentVariants({ size: width ? null : size }), className)}
        style={{ ...fixed, ...style }}
        {...props}
      >
        {children}
        {showClose ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label={closeLabel ?? intl.formatMessage(messages.close)}
            className="absolute end-3 top-3 inline-flex size-8 items-center justify-center rounded text-ink-subtle transition-colors hover:bg-surface-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-1.5 px-6 pe-12 pt-5', className)}
      {...props}
    />
  );
}

/**
 * Laid out in the direction of the UI: a user's or the server's text in it goes in isolated (`dir="auto"` on the
 * title when all of it is theirs, a `<bdi>` around their part of a sentence of the UI). So does the description's.
 */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg font-semibold text-ink', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-ink-muted', className)}
      {...props}
    />
  );
}

/** The scrolling middle of the dialog. */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-body"
      className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-4', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        'flex flex-wrap items-center justify-end gap-3 border-t border-line px-6 py-4',
        className,
      )}
      {...props}
    />
  );
}
