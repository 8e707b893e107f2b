import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import X from 'lucide-react/icons/x';
import type { ComponentProps, CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';
import { scrollableByKeyboard, SHEET_ACTIONS, SHEET_HEIGHT, SHEET_PANEL, useKeyboardInset } from './sheet';

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
  `${SHEET_PANEL} data-[state=closed]:animate-[ui-fade-out_100ms_ease-in]`,
  {
    variants: {
      /** The width from 640 px up; on a phone the dialog is as wide as the screen. */
      size: {
        sm: 'w-full sm:w-[calc(100vw-2rem)] sm:max-w-sm',
        md: 'w-full sm:w-[calc(100vw-2rem)] sm:max-w-lg',
        lg: 'w-full sm:w-[calc(100vw-2rem)] sm:max-w-3xl',
        full: 'w-full sm:min-h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)]',
      },
      /** How it lies on a phone (below 640 px): a sheet at the foot of the screen, or the whole screen. */
      phone: { sheet: SHEET_HEIGHT.sheet, screen: SHEET_HEIGHT.screen },
    },
    defaultVariants: { size: 'md', phone: 'sheet' },
  },
);

/** The width of the `width` prop, from 640 px up (`--dialog-width`), still within the screen. */
const FIXED_WIDTH = 'w-full sm:w-(--dialog-width) sm:max-w-[calc(100vw-2rem)]';

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** A fixed width in CSS pixels from 640 px up (the task preview modal is 600); still shrinks to fit the screen. */
    width?: number;
    /** Shows the × button in the top corner. */
    showClose?: boolean;
    closeLabel?: string;
  };

/**
 * The dialog panel, portalled above an overlay; focus is trapped and Escape closes it. On a phone it is a sheet
 * (see `./sheet`): put the buttons in a `DialogFooter`, which stays in view while `DialogBody` scrolls.
 */
export function DialogContent({
  className,
  size,
  phone,
  width,
  showClose = true,
  closeLabel,
  style,
  children,
  ...props
}: DialogContentProps) {
  const intl = useIntl();
  const keyboard = useKeyboardInset();
  const fixed = width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined;
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={width ? 'fixed' : (size ?? 'md')}
        data-phone={phone ?? 'sheet'}
        className={cn(
          dialogContentVariants({ size: width ? null : size, phone }),
          width ? FIXED_WIDTH : null,
          className,
        )}
        style={{ ...keyboard, ...fixed, ...style }}
        {...props}
      >
        {children}
        {showClose ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label={closeLabel ?? intl.formatMessage(messages.close)}
            className="absolute end-2 top-2 inline-flex size-11 items-center justify-center rounded text-ink-subtle transition-colors hover:bg-surface-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 sm:end-3 sm:top-3 sm:size-8"
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
      className={cn('flex flex-col gap-1.5 px-4 pe-14 pt-5 sm:px-6 sm:pe-12', className)}
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

/** The scrolling middle of the dialog, in the tab order while it scrolls. */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      ref={scrollableByKeyboard}
      data-slot="dialog-body"
      className={cn(
        'min-h-0 flex-1 overflow-y-auto px-4 py-4 focus-visible:-outline-offset-2 sm:px-6',
        className,
      )}
      {...props}
    />
  );
}

/** The dialog's buttons: below the scrolling body, always in view; on a phone they share its width. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(SHEET_ACTIONS, 'border-t border-line px-4 py-3 sm:px-6 sm:py-4', className)}
      {...props}
    />
  );
}
