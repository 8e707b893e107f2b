import { imageSizeFromHeader } from '@creator/forms/rules/image-size';
import { imageAddress, UPLOAD_BATCH_MAX } from '@creator/api/schemas/upload';
import { ErrorCode } from '@creator/domain/error-codes';
import { AVATAR_MAX_BYTES } from '@creator/forms/rules/account';
import {
  checkUploadFile,
  mimeTypeOf,
  parseImageFileName,
  POST_UPLOAD_EXTENSIONS,
  sniffImageType,
  UPLOAD_MAX_BYTES,
} from '@creator/forms/rules/upload';
import { checkAvatarFile } from '@creator/forms/rules/account';
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { fail, tooLarge } from '../envelope';
import { InvalidRequest } from '../errors';
import { storageKeyOf } from '../hosted-urls';
import { handle } from '../routing';
import { hashToken } from '../security/tokens';
import { refuseNulCharacters, refuseWith } from '../validate';
import { imageHost, requestOrigin, type AppEnv, type Services } from '../services';
import {
  ACCESS_KEY_ID,
  encodePolicy,
  freshUploadDir,
  isPasswordTag,
  isSafeKey,
  ownerOfUploadDir,
  passwordTag,
  POLICY_TTL_MS,
  signPolicy,
  verifyPolicy,
  type UploadPolicy,
} from '../upload/policy';
import {
  isSameStoredFile,
  KeyTakenError,
  requireUsableImages,
  storeNewFiles,
  type NewFile,
} from '../upload/stored-files';
import { askedThumbnail, THUMBNAIL_SIZES_TEXT, type Variant } from '../upload/thumbnails';

const CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const AVATAR_TYPES = ['image/jpeg', 'image/png'];
/** Room for the multipart boundaries and the text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const EXTENSION_TYPE: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

async function signingAnswer(services: Services, c: Context, policy: UploadPolicy) {
  const encoded = encodePolicy(policy);
  const { signature, securityToken } = signPolicy(await services.uploadSecret(), encoded);
  return {
    signature: { policy: encoded, signature },
    bucketName: 'creator-images',
    domain: imageHost(c),
    endpoint: `${services.settings.storageOrigin ?? requestOrigin(c)}/storage`,
    SecurityToken: securityToken,
    AccessKeyId: ACCESS_KEY_ID,
    dir: policy.dir,
  };
}

/** The session asking for a signing and its creator's password as it is now (UploadPolicy.signedBy). */
async function signer(services: Services, c: Context, creatorId: number): Promise<UploadPolicy['signedBy']> {
  const creator = await services.db.selectFrom('creator').select('password_hash').where('id', '=', creatorId).executeTakeFirstOrThrow();
  const token = /^Bearer (\S+)$/u.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  return { session: hashToken(token), password: passwordTag(await services.uploadSecret(), creator.password_hash) };
}

/**
 * Refuses an upload whose policy's session has ended (signed out, expired, or its creator's sign-in blocked)
 * or whose creator has a new password since the signing: a leaked policy dies with them.
 */
async function requireLiveSigner(services: Services, policy: UploadPolicy, ownerId: number): Promise<void> {
  const row = await services.db
    .selectFrom('session')
    .innerJoin('creator', 'creator.id', 'session.creator_id')
    .select(['session.creator_id', 'session.expires_at', 'creator.can_login', 'creator.password_hash'])
    .where('session.token_hash', '=', policy.signedBy.session)
    .executeTakeFirst();
  const live =
    row !== undefined &&
    row.creator_id === ownerId &&
    row.can_login &&
    row.expires_at > services.clock.now() &&
    isPasswordTag(await services.uploadSecret(), row.password_hash, policy.signedBy.password);
  if (!live)
    throw new InvalidRequest('policy: signed in a session that has ended (signed out, blocked or a new password), ask for a new signature');
}

function generatedKeyPart(): string {
  return randomBytes(12).toString('base64url').replace(/[-_]/gu, 'x');
}

/** A file of the portal build behind a same-origin address, never outside the build folder. */
async function sameHostBytes(services: Services, url: string, origin: string): Promise<Buffer | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || !services.staticRoot) return null;
  const root = path.resolve(services.staticRoot);
  let file: string;
  try {
    file = path.resolve(root, `.${decodeURIComponent(parsed.pathname)}`);
  } catch {
    return null;
  }
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() && info.size <= UPLOAD_MAX_BYTES ? await readFile(file) : null;
  } catch {
    return null;
  }
}

/** The bytes of a `data:image/…;base64,` URL, or null for any other address. */
function dataUrlBytes(url: string): Buffer | null {
  const match = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]+={0,2})$/iu.exec(url);
  return match ? Buffer.from(match[1]!, 'base64') : null;
}

