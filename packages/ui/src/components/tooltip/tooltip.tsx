import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type TooltipProps = Omit<ComponentProps<typeof TooltipPrimitive.Root>, 'children'> & {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes; it must be focusable so keyboard users can open the tooltip. */
  children: ReactNode;
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
  align?: ComponentProps<typeof TooltipPrimitive.Content>['align'];
  className?: string;
};

/**
 * A short hint (Radix) that opens on hover and on keyboard focus and closes on Escape. It carries
 * its own provider, so a page needs no setup; an app-wide `TooltipProvider` still shares delays.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration = 300,
  className,
  ...props
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root {...props}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip"
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className={cn(
              'z-50 max-w-xs rounded bg-ink px-2.5 py-1.5 text-xs break-words text-ink-inverse shadow-overlay data-[state=delayed-open]:animate-[ui-fade-in_120ms_ease-out] data-[state=instant-open]:animate-[ui-fade-in_120ms_ease-out]',
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow data-slot="tooltip-arrow" className="fill-ink" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}

export const TooltipProvider = TooltipPrimitive.Provider;
