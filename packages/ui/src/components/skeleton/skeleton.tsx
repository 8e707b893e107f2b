import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const skeletonVariants = cva('block animate-pulse bg-line motion-reduce:animate-none', {
  variants: {
    shape: {
      text: 'h-4 rounded-sm',
      circle: 'size-10 rounded-full',
      rect: 'h-24 rounded',
      /** A landscape cover of a content list item (150 × 100). */
      cover: 'h-[100px] w-[150px] rounded',
      /** A page's heading. */
      heading: 'h-6 rounded-sm',
      /** A small button (`Button` of size `sm`). */
      button: 'h-8 w-24 rounded-md',
      /** A small avatar (`Avatar` of size `sm`). */
      avatar: 'size-8 rounded-full',
      /** An icon of a menu or a bar. */
      icon: 'size-5 rounded-full',
    },
    /** Width of a text line, a heading or a rect; the other shapes have their own size. */
    width: {
      full: 'w-full',
      '4/5': 'w-4/5',
      '3/5': 'w-3/5',
      '1/2': 'w-1/2',
      '2/5': 'w-2/5',
    },
  },
  defaultVariants: { shape: 'text' },
});

type SkeletonWidth = NonNullable<VariantProps<typeof skeletonVariants>['width']>;

export type SkeletonProps = ComponentProps<'span'> &
  VariantProps<typeof skeletonVariants> & {
    /** Draws this many text lines, the last one shorter, like a paragraph. */
    lines?: number;
  };

/** A placeholder in the shape of content still loading; hidden from assistive technology. */
export function Skeleton({ shape, width, lines, className, ...props }: SkeletonProps) {
  if (lines && lines > 1) {
    return (
      <span
        data-slot="skeleton-group"
        aria-hidden="true"
        className={cn('flex w-full flex-col gap-2', className)}
        {...props}
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            data-slot="skeleton"
            data-shape="text"
            className={skeletonVariants({ shape: 'text', width: index === lines - 1 ? '3/5' : 'full' })}
          />
        ))}
      </span>
    );
  }
  // These have their own width.
  const sized =
    shape === 'circle' || shape === 'cover' || shape === 'button' || shape === 'avatar' || shape === 'icon';
  const lineWidth: SkeletonWidth | null = sized ? null : (width ?? 'full');
  return (
    <span
      data-slot="skeleton"
      data-shape={shape ?? 'text'}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape, width: lineWidth }), className)}
      {...props}
    />
  );
}
