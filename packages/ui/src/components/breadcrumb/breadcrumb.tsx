import ChevronRight from 'lucide-react/icons/chevron-right';
import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';

export type BreadcrumbItem = { label: ReactNode; href?: string };

export type BreadcrumbLinkProps = { href: string; className: string; children: ReactNode };

export type BreadcrumbProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** From the top level down to the current page (the last item, never a link). */
  items: BreadcrumbItem[];
  /** Renders a link (a router link, say); a plain `<a>` by default. */
  renderLink?: (props: BreadcrumbLinkProps) => ReactNode;
  label?: string;
};

// A 24 px target (WCAG 2.5.8) in the trail's 20 px line: the 2 px above and below reach into the space around it,
// so the trail keeps its height wherever it wraps.
const linkClass =
  '-my-0.5 inline-flex min-h-6 items-center rounded text-ink-muted transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500';

/** Where the page sits, with links back up ("Claimed tasks › Edit"). */
export function Breadcrumb({ items, renderLink, label, className, ...props }: BreadcrumbProps) {
  const intl = useIntl();
  return (
    <nav
      data-slot="breadcrumb"
      aria-label={label ?? intl.formatMessage(messages.label)}
      className={className}
      {...props}
    >
      <ol className="flex flex-wrap items-center gap-1.5 text-sm">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={index}>
              {/* A title in its own direction (an English title in the Arabic trail, an Arabic one in English). */}
              <li data-slot="breadcrumb-item" dir="auto" className="min-w-0 break-words">
                {last || !item.href ? (
                  <span
                    aria-current={last ? 'page' : undefined}
                    className={last ? 'font-medium text-ink' : 'text-ink-muted'}
                  >
                    {item.label}
                  </span>
                ) : renderLink ? (
                  renderLink({ href: item.href, className: linkClass, children: item.label })
                ) : (
                  <a href={item.href} className={linkClass}>
                    {item.label}
                  </a>
                )}
              </li>
              {last ? null : (
                <li
                  data-slot="breadcrumb-separator"
                  role="presentation"
                  aria-hidden="true"
                  className="text-ink-subtle"
                >
                  <ChevronRight className="size-4 rtl:-scale-x-100" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
