import { call, type CallOptions } from '../client/request';
import { uploadRoutes, type OssStsQuery, type UploadSigning } from '../schemas/upload';

/** GET /mp-api/v3/api/upload_token?names=&upload_type=image: signing for the composer and the editor. */
export function getUploadToken(names: readonly string[], options?: CallOptions): Promise<UploadSigning> {
  return call(uploadRoutes.getUploadToken, { query: { names, upload_type: 'image' } }, options);
}

/** GET /data-api/v2/oss_sts: signing for the avatar; the answer's `name` replaces the client's. */
export function getOssSts(
  query: Omit<OssStsQuery, 'uploadType' | 'scene'>,
  options?: CallOptions,
): Promise<UploadSigning> {
  return call(uploadRoutes.getOssSts, { query: { ...query, uploadType: 'image', scene: 'avatar' } }, options);
}

/** POST /mp-api/v3/api/upload: hosted addresses for the given images, in order. */
export async function copyImages(images: readonly string[], options?: CallOptions): Promise<string[]> {
  const answer = await call(uploadRoutes.copyImages, { body: { images } }, options);
  return answer.map((item) => item.url);
}
