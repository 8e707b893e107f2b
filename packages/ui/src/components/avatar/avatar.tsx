import { cva, type VariantProps } from 'class-variance-authority';
import UserRound from 'lucide-react/icons/user-round';
import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

const avatarVariants = cva(
  'relative inline-flex shrink-0 overflow-hidden rounded-full bg-brand-100 align-middle',
  {
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
  },
);

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> &
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

/**
 * A round avatar: the initials or the default image, with the picture over them once it has loaded; a broken
 * picture leaves them showing. (Radix's avatar did the same with three more packages on every signed-in page.)
 */
export function Avatar({
  src,
  name,
  size,
  fallback = 'image',
  decorative = false,
  className,
  ...props
}: AvatarProps) {
  const intl = useIntl();
  const [broken, setBroken] = useState<string | null>(null);
  const label = name ?? intl.formatMessage(messages.label);
  const initials = fallback === 'initials' && name ? initialsOf(name) : '';
  return (
    <span
      data-slot="avatar"
      data-size={size ?? 'md'}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      <span
        data-slot="avatar-fallback"
        data-kind={initials ? 'initials' : 'image'}
        // The initials in the name's own direction (an Arabic name's read right to left in an English page).
        dir={initials ? 'auto' : undefined}
        className="flex size-full items-center justify-center font-medium text-brand-700 select-none"
      >
        {initials || <UserRound aria-hidden="true" className="size-3/5" strokeWidth={1.75} />}
      </span>
      {src && broken !== src ? (
        <img
          data-slot="avatar-image"
          src={src}
          alt=""
          onError={() => setBroken(src)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}
