import { describe, withValues, type MessageDescriptor } from './descriptor';
import { uploadExtensions, type UploadKind } from './upload-accept';

export const MEGABYTE = 1024 * 1024;
export const UPLOAD_MAX_BYTES = 5 * MEGABYTE;

export {
  ARTICLE_UPLOAD_EXTENSIONS,
  POST_UPLOAD_EXTENSIONS,
  uploadAccept,
  uploadExtensions,
} from './upload-accept';
/** The avatar's formats (its rule is `checkAvatarFile` of ./account). */
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

export type { UploadKind } from './upload-accept';
export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

/** What the rules need of a File: a plain object, so the server and tests can pass one too. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

export const uploadMessages = {
  format: describe('forms.upload.format', 'Only these image formats can be uploaded: {formats}'),
  size: describe('forms.upload.size', 'Each image must be at most {max} MB', {
    max: UPLOAD_MAX_BYTES / MEGABYTE,
  }),
  count: describe(
    'forms.upload.count',
    'You can upload at most {max, plural, one {# image} other {# images}}; the extra ones were left out',
  ),
} as const;

const MIME_BY_TYPE: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The lower-case extension of a file name or URL (no dot), or '' when it has none. */
export function fileExtension(name: string): string {
  const base = lastPathSegment(name);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function imageTypeOfExtension(extension: string): ImageType | null {
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg';
  if (extension === 'png' || extension === 'gif' || extension === 'webp') return extension;
  return null;
}

/** One file picked for the composer ('post') or the editor ('article'): allowed type, at most 5 MB. */
export function checkUploadFile(file: FileFacts, kind: UploadKind): MessageDescriptor | null {
  const extensions = uploadExtensions(kind);
  const extension = fileExtension(file.name);
  const type = imageTypeOfExtension(extension);
  const typeMatches = file.type === '' || (type !== null && MIME_BY_TYPE[type] === file.type);
  if (!extensions.includes(extension) || !typeMatches) {
    return withValues(uploadMessages.format, {
      formats: extensions.map((item) => item.toUpperCase()).join(', '),
    });
  }
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.size;
  return null;
}

/** How many of `adding` picked files fit beside `existing` ones under `max`, and the warning when some do not. */
export function fitUploadCount(
  existing: number,
  adding: number,
  max: number,
): { accepted: number; warning: MessageDescriptor | null } {
  const room = Math.max(0, max - existing);
  const accepted = Math.min(adding, room);
  return { accepted, warning: accepted < adding ? withValues(uploadMessages.count, { max }) : null };
}

export interface ImageFileName {
  id: string;
  width: number;
  height: number;
  extension: string;
}

/** contract.md: `<generated id>_<width>_<height>.<ext>`. */
export function buildImageFileName({ id, width, height, extension }: ImageFileName): string {
  if (id === '' || id.includes('/')) throw new RangeError('An image id is a non-empty name without slashes');
  return `${id}_${Math.round(width)}_${Math.round(height)}.${extension.toLowerCase()}`;
}

function lastPathSegment(nameOrUrl: string): string {
  const cut = nameOrUrl.search(/[?#]/u);
  const withoutQuery = cut < 0 ? nameOrUrl : nameOrUrl.slice(0, cut);
  return withoutQuery.slice(withoutQuery.lastIndexOf('/') + 1);
}

const IMAGE_FILE_NAME = /^(.+)_([1-9][0-9]*)_([1-9][0-9]*)\.([A-Za-z0-9]+)$/u;

/** The size an image's name or address carries, or null when it carries none. */
export function parseImageFileName(nameOrUrl: string): ImageFileName | null {
  const match = IMAGE_FILE_NAME.exec(lastPathSegment(nameOrUrl));
  if (!match) return null;
  const [, id = '', width = '', height = '', extension = ''] = match;
  return { id, width: Number(width), height: Number(height), extension: extension.toLowerCase() };
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The image type from the file's first bytes (magic numbers), whatever its name says; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/** Whether the bytes are an image of a type this kind accepts. */
export function isAcceptedImageBytes(bytes: Uint8Array, kind: UploadKind): boolean {
  const type = sniffImageType(bytes);
  return (
    type !== null && uploadExtensions(kind).some((extension) => imageTypeOfExtension(extension) === type)
  );
}

export function mimeTypeOf(type: ImageType): string {
  return MIME_BY_TYPE[type];
}
