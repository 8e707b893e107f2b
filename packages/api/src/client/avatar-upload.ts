import { getOssSts } from '../endpoints/upload';
import { ossStsQuerySchema } from '../schemas/upload';
import { sha256Hex } from './crypto';
import { ApiError, apiMessages } from './errors';
import { uploadToStorage, type ImageUploadOptions, type UploadedImage } from './upload';

// Apart from ./upload: the composer's uploads do not carry the avatar's signing (oss_sts with the file's hash).

/** The avatar flow: oss_sts with the file's hex SHA-256; the answer's `name` replaces ours. */
export async function uploadAvatar(
  file: Blob,
  name: string,
  options: ImageUploadOptions = {},
): Promise<UploadedImage> {
  // The format rule itself lives in packages/forms; this only refuses what the wire cannot carry.
  const extension = ossStsQuerySchema.shape.extension.safeParse(name.split('.').pop()?.toLowerCase());
  if (!extension.success) {
    throw new ApiError('contract', apiMessages.uploadFailed.defaultMessage, {
      descriptor: apiMessages.uploadFailed,
      path: 'extension',
    });
  }
  const signature = await sha256Hex(file);
  const signing = await getOssSts(
    { names: name, extension: extension.data, signature },
    { signal: options.signal, display: options.display },
  );
  return uploadToStorage(signing, file, name, options);
}
