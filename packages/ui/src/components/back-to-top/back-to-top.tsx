import ArrowUp from 'lucide-react/icons/arrow-up';
import { useEffect, useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

export type BackToTopProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** The element that scrolls; the window when left out. */
  container?: HTMLElement | null;
  /** Scroll distance in pixels after which the button shows. */
  threshold?: number;
  label?: string;
  /**
   * `fixed` to the viewport's bottom end corner (default), or `absolute` in the nearest positioned ancestor
   * (a scrolling panel's wrapper).
   */
  position?: 'fixed' | 'absolute';
};

function offsetOf(container: HTMLElement | null | undefined): number {
  return container ? container.scrollTop : window.scrollY;
}

/** A floating button that appears once the page is scrolled and takes it back to the top. */
export function BackToTop({
  container,
  threshold = 400,
  label,
  position = 'fixed',
  className,
  onClick,
  ...props
}: BackToTopProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const target: HTMLElement | Window = container ?? window;
    const update = () => setVisible(offsetOf(container) > threshold);
    update();
    target.addEventListener('scroll', update, { passive: true });
    return () => target.removeEventListener('scroll', update);
  }, [container, threshold]);

  if (!visible) return null;
  return (
    <button
      type="button"
      data-slot="back-to-top"
      aria-label={label ?? intl.formatMessage(messages.label)}
      title={label ?? intl.formatMessage(messages.label)}
      onClick={(event) => {
        onClick?.(event);
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        (container ?? window).scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
      className={cn(
        position === 'absolute' ? 'absolute' : 'fixed',
        'end-6 bottom-6 z-40 inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface-raised text-ink-muted shadow-overlay transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-safe:animate-[ui-fade-in_150ms_ease-out]',
        className,
      )}
      {...props}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
