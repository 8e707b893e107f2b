import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';
import { SIDE_MENU_LINK_RESPONSIVE, SIDE_MENU_RESPONSIVE } from './side-menu-box';

export type SideMenuItem = {
  key: string;
  label: string;
  icon: ReactNode;
  href: string;
};

export type SideMenuLinkProps = {
  href: string;
  className: string;
  'aria-current': 'page' | undefined;
  'aria-label': string;
  title: string;
  'data-state': 'active' | 'inactive';
  children: ReactNode;
};

export type SideMenuProps = Omit<ComponentProps<'nav'>, 'children'> & {
  items: SideMenuItem[];
  /** Key of the item for the current page. */
  activeKey?: string;
  /** Renders each link (a router link); a plain `<a>` by default. */
  renderLink?: (props: SideMenuLinkProps) => ReactNode;
  label?: string;
  /** Forces the narrow (true) or wide (false) form; left out, the `wide` breakpoint decides. */
  collapsed?: boolean;
};

/**
 * The main menu: 360 px wide, 136 px below 1190 px (the `wide` breakpoint) where only the icons show; the labels
 * stay the links' accessible names. Below 640 px (a phone) it docks at the bottom of the screen as a bar of
 * icons over short labels, every section one tap away, taking no width from the page (decision 0026); the page
 * keeps room for it at its end (`SIDE_MENU_CLEARANCE`).
 */
export function SideMenu({
  items,
  activeKey,
  renderLink,
  label,
  collapsed,
  className,
  ...props
}: SideMenuProps) {
  const intl = useIntl();
  const mode = collapsed === undefined ? 'responsive' : collapsed ? 'narrow' : 'wide';
  return (
    <nav
      data-slot="side-menu"
      data-mode={mode}
      aria-label={label ?? intl.formatMessage(messages.label)}
      className={cn(
        'shrink-0 border-line bg-surface',
        {
          responsive: SIDE_MENU_RESPONSIVE,
          narrow: 'w-menu-narrow border-e py-4',
          wide: 'w-menu-wide border-e py-4',
        }[mode],
        className,
      )}
      {...props}
    >
      <ul
        className={
          mode === 'responsive'
            ? 'grid auto-cols-fr grid-flow-col sm:flex sm:flex-col sm:gap-1 sm:px-3'
            : 'flex flex-col gap-1 px-3'
        }
      >
        {items.map((item) => {
          const active = item.key === activeKey;
          const linkProps: SideMenuLinkProps = {
            href: item.href,
            'aria-current': active ? 'page' : undefined,
            'aria-label': item.label,
            title: item.label,
            'data-state': active ? 'active' : 'inactive',
            className: cn(
              'flex items-center rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 [&_svg]:size-5 [&_svg]:shrink-0',
              {
                // A phone's bar: the label under its icon, on two lines at most.
                responsive: SIDE_MENU_LINK_RESPONSIVE,
                narrow: 'h-11 justify-center gap-3 px-3 text-sm',
                wide: 'h-11 justify-start gap-3 px-3 text-sm',
              }[mode],
              active ? 'bg-brand-50 text-brand-700' : 'text-ink-muted hover:bg-surface-sunken hover:text-ink',
            ),
            children: (
              <>
                <span aria-hidden="true" className="contents">
                  {item.icon}
                </span>
                <span
                  data-slot="side-menu-label"
                  aria-hidden="true"
                  className={cn(
                    {
                      responsive: 'line-clamp-2 max-w-full break-words sm:hidden wide:inline wide:truncate',
                      narrow: 'hidden',
                      wide: 'inline truncate',
                    }[mode],
                  )}
                >
                  {item.label}
                </span>
              </>
            ),
          };
          return (
            <li key={item.key} data-slot="side-menu-item">
              {renderLink ? renderLink(linkProps) : <a {...linkProps} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
