import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva, type VariantProps } from 'class-variance-authority';
import UserRound from 'lucide-react/icons/user-round';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

const avatarVariants = cva('relative inline-flex shrink-0 overflow-hidden rounded-full bg-brand-100 align-middle', {
  variants: {
    size: {
      xs: 'size-6 text-[0.625rem]',
      sm: 'size-8 text-xs',
      md: 'size-10 text-sm',
      lg: 'size-16 text-xl',
      xl: 'size-24 text-3xl',
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The image; when empty or broken the fallback shows. */
    src?: string | null;
    /** Whose avatar it is: the accessible name and the source of the initials. */
    name?: string;
    /** `initials` from the name, or the default avatar image. */
    fallback?: 'initials' | 'image';
    /** Hides the avatar from assistive technology when the name is written next to it. */
    decorative?: boolean;
  };

/** The first letter of the first two words (one letter for a single word or a CJK name). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

/** A round avatar (Radix): the image, or initials / the default image while it loads or if it fails. */
export function Avatar({ src, name, size, fallback = 'image', decorative = false, className, ...props }: AvatarProps) {
  const intl = useIntl();
  const label = name ?? intl.formatMessage(messages.label);
  const initials = fallback === 'initials' && name ? initialsOf(name) : '';
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size ?? 'md'}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src ? <AvatarPrimitive.Image data-slot="avatar-image" src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        data-kind={initials ? 'initials' : 'image'}
        delayMs={src ? 300 : 0}
        className="flex size-full items-center justify-center font-medium text-brand-700 select-none"
      >
        {initials || <UserRound aria-hidden="true" className="size-3/5" strokeWidth={1.75} />}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
