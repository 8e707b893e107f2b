import {
  ARTICLE_UPLOAD_EXTENSIONS,
  AVATAR_EXTENSIONS,
  fileExtension,
  POST_UPLOAD_EXTENSIONS,
} from '@creator/forms/rules/upload';
import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec';
import { commaList, decodeBase64Json, nonEmptyText, requestText } from './common';

/** GET /mp-api/v3/api/upload_token?names=a.jpg,b.png&upload_type=image (composer and editor, policy up to 5 MB). */
const IMAGE_EXTENSIONS = new Set<string>([...POST_UPLOAD_EXTENSIONS, ...ARTICLE_UPLOAD_EXTENSIONS]);
/** A file name with an extension the composer or the editor accepts. */
const imageFileName = nonEmptyText.check(z.refine((name) => IMAGE_EXTENSIONS.has(fileExtension(name))));

/**
 * Images one call may carry, the copy call's addresses (contract.md "Uploading images": at most 30 a call) and
 * the file names of one signing call alike: an article's images at most (ARTICLE_IMAGES_MAX of packages/forms,
 * which a test holds equal; not imported here, so that the avatar page does not load the article rules).
 */
export const UPLOAD_BATCH_MAX = 30;

export const uploadTokenQuerySchema = z.object({
  names: commaList(imageFileName, UPLOAD_BATCH_MAX).check(z.minLength(1)),
  upload_type: z.literal('image'),
});

/** GET /data-api/v2/oss_sts (avatar, policy up to 2 MB); `signature` is the hex SHA-256 of the file. */
export const ossStsQuerySchema = z.object({
  names: requestText,
  uploadType: z.literal('image'),
  scene: z.literal('avatar'),
  extension: z.enum(AVATAR_EXTENSIONS),
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/u)),
});

/** An absolute URL with scheme and no trailing slash (`endpoint`, `domain`). */
const origin = z.string().check(z.regex(/^https?:\/\/[^\s]+[^/\s]$/u));

/** The signing answer of both calls; oss_sts adds `name`, the object name to use in place of the client's. */
export const uploadSigningSchema = z.looseObject({
  signature: z.looseObject({ policy: nonEmptyText, signature: nonEmptyText }),
  bucketName: z._default(z.string(), ''),
  domain: origin,
  endpoint: origin,
  SecurityToken: z._default(z.string(), ''),
  AccessKeyId: nonEmptyText,
  dir: z._default(z.string(), ''),
  name: z.optional(nonEmptyText),
});

/** POST /mp-api/v3/api/upload: copies images that are not on the image host. */
export const uploadCopyBodySchema = z.object({
  images: z.array(nonEmptyText).check(z.minLength(1), z.maxLength(UPLOAD_BATCH_MAX)),
});
/** The hosted addresses, in the order asked. */
export const uploadCopyAnswerSchema = z.array(z.looseObject({ url: nonEmptyText }));

/**
 * The storage policy (base64 JSON of the signing answer): an expiry and conditions, one of them
 * `["content-length-range", min, max]`.
 */
export const storagePolicySchema = z.looseObject({
  expiration: z.string(),
  conditions: z.array(z.unknown()),
});

/** The multipart fields of the storage POST, in order; `file` must come last. */
export const STORAGE_FORM_FIELDS = [
  'key',
  'policy',
  'OSSAccessKeyId',
  'signature',
  'x-oss-security-token',
  'success_action_status',
  'file',
] as const;

export type UploadTokenQuery = z.output<typeof uploadTokenQuerySchema>;
export type OssStsQuery = z.output<typeof ossStsQuerySchema>;
export type UploadSigning = z.infer<typeof uploadSigningSchema>;
export type UploadCopyBody = z.infer<typeof uploadCopyBodySchema>;
export type UploadCopyAnswer = z.infer<typeof uploadCopyAnswerSchema>;
export type StoragePolicy = z.infer<typeof storagePolicySchema>;

export function decodeStoragePolicy(policy: string): StoragePolicy | undefined {
  return decodeBase64Json(policy, storagePolicySchema);
}

/** The `[min, max]` bytes of a policy's content-length-range condition. */
export function policyLengthRange(policy: StoragePolicy): [number, number] | undefined {
  for (const condition of policy.conditions) {
    if (Array.isArray(condition) && condition[0] === 'content-length-range') {
      const [, min, max] = condition as [string, unknown, unknown];
      if (typeof min === 'number' && typeof max === 'number') return [min, max];
    }
  }
  return undefined;
}

/** The image's address: `<domain>/<key>`. */
export function imageAddress(domain: string, key: string): string {
  return `${domain}/${key}`;
}

/** The routes of this area (see routes.ts), keyed by the name of their client function. */
export const uploadRoutes = {
  getUploadToken: {
    area: 'upload',
    method: 'GET',
    path: '/mp-api/v3/api/upload_token',
    session: true,
    query: uploadTokenQuerySchema,
    answer: uploadSigningSchema,
  },
  getOssSts: {
    area: 'upload',
    method: 'GET',
    path: '/data-api/v2/oss_sts',
    session: true,
    query: ossStsQuerySchema,
    answer: uploadSigningSchema,
  },
  copyImages: {
    area: 'upload',
    method: 'POST',
    path: '/mp-api/v3/api/upload',
    session: true,
    body: uploadCopyBodySchema,
    answer: uploadCopyAnswerSchema,
  },
} as const satisfies Record<string, RouteSpec>;
