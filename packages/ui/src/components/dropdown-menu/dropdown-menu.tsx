import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cva, type VariantProps } from 'class-variance-authority';
import Check from 'lucide-react/icons/check';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Circle from 'lucide-react/icons/circle';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;
export const DropdownMenuSub = MenuPrimitive.Sub;
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

const surfaceVariants = cva(
  'z-50 max-w-[min(24rem,calc(100vw-1rem))] overflow-y-auto rounded-md border border-line bg-surface-raised p-1 text-ink shadow-overlay data-[state=open]:animate-[ui-fade-in_120ms_ease-out]',
  {
    variants: {
      /** Least width: `narrow` 10rem (default), `wide` 14rem (a menu headed by a name). */
      width: { narrow: 'min-w-40', wide: 'min-w-56' },
      /** `available`: as tall as the room the viewport leaves (default); `limited`: at most 20rem (long lists). */
      maxHeight: {
        available: 'max-h-(--radix-dropdown-menu-content-available-height)',
        limited: 'max-h-80',
      },
    },
    defaultVariants: { width: 'narrow', maxHeight: 'available' },
  },
);

export type DropdownMenuContentProps = ComponentProps<typeof MenuPrimitive.Content> &
  VariantProps<typeof surfaceVariants>;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  width,
  maxHeight,
  ...props
}: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(surfaceVariants({ width, maxHeight }), className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const itemClass =
  'relative flex min-h-9 cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';
const highlight = 'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700';
const dangerItem = 'text-danger-600 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger-700';

export type DropdownMenuItemProps = ComponentProps<typeof MenuPrimitive.Item> & {
  tone?: 'default' | 'danger';
};

export function DropdownMenuItem({ className, tone = 'default', ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-tone={tone}
      className={cn(itemClass, tone === 'danger' ? dangerItem : highlight, className)}
      {...props}
    />
  );
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(itemClass, highlight, 'ps-8', className)}
      {...props}
    >
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Check aria-hidden="true" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(itemClass, highlight, 'ps-8', className)}
      {...props}
    >
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Circle aria-hidden="true" className="size-2! fill-current" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

const labelVariants = {
  group: 'text-xs text-ink-muted',
  title: 'text-sm text-ink',
} as const;

export type DropdownMenuLabelProps = ComponentProps<typeof MenuPrimitive.Label> & {
  /** `group`: the small name of a group of items (default); `title`: the menu's own title, a user's name say. */
  variant?: keyof typeof labelVariants;
};

export function DropdownMenuLabel({ className, variant = 'group', ...props }: DropdownMenuLabelProps) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      data-variant={variant}
      className={cn('px-2 pt-2 pb-1 font-medium', labelVariants[variant], className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-line', className)}
      {...props}
    />
  );
}

export function DropdownMenuSubTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.SubTrigger>) {
  return (
    <MenuPrimitive.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      className={cn(itemClass, highlight, 'data-[state=open]:bg-brand-50', className)}
      {...props}
    >
      {children}
      <ChevronRight aria-hidden="true" className="ms-auto rtl:-scale-x-100" />
    </MenuPrimitive.SubTrigger>
  );
}

export type DropdownMenuSubContentProps = ComponentProps<typeof MenuPrimitive.SubContent> &
  VariantProps<typeof surfaceVariants>;

export function DropdownMenuSubContent({
  className,
  width,
  maxHeight,
  ...props
}: DropdownMenuSubContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.SubContent
        data-slot="dropdown-menu-sub-content"
        collisionPadding={8}
        className={cn(surfaceVariants({ width, maxHeight }), className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}
