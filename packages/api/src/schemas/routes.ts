import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { configRoutes } from './config';
import { contentRoutes } from './content';
import { draftRoutes } from './drafts';
import { hashtagRoutes } from './hashtags';
import { homeRoutes } from './home';
import { logoutRoutes } from './logout';
import { noticeRoutes } from './notices';
import { passwordRoutes } from './password';
import { polishTaskRoutes } from './polish-tasks';
import { profileRoutes } from './profile';
import { publishRoutes } from './publish';
import { tagRoutes } from './tags';
import { uploadRoutes } from './upload';
import type { RouteSpec } from './route-spec';

export { routePath, type HttpMethod, type RouteArea, type RouteSpec } from './route-spec';

/**
 * Every method and path of the contract, keyed by the name of its client function. The client tests, the
 * mocks and the reference server read this one table; the client functions import only their area's part,
 * so that a page loads the schemas of the calls it makes and no others.
 */
export const routes = {
  ...authRoutes,
  ...logoutRoutes,
  ...passwordRoutes,
  ...accountRoutes,
  ...profileRoutes,
  ...configRoutes,
  ...homeRoutes,
  ...noticeRoutes,
  ...contentRoutes,
  ...publishRoutes,
  ...draftRoutes,
  ...polishTaskRoutes,
  ...tagRoutes,
  ...hashtagRoutes,
  ...uploadRoutes,
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof routes;
