import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatCount, formatExactCount, type CountCase } from '../../lib/format-count';

export type CountProps = Omit<ComponentProps<'data'>, 'value' | 'children'> & {
  /** The exact count. */
  value: number;
  /** Home shows K/M/B (`upper`), content lists k/m/b (`lower`), per contract.md. */
  letterCase?: CountCase;
};

/**
 * A count abbreviated with K/M/B; the exact number stays in `value`, in the title on hover and in the
 * text a screen reader reads, so nothing is lost to the abbreviation.
 */
export function Count({ value, letterCase = 'upper', className, title, ...props }: CountProps) {
  const intl = useIntl();
  const shown = formatCount(value, letterCase);
  const exact = formatExactCount(value, intl.locale);
  const abbreviated = shown !== exact;
  return (
    <data
      data-slot="count"
      data-case={letterCase}
      value={String(Number.isFinite(value) ? Math.round(value) : 0)}
      title={title ?? (abbreviated ? exact : undefined)}
      dir="ltr"
      className={cn('tabular-nums', className)}
      {...props}
    >
      {abbreviated ? (
        <>
          <span data-slot="count-abbreviation" aria-hidden="true">
            {shown}
          </span>
          <span data-slot="count-exact" className="sr-only">
            {exact}
          </span>
        </>
      ) : (
        shown
      )}
    </data>
  );
}