export function uploadRoutes(app: Hono<AppEnv>): void {
  handle(app, 'getUploadToken', async ({ services, creatorId, query, c }) => {
    for (const [index, name] of query.names.entries()) {
      const problem = checkUploadFile({ name, type: '', size: 0 }, 'post');
      if (problem) refuseWith(`names.${index}`, problem, { formats: POST_UPLOAD_EXTENSIONS.join(', ') });
    }
    const policy: UploadPolicy = {
      dir: freshUploadDir('content', creatorId),
      maxBytes: UPLOAD_MAX_BYTES,
      types: CONTENT_TYPES,
      maxFiles: query.names.length,
      expiresAt: services.clock.now() + POLICY_TTL_MS,
      signedBy: await signer(services, c, creatorId),
    };
    return signingAnswer(services, c, policy);
  });

  handle(app, 'getOssSts', async ({ services, creatorId, query, c }) => {
    const problem = checkAvatarFile({ name: `avatar.${query.extension}`, type: '', size: 0 });
    if (problem) refuseWith('extension', problem);
    const size = parseImageFileName(query.names);
    const name = `${query.signature.slice(0, 32)}${size ? `_${size.width}_${size.height}` : ''}.${query.extension}`;
    const policy: UploadPolicy = {
      dir: freshUploadDir('avatar', creatorId),
      maxBytes: AVATAR_MAX_BYTES,
      types: AVATAR_TYPES,
      maxFiles: 1,
      expiresAt: services.clock.now() + POLICY_TTL_MS,
      signedBy: await signer(services, c, creatorId),
    };
    return { ...(await signingAnswer(services, c, policy)), name };
  });

  handle(app, 'copyImages', async ({ services, creatorId, body, c }) => {
    const host = imageHost(c);
    // contract.md: at most 30 addresses a call. The body schema refuses more already; this holds here whatever
    // the schema, as every address may be read into memory (up to 5 MB each) before anything is written.
    if (body.images.length > UPLOAD_BATCH_MAX)
      throw new InvalidRequest(`images: at most ${UPLOAD_BATCH_MAX} addresses a call`);
    // Everything is checked before anything is written: one bad address refuses the whole call. The
    // addresses are read one after the other (at most 30 of 5 MB at most each), never all at once.
    const urls: string[] = [];
    const writes: NewFile[] = [];
    for (const [index, url] of body.images.entries()) {
      const key = storageKeyOf(url, host);
      if (key !== null) {
        // An image already on the host is answered as is, under the rule of content: the creator's own
        // upload or a shared image, never another creator's.
        await requireUsableImages(services.db, creatorId, [key], () => `images.${index}`);
        urls.push(url);
        continue;
      }
      // Only data: URLs and files of the portal build on this origin: this server fetches no external
      // address (so no private or local one either).
      const bytes = dataUrlBytes(url) ?? (await sameHostBytes(services, url, requestOrigin(c)));
      if (!bytes)
        throw new InvalidRequest(
          `images.${index}: only data: URLs and images of this site can be copied; this server fetches no external address`,
        );
      if (bytes.length > UPLOAD_MAX_BYTES) throw new InvalidRequest(`images.${index}: larger than 5 MB`, 413);
      const type = sniffImageType(bytes);
      if (!type) throw new InvalidRequest(`images.${index}: not a JPEG, PNG, GIF or WebP image`);
      // Named as the portal names its uploads (`<id>_<width>_<height>.<ext>`), so that the cover rules read the
      // size of a pasted picture from its address, on both sides.
      const size = imageSizeFromHeader(bytes);
      const name = size ? `${generatedKeyPart()}_${size.width}_${size.height}` : generatedKeyPart();
      const newKey = `content/${creatorId}/${name}.${type === 'jpeg' ? 'jpg' : type}`;
      urls.push(imageAddress(host, newKey));
      writes.push({ key: newKey, bytes, contentType: mimeTypeOf(type) });
    }
    // All the copies of the call are claimed together within the quota, then written one after the other.
    await storeNewFiles(services.db, services.files, writes, {
      ownerId: creatorId,
      now: services.clock.now(),
      quotaBytes: services.settings.storageQuotaBytes,
      field: 'images',
    });
    return urls.map((url) => ({ url }));
  });
}

