import {
  cloneElement,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';

export type TooltipSide = 'top' | 'bottom' | 'start' | 'end';

export type TooltipProps = {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes; it must be focusable so keyboard users can open the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Where it opens, in the reading direction (`start` is left in English, right in Arabic). */
  side?: TooltipSide;
  /** Milliseconds of hovering before it opens (focus opens it at once). */
  delayDuration?: number;
  /** Controlled open state; with `onOpenChange`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

// The transparent padding is the bridge between the element and the bubble: the pointer can move onto the
// text (to read or select it) without leaving, so the tooltip stays (WCAG 1.4.13, hoverable).
const SIDES: Record<TooltipSide, string> = {
  top: 'bottom-full start-0 pb-1.5',
  bottom: 'top-full start-0 pt-1.5',
  start: 'end-full top-1/2 -translate-y-1/2 pe-1.5',
  end: 'start-full top-1/2 -translate-y-1/2 ps-1.5',
};

/** The least room a hint leaves between itself and the window's edge, in CSS px. */
const EDGE_PX = 8;

/**
 * A short hint that opens on hover (after `delayDuration`), on keyboard focus and on a tap, stays while the
 * pointer is over it, and closes on Escape, on blur, when the pointer leaves and on a second tap. It is drawn in place beside its element,
 * with no positioning library: the lists that use it (status reasons) keep it off every page's first load.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration = 300,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
}: TooltipProps) {
  const id = useId();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const set = (next: boolean) => {
    clearTimeout(timer.current);
    if (next === open) return;
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const close = useEffectEvent(() => set(false));
  const bridge = useRef<HTMLSpanElement>(null);

  // Kept inside the window: a hint opened near the screen's edge (a phone's) slides back in, in the physical
  // direction the measure gives, whatever the reading direction.
  useLayoutEffect(() => {
    const element = bridge.current;
    if (!open || !element) return;
    element.style.transform = '';
    const { left, right } = element.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const shift = left < EDGE_PX ? EDGE_PX - left : right > width - EDGE_PX ? width - EDGE_PX - right : 0;
    if (shift !== 0) element.style.transform = `translateX(${shift}px)`;
  }, [open, content]);

  useEffect(() => () => clearTimeout(timer.current), []);
  // Escape closes it wherever the focus is (dismissible without moving the pointer or the focus).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const onFocus = (event: FocusEvent) => {
    // Focus from the keyboard opens it; the focus a click gives does not (the hover already did, or will).
    if (event.target instanceof Element && event.target.matches(':focus-visible')) set(true);
  };

  return (
    <span
      data-slot="tooltip-anchor"
      className="relative inline-flex max-w-full"
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => set(true), delayDuration);
      }}
      onPointerLeave={(event) => event.pointerType !== 'touch' && set(false)}
      // A touch has no hover: a tap opens the hint and the next one closes it.
      onPointerUp={(event) => event.pointerType === 'touch' && set(!open)}
      onFocus={onFocus}
      onBlur={() => set(false)}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : children.props['aria-describedby'] })}
      {open ? (
        <span
          ref={bridge}
          data-slot="tooltip-bridge"
          data-side={side}
          className={cn('absolute z-50', SIDES[side])}
        >
          <span
            role="tooltip"
            id={id}
            data-slot="tooltip"
            className={cn(
              'block w-max max-w-[min(20rem,calc(100vw-1rem))] rounded bg-ink px-2.5 py-1.5 text-start text-xs font-normal break-words whitespace-normal text-ink-inverse shadow-overlay animate-[ui-fade-in_120ms_ease-out]',
              className,
            )}
          >
            {content}
          </span>
        </span>
      ) : null}
    </span>
  );
}
