import type { Hono } from 'hono';
import { handle } from '../routing';
import { imageHost, type AppEnv } from '../services';
import { getAccount, getUserResources, updateAvatar, updateNickname } from './service';

/** The account and profile areas: the account page, the access codes, the nickname and the avatar. */
export function accountRoutes(app: Hono<AppEnv>): void {
  handle(app, 'getAccount', async ({ services, creatorId }) => getAccount(services, creatorId));
  handle(app, 'getUserResources', async ({ services, creatorId }) => getUserResources(services, creatorId));
  handle(app, 'updateNickname', async ({ services, body, creatorId }) =>
    updateNickname(services, creatorId, body.nickname),
  );
  handle(app, 'updateAvatar', async ({ services, body, creatorId, c }) =>
    updateAvatar(services, creatorId, body.url, imageHost(c)),
  );
}