async function readOriginal(services: Services, key: string): Promise<Variant | null> {
  const bytes = await services.files.read(key);
  return bytes ? { bytes, lasting: true } : null;
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
    async (c) => {
      const services = c.var.services;
      const type = c.req.header('content-type') ?? '';
      if (!/^multipart\/form-data\b/iu.test(type))
        throw new InvalidRequest('body: must be multipart/form-data');
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw new InvalidRequest('body: malformed multipart form');
      }
      const text = (name: string): string => {
        const value = form[name];
        if (typeof value !== 'string' || value === '')
          throw new InvalidRequest(`${name}: required text field`);
        refuseNulCharacters(value, name);
        return value;
      };
      const key = text('key');
      const encodedPolicy = text('policy');
      if (text('OSSAccessKeyId') !== ACCESS_KEY_ID)
        throw new InvalidRequest('OSSAccessKeyId: unknown access key');
      const policy = verifyPolicy(
        await services.uploadSecret(),
        encodedPolicy,
        text('signature'),
        text('x-oss-security-token'),
      );
      if (!policy) throw new InvalidRequest('signature: does not match the policy');
      if (!(policy.expiresAt > services.clock.now()))
        throw new InvalidRequest('policy: expired, ask for a new signature');
      const ownerId = ownerOfUploadDir(policy.dir);
      if (ownerId === null)
        throw new InvalidRequest('policy: signed for no upload folder, ask for a new signature');
      await requireLiveSigner(services, policy, ownerId);
      // The key is the signed folder plus one plain file name: nothing outside it, nothing in a subfolder.
      if (!isSafeKey(key) || !key.startsWith(policy.dir) || key.slice(policy.dir.length).includes('/')) {
        throw new InvalidRequest(`key: must be a plain name under ${policy.dir}`);
      }
      const status = form.success_action_status;
      if (status !== undefined && status !== '200')
        throw new InvalidRequest('success_action_status: only 200 is supported');
      const file = form.file;
      if (!(file instanceof File)) throw new InvalidRequest('file: required file field');
      if (file.size > policy.maxBytes)
        throw new InvalidRequest(`file: larger than ${policy.maxBytes / 1024 / 1024} MB`, 413);
      if (file.size === 0) throw new InvalidRequest('file: empty');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const sniffed = sniffImageType(bytes);
      const contentType = sniffed ? mimeTypeOf(sniffed) : null;
      if (!contentType || !policy.types.includes(contentType))
        throw new InvalidRequest(`file: must be one of ${policy.types.join(', ')} by its content`);
      const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
      if (EXTENSION_TYPE[extension] !== contentType)
        throw new InvalidRequest(`key: the extension does not match the file's type (${contentType})`);
      // Claims the key (refused when taken: nothing is ever replaced) within the uploader's quota, then writes.
      try {
        await storeNewFiles(services.db, services.files, [{ key, contentType, bytes }], {
          ownerId,
          now: services.clock.now(),
          quotaBytes: services.settings.storageQuotaBytes,
          field: 'file',
          folder: { dir: policy.dir, maxFiles: policy.maxFiles },
        });
      } catch (error) {
        // The same file sent again by its uploader (a retry whose first answer was lost) succeeds as the first did.
        if (!(
          error instanceof KeyTakenError &&
          (await isSameStoredFile(services.db, services.files, key, ownerId, bytes))
        ))
          throw error;
      }
      return c.json(
        { code: ErrorCode.ok, message: 'success', data: { url: imageAddress(imageHost(c), key) } },
        200,
      );
    },
  );
  // An image, or one of its thumbnails (`?w=640`, `?w=400&h=413`, `?w=320&h=320`: upload/thumbnails.ts).
  app.get('/storage/*', async (c) => {
    const key = decodeURIComponent(c.req.path.slice('/storage/'.length));
    if (!isSafeKey(key)) return fail(c, ErrorCode.invalidRequest, 'key: not a storage key', 400);
    const size = askedThumbnail(c.req.queries());
    if (size === null) return fail(c, ErrorCode.invalidRequest, THUMBNAIL_SIZES_TEXT, 400);
    const services = c.var.services;
    const row = await services.db
      .selectFrom('stored_file')
      .select(['content_type'])
      .where('key', '=', key)
      .executeTakeFirst();
    let served: Variant | null = null;
    if (row)
      served = size
        ? await services.thumbnails.variant(key, row.content_type, size)
        : await readOriginal(services, key);
    if (!row || !served) return fail(c, ErrorCode.notFound, 'Not found', 404);
    return c.body(new Uint8Array(served.bytes), 200, {
      'Content-Type': row.content_type,
      'X-Content-Type-Options': 'nosniff',
      // The original standing in for a thumbnail while the queue is full is not to be kept by a cache.
      'Cache-Control': served.lasting ? 'public, max-age=31536000, immutable' : 'no-store',
    });
  });
}
