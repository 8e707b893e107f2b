import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { BucketLocation } from './bucket-location';
import { checkVariantName, FileExistsError, VARIANTS, type FileStore } from './file-store';
import { isSafeKey } from './policy';

/** How long one call to the store may take before it counts as failed (the SDK then retries it). */
const REQUEST_TIMEOUT_MS = 30_000;
const CONNECTION_TIMEOUT_MS = 5_000;
/** At most this many variants are listed for removal: a key has one per thumbnail size (thumbnails.ts). */
const VARIANTS_LISTED_MAX = 100;

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** The store says there is no such object (a read of a key never stored, or removed). */
function isMissing(error: unknown): boolean {
  // By name: a 404 of NoSuchBucket (a bucket removed or misrouted) is a failure to answer 5xx, not a missing file.
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/**
 * The stored images in a bucket of an S3-compatible object store, through the AWS SDK, for several server
 * instances to share. The bucket holds the original under `<prefix><key>` and its variants under
 * `<prefix>@variants/<key>/<variant>`, so a key's variants are found by one listing.
 *
 * A store never replaces an upload: the database claims the key first (stored_file, one row per key,
 * across every instance), and the put itself is conditional (`If-None-Match: *`), which AWS S3, R2 and MinIO
 * refuse with 412 when the key exists. Stores that ignore the condition still have the claim.
 *
 * Checksums are sent and checked only where S3 requires them: the SDK's default trailing checksums are not
 * understood by every S3-compatible store.
 */
export class BucketFileStore implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly location: BucketLocation) {
    this.client = new S3Client({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: CONNECTION_TIMEOUT_MS },
    });
  }

  /**
   * Throws, saying which bucket and why, when the bucket cannot be reached with these settings and credentials:
   * a read of a name no upload can have (no storage key holds an `@`), which the bucket answers with NoSuchKey.
   */
  async ready(): Promise<void> {
    try {
      await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: `${this.location.prefix}@ready` }),
      );
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return;
      const why =
        error instanceof S3ServiceException
          ? `${error.$metadata.httpStatusCode ?? ''} ${error.name}`.trim()
          : error instanceof Error
            ? error.message
            : String(error);
      throw new Error(
        `the bucket ${JSON.stringify(this.location.bucket)} of STORAGE_URL did not answer (${why}): check its endpoint, region and the AWS credentials`,
        { cause: error },
      );
    }
  }

  private objectOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
    return this.location.prefix + key;
  }

  private variantsOf(key: string): string {
    return `${this.location.prefix}${VARIANTS}/${this.objectOf(key).slice(this.location.prefix.length)}/`;
  }

  private variantOf(key: string, name: string): string {
    return this.variantsOf(key) + checkVariantName(name);
  }

  private async put(object: string, bytes: Uint8Array, onlyNew = false): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.location.bucket,
        Key: object,
        Body: bytes,
        ContentLength: bytes.byteLength,
        IfNoneMatch: onlyNew ? '*' : undefined,
      }),
    );
  }

  /** The object's bytes, or null when the store has none under that name; any other failure is thrown. */
  private async get(object: string, range?: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: object, Range: range }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    await this.put(this.objectOf(key), bytes);
  }

  /**
   * The caller holds the key's claim in the database, so an object already there is this claim's own put whose
   * answer was lost (the SDK sent it again, and the condition refused the second) or one a failed attempt left
   * behind: the same bytes are this put done; other bytes are refused as a taken key.
   */
  async create(key: string, bytes: Uint8Array): Promise<void> {
    try {
      await this.put(this.objectOf(key), bytes, true);
    } catch (error) {
      // 412: the key exists; 409: another put of the key is under way (S3's ConditionalRequestConflict).
      const status = statusOf(error);
      if (status !== 412 && status !== 409) throw error;
      const there = await this.get(this.objectOf(key));
      if (there && Buffer.from(bytes).equals(there)) return;
      throw new FileExistsError(key);
    }
  }

  async remove(key: string): Promise<void> {
    const listed = await this.client.send(
      new ListObjectsV2Command({
        Bucket: this.location.bucket,
        Prefix: this.variantsOf(key),
        MaxKeys: VARIANTS_LISTED_MAX,
      }),
    );
    const objects = [
      this.objectOf(key),
      ...(listed.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : [])),
    ];
    // Deleting a missing object succeeds in S3, so a second removal is no error either.
    await Promise.all(
      objects.map((object) =>
        this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: object })),
      ),
    );
  }

  async readVariant(key: string, name: string): Promise<Buffer | null> {
    return this.get(this.variantOf(key, name));
  }

  async writeVariant(key: string, name: string, bytes: Uint8Array): Promise<void> {
    await this.put(this.variantOf(key, name), bytes);
  }

  /** The store copies the original itself: its bytes do not travel through this process again. */
  async linkVariant(key: string, name: string): Promise<void> {
    const source = this.objectOf(key)
      .split('/')
      .map((segment) => encodeURIComponent(segment))
      .join('/');
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.location.bucket,
        CopySource: `${encodeURIComponent(this.location.bucket)}/${source}`,
        Key: this.variantOf(key, name),
      }),
    );
  }

  async readHead(key: string, length: number): Promise<Buffer | null> {
    if (length <= 0) return Buffer.alloc(0);
    try {
      return await this.get(this.objectOf(key), `bytes=0-${length - 1}`);
    } catch (error) {
      // 416: an empty object has no first byte (uploads are never empty, but a seed's file could be).
      if (statusOf(error) === 416) return Buffer.alloc(0);
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    return this.get(this.objectOf(key));
  }

  /** Ends the client's kept-alive connections (the server's shutdown, a test's end). */
  close(): void {
    this.client.destroy();
  }
}
