import { UPLOAD_MAX_BYTES } from '@creator/forms/rules/upload';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { tooLarge } from '../envelope';
import { handle } from '../routing';
import type { AppEnv } from '../services';
import { copyImages } from './copy';
import { getOssSts, getUploadToken } from './signing';
import { serveStored, storeUpload } from './storage';

/** Room for the multipart boundaries and the text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The upload area: the signings for content images and avatars, and copying images to the host. */
export function uploadRoutes(app: Hono<AppEnv>): void {
  handle(app, 'getUploadToken', getUploadToken);
  handle(app, 'getOssSts', getOssSts);
  handle(app, 'copyImages', copyImages);
}

/** The image host: the signed multipart upload of the contract, and the files served back. */
export function storageRoutes(app: Hono<AppEnv>): void {
  app.use('/storage/*', cors({ origin: (origin) => origin, allowMethods: ['GET', 'POST'], maxAge: 600 }));
  app.use('/storage', cors({ origin: (origin) => origin, allowMethods: ['POST'], maxAge: 600 }));
  app.post(
    '/storage',
    bodyLimit({
      maxSize: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: (c) => tooLarge(c, 'file: larger than 5 MB'),
    }),
    storeUpload,
  );
  app.get('/storage/*', serveStored);
}
