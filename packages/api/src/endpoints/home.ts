import { call, type CallOptions } from '../client/request';
import { homeRoutes, type HomeSummary } from '../schemas/home';

/** GET /mp-api/v3/api/home: content, exposure and reading counts. */
export function getHome(options?: CallOptions): Promise<HomeSummary> {
  return call(homeRoutes.getHome, {}, options);
}
