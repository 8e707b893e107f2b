import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import {
  SIDE_MENU_CLEARANCE,
  SIDE_MENU_LINK_RESPONSIVE,
  SIDE_MENU_RESPONSIVE,
} from '../side-menu/side-menu-box';
import { Skeleton } from '../skeleton/skeleton';
import { messages as spinnerMessages } from '../spinner/messages';
import { TOP_BAR_BOX } from '../top-bar/top-bar-box';

export type PageFrameProps = {
  /** The top bar (`TopBar`). */
  topBar: ReactNode;
  /** The side menu (`SideMenu`); none on a page shown without it (the preview). */
  menu?: ReactNode;
  /** The page. */
  children: ReactNode;
};

/**
 * The frame of every signed-in page: the top bar across, the side menu at the start (a bar at the bottom of a
 * phone's screen), the page in the rest, leaving room at its end for the phone's bar.
 */
export function PageFrame({ topBar, menu, children }: PageFrameProps) {
  return (
    <div data-slot="page-frame" className="flex min-h-screen flex-col">
      {topBar}
      <div className="flex flex-1">
        {menu}
        {/* Focusable from script (tabIndex -1, never in the tab order): where focus goes when what held it
            leaves the page, rather than to the document's body. */}
        <main
          tabIndex={-1}
          className={cn('min-w-0 flex-1 p-4 outline-none sm:p-6', menu ? SIDE_MENU_CLEARANCE : null)}
        >
          {children}
        </main>
      </div>
    </div>
  );
}

/** As many places as the side menu has links for most creators. */
const MENU_PLACES = 6;

export type PageFrameSkeletonProps = {
  /** The portal's name, as the top bar shows it. */
  brand: ReactNode;
  /** Draws the side menu's place (not on the preview). */
  menu?: boolean;
  /**
   * The page's own first paint in place of its places, where one is known before its data (the home page's
   * greeting): drawn, not announced, like the rest.
   */
  children?: ReactNode;
};

/**
 * The frame while the account and the access list load: the portal's name, the top bar's and the side menu's
 * places, the page's. Painted from the HTML before the scripts arrive (apps/portal/src/first-paint), then by the
 * signed-in layout, so that the page builds where the frame already is. Says it is loading to assistive
 * technology.
 */
export function PageFrameSkeleton({ brand, menu = true, children }: PageFrameSkeletonProps) {
  const intl = useIntl();
  return (
    <PageFrame
      topBar={
        <header data-slot="page-frame-skeleton" className={TOP_BAR_BOX}>
          <span className="block min-w-0 truncate text-base font-semibold text-ink sm:text-lg">{brand}</span>
          <span aria-hidden="true" className="ms-auto flex shrink-0 items-center gap-2 sm:gap-4">
            <span className="hidden sm:block">
              <Skeleton shape="button" />
            </span>
            <Skeleton shape="avatar" />
          </span>
        </header>
      }
      menu={
        menu ? (
          <div
            data-slot="page-frame-skeleton-menu"
            aria-hidden="true"
            className={cn('shrink-0 border-line bg-surface', SIDE_MENU_RESPONSIVE)}
          >
            <ul className="grid auto-cols-fr grid-flow-col sm:flex sm:flex-col sm:gap-1 sm:px-3">
              {Array.from({ length: MENU_PLACES }, (_, index) => (
                <li key={index} className={cn('flex items-center', SIDE_MENU_LINK_RESPONSIVE)}>
                  <Skeleton shape="icon" className="shrink-0" />
                  <span className="hidden w-3/5 wide:block">
                    <Skeleton />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null
      }
    >
      <span role="status" className="sr-only">
        {intl.formatMessage(spinnerMessages.loading)}
      </span>
      {children ? (
        // Shown as the page will be, but nothing in it can be reached or pressed before the page is live.
        <div inert aria-hidden="true">
          {children}
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <Skeleton shape="heading" width="2/5" />
          <Skeleton shape="rect" />
          <Skeleton lines={3} />
        </div>
      )}
    </PageFrame>
  );
}
