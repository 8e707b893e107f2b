import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { configRoutes } from './config';
import { contentRoutes } from './content';
import { draftsBodiesRoutes } from './drafts.bodies';
import { hashtagsRoutes } from './hashtags';
import { homeRoutes } from './home';
import { logoutRoutes } from './logout';
import { noticesRoutes } from './notices';
import { passwordRoutes } from './password';
import { polishTasksRoutes } from './polish-tasks';
import { profileRoutes } from './profile';
import { publishBodiesRoutes } from './publish.bodies';
import { tagsRoutes } from './tags';
import { uploadRoutes } from './upload';
import type { RouteSpec } from './route-spec';

export { routePath, type HttpMethod, type RouteArea, type RouteSpec } from './route-spec';

/**
 * Every method and path of the contract, keyed by the name of its client function. The client tests, the
 * mocks and the reference server read this one table (with the bodies of the `.bodies` parts); the client
 * functions import only their area's module, so that a page loads the schemas of the calls it makes and no
 * others (README, "One name per area").
 */
export const routes = {
  ...authRoutes,
  ...logoutRoutes,
  ...passwordRoutes,
  ...accountRoutes,
  ...profileRoutes,
  ...configRoutes,
  ...homeRoutes,
  ...noticesRoutes,
  ...contentRoutes,
  ...publishBodiesRoutes,
  ...draftsBodiesRoutes,
  ...polishTasksRoutes,
  ...tagsRoutes,
  ...hashtagsRoutes,
  ...uploadRoutes,
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof routes;
