import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { listVariants, triggerVariants } from '../tabs/tab-styles';

export interface NavTab {
  /** Where the tab goes; also its key. */
  href: string;
  label: ReactNode;
}

export interface NavTabLinkProps {
  href: string;
  className: string;
  'data-state': 'active' | 'inactive';
  'aria-current'?: 'page';
  children: ReactNode;
}

export type NavTabsProps = {
  tabs: readonly NavTab[];
  /** The `href` of the page shown. */
  current: string;
  /** Accessible name of the navigation. */
  label: string;
  /** Draws each link (the app's router link); a plain `<a>` when left out. */
  renderLink?: (props: NavTabLinkProps) => ReactNode;
  variant?: 'line' | 'pill';
  className?: string;
};

/**
 * Tabs that are pages (the sections of content management, account, notices): links in a navigation, the
 * current one marked `aria-current="page"`, drawn like ui's Tabs. Tabs that switch panels in place are Tabs.
 */
export function NavTabs({ tabs, current, label, renderLink, variant = 'line', className }: NavTabsProps) {
  return (
    <nav aria-label={label} data-slot="nav-tabs" className={className}>
      {/* Not a tab stop of its own when it scrolls: the links are. */}
      <ul tabIndex={-1} className={cn(listVariants({ variant }), 'm-0 list-none py-0')}>
        {tabs.map((tab) => {
          const active = tab.href === current;
          const props: NavTabLinkProps = {
            href: tab.href,
            className: triggerVariants({ variant }),
            'data-state': active ? 'active' : 'inactive',
            'aria-current': active ? 'page' : undefined,
            children: tab.label,
          };
          return <li key={tab.href}>{renderLink ? renderLink(props) : <a {...props} />}</li>;
        })}
      </ul>
    </nav>
  );
}
