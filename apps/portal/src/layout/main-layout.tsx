import {
  accountQueryOptions,
  userResourcesQueryOptions,
  useAccount,
  useUserResources,
} from '@creator/api/react/account';
import { configQueryOptions, useConfig } from '@creator/api/react/config';
import { showsFailure, useLastSeen } from '@creator/api/react/last-seen';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import { useSession } from '@creator/api/react/session';
import { DEFAULT_SHOW_TYPES } from '@creator/domain/limits';
import { canOpen } from '@creator/forms/rules/access';
import { useOnline } from '@creator/api/react/online';
import { OfflineNotice } from '@creator/ui/offline-notice';
import { PageFrame, PageFrameSkeleton } from '@creator/ui/page-frame';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { lastSeenRestored, QueryProvider, warmQuery } from '../providers/query-provider';
import { LoadError } from '../routes/system/load-error';
import { PageFallback } from '../routes/system/page-fallback';
import { Brand } from './brand';
import { OutboxPanelSlot, OutboxScope } from './outbox';
import { showsMenu } from './frame-paths';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

// The 403 page comes only to a visitor the access list refuses.
const ForbiddenPage = lazy(() => import('../routes/system/forbidden-page'));

/**
 * Asks for what the frame needs as soon as its chunk is in, while the page's chunk and messages arrive. A start
 * without network first has the last-seen answers back (at once online), so that the frame opens on them.
 */
export async function loader() {
  await lastSeenRestored;
  warmQuery(accountQueryOptions(SHOWN_IN_PLACE));
  warmQuery(userResourcesQueryOptions(SHOWN_IN_PLACE));
  warmQuery(configQueryOptions());
  return null;
}

function Frame() {
  const { pathname, state } = useLocation();
  const account = useAccount(SHOWN_IN_PLACE);
  const resources = useUserResources(SHOWN_IN_PLACE);
  const config = useConfig();
  const withMenu = showsMenu(pathname);

  // An access list that cannot be loaded is a failure to retry, never a 403; one last seen is shown offline.
  const failed = [account, resources].find((query) => showsFailure(query));
  if (failed) {
    return (
      <LoadError
        variant="page"
        error={failed.error}
        retrying={failed.isFetching}
        title={
          <FormattedMessage
            id="portal.layout.load-failed"
            defaultMessage="Your account could not be loaded."
          />
        }
        onRetry={() => void Promise.all([account.refetch(), resources.refetch()])}
      />
    );
  }
  // The frame's places, as index.html painted them (src/first-paint/): the page builds where the frame already is.
  if (!account.data || !resources.data) return <PageFrameSkeleton brand={<Brand />} menu={withMenu} />;

  // A page opened from the outbox panel's Edit opens afresh, even over itself (its form then offers the work).
  const fromOutbox = (state as { fromOutbox?: string } | null)?.fromOutbox ?? '';
  return (
    <OutboxScope owner={account.data.user_id}>
      <PageFrame
        topBar={
          <TopBar
            account={account.data}
            showTypes={config.data?.mp_supported_show_types ?? DEFAULT_SHOW_TYPES}
          />
        }
        menu={withMenu ? <SideMenu resources={resources.data} /> : null}
      >
        <OutboxPanelSlot />
        <Suspense fallback={<PageFallback />}>
          {canOpen(resources.data, pathname) ? <Outlet key={fromOutbox} /> : <ForbiddenPage />}
        </Suspense>
      </PageFrame>
    </OutboxScope>
  );
}

/**
 * Offline is a state the creator sees, above whatever the frame shows (a page, its failure, its spinner), with
 * the time the oldest answer on the screen was last seen, if any is shown.
 */
function OfflineBar() {
  const online = useOnline();
  const lastSeen = useLastSeen(online);
  return (
    <OfflineNotice offline={!online} lastSeen={lastSeen === null ? undefined : Math.floor(lastSeen / 1000)} />
  );
}

/**
 * The signed-in frame: top bar, side menu and content, once the account and the access list are in. When the
 * session ends (signing out, a 401), the router is on its way to /login: the frame's queries, which need the
 * session, unmount at once rather than ask again without it. While the browser is offline a bar says so.
 */
export default function MainLayout() {
  const { signedIn } = useSession();
  return (
    <QueryProvider>
      <OfflineBar />
      {signedIn ? <Frame /> : <PageFallback />}
    </QueryProvider>
  );
}
