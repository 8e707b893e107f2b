import { PASSWORD_COST } from '../security/passwords';
import type { ServerSettings } from '../settings';
import { startTestServer } from './harness';

/** A test server that hashes at the production cost: what a guess costs is part of what is attacked. */
export function startServerAtProductionCost(
  settings: Partial<ServerSettings> = {},
  options?: Parameters<typeof startTestServer>[1],
) {
  return startTestServer({ passwordCost: PASSWORD_COST, ...settings }, options);
}
