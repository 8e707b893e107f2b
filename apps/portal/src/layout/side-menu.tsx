import type { AccessEntry } from '@creator/forms/rules/access';
import { SideMenu as SideMenuView } from '@creator/ui/side-menu';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { permittedEntries } from './menu-entries';

/** ui's side menu with the entries the access list permits; the active one follows the path's section. */
export function SideMenu({ resources }: { resources: readonly AccessEntry[] }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const items = permittedEntries(resources).map(({ to, label, icon: Icon }) => ({
    key: to,
    href: to,
    label: intl.formatMessage(label),
    icon: <Icon aria-hidden className="size-5" />,
  }));
  const active = items.find((item) => pathname === item.href || pathname.startsWith(`${item.href}/`));
  return (
    <SideMenuView
      items={items}
      activeKey={active?.key}
      renderLink={({ href, children, ...props }) => (
        <Link to={href} {...props}>
          {children}
        </Link>
      )}
    />
  );
}
