import { imageAddress, UPLOAD_BATCH_MAX } from '@creator/api/schemas/upload';
import { imageSizeFromHeader } from '@creator/forms/rules/image-size';
import { mimeTypeOf, sniffImageType, UPLOAD_MAX_BYTES } from '@creator/forms/rules/upload';
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { InvalidRequest } from '../errors';
import { storageKeyOf } from '../hosted-urls';
import type { CallInput } from '../routing';
import { imageHost, requestOrigin, type Services } from '../services';
import { requireUsableImages, storeNewFiles, type NewFile } from './stored-files';

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

/** POST /upload: images pasted into an editor copied to the image host; hosted ones answered as they are. */
export async function copyImages({ services, creatorId, body, c }: CallInput<'copyImages'>) {
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
}
