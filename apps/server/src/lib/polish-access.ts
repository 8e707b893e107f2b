// The polish tasks' access code (`list_polish_task`, SECTION_ACCESS keyed by their address /aigc): the server
// refuses their calls, and the publishing of a polished task, to creators without it, as the portal hides them.
import { accessMessages } from '@creator/api/client/errors';
import { ErrorCode } from '@creator/domain/error-codes';
import { isAllowed, SECTION_ACCESS } from '@creator/forms/rules/access';
import type { MiddlewareHandler } from 'hono';
import { fail } from '../envelope';
import { authenticate } from '../security/sessions';
import type { AppEnv } from '../services';

export const requirePolishAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const services = c.var.services;
  const creatorId = await authenticate(services.db, services.clock, c.req.header('authorization'));
  const creator = await services.db
    .selectFrom('creator')
    .select('resources')
    .where('id', '=', creatorId)
    .executeTakeFirstOrThrow();
  if (!isAllowed(creator.resources, SECTION_ACCESS.aigc)) {
    return fail(c, ErrorCode.forbidden, accessMessages.polishTasks, 403);
  }
  return next();
};
