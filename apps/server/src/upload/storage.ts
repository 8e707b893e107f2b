import { imageAddress } from '@creator/api/schemas/upload';
import { ErrorCode } from '@creator/domain/error-codes';
import { mimeTypeOf, sniffImageType } from '@creator/forms/rules/upload';
import type { Context } from 'hono';
import { fail } from '../envelope';
import { InvalidRequest } from '../errors';
import { imageHost, type AppEnv, type Services } from '../services';
import { refuseNulCharacters } from '../validate';
import {
  ACCESS_KEY_ID,
  isPasswordTag,
  isSafeKey,
  ownerOfUploadDir,
  verifyPolicy,
  type UploadPolicy,
} from './policy';
import { isSameStoredFile, KeyTakenError, storeNewFiles } from './stored-files';
import { askedThumbnail, THUMBNAIL_SIZES_TEXT, type Variant } from './thumbnails';

const EXTENSION_TYPE: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

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
    throw new InvalidRequest(
      'policy: signed in a session that has ended (signed out, blocked or a new password), ask for a new signature',
    );
}

/** POST /storage: the signed multipart upload of the contract, checked against its policy, then stored. */
export async function storeUpload(c: Context<AppEnv>) {
  const services = c.var.services;
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/iu.test(type)) throw new InvalidRequest('body: must be multipart/form-data');
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new InvalidRequest('body: malformed multipart form');
  }
  const text = (name: string): string => {
    const value = form[name];
    if (typeof value !== 'string' || value === '') throw new InvalidRequest(`${name}: required text field`);
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
}

async function readOriginal(services: Services, key: string): Promise<Variant | null> {
  const bytes = await services.files.read(key);
  return bytes ? { bytes, lasting: true } : null;
}

/** GET /storage/<key>: an image, or one of its thumbnails (`?w=640`, `?w=400&h=413`, `?w=320&h=320`: thumbnails.ts). */
export async function serveStored(c: Context<AppEnv>) {
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
}
