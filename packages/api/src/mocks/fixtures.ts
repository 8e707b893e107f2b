import { accountFixtures } from './fixtures/account';
import { authFixtures } from './fixtures/auth';
import { configFixtures } from './fixtures/config';
import { contentFixtures } from './fixtures/content';
import { draftsFixtures } from './fixtures/drafts';
import { hashtagsFixtures } from './fixtures/hashtags';
import { homeFixtures } from './fixtures/home';
import { noticesFixtures } from './fixtures/notices';
import { polishTasksFixtures } from './fixtures/polish-tasks';
import { publishFixtures } from './fixtures/publish';
import { tagsFixtures } from './fixtures/tags';
import { uploadFixtures } from './fixtures/upload';

/*
 * What the mocks answer: plain data, typed by the answer schemas of the contract, one value per state a
 * screen shows. Nothing here changes at run time and no handler computes an answer from a request; a story
 * or a test picks another value (or another helper of handlers.ts) for another state. Images are data: URLs,
 * so nothing reaches the network; long Arabic and Chinese variants stress layouts and right to left. Each
 * area's fixtures live in ./fixtures/<area>.ts (the areas of schemas/route-spec.ts); this entry composes them.
 */

export { CAPTCHA_CODE, DEMO_EMAIL, DEMO_PASSWORD, EMAIL_CODE } from './fixtures/auth';
export { FIXTURE_NOW, MOCK_IMAGE_HOST, MOCK_STORAGE_ENDPOINT } from './fixtures/common';

/** Every fixture, by what it shows. handlers.ts answers the unsuffixed one of each route by default. */
export const fixtures = {
  ...authFixtures,
  ...accountFixtures,
  ...configFixtures,
  ...homeFixtures,
  ...contentFixtures,
  ...publishFixtures,
  ...draftsFixtures,
  ...noticesFixtures,
  ...polishTasksFixtures,
  ...tagsFixtures,
  ...hashtagsFixtures,
  ...uploadFixtures,
} as const;

export type Fixtures = typeof fixtures;
