import { getUploadToken } from '../endpoints/upload';
import { buildImageFileName } from '@creator/forms/rules/upload';
import { imageAddress, type UploadSigning } from '../schemas/upload';
import { ApiError, SLOW_NETWORK, apiMessages } from './errors';
import type { CallOptions } from './request';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface StorageUploadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** Automatic retries after a network failure (no answer or 5xx); one by default. */
  retries?: number;
}

export interface UploadedImage {
  /** `<domain>/<key>`: what the publish and avatar calls take. */
  url: string;
  key: string;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** A fresh object name for an image of the given type and size (`<id>_<width>_<height>.<ext>`). */
export function newImageObjectName(type: string, width: number, height: number): string {
  return buildImageFileName({
    id: crypto.randomUUID().replaceAll('-', ''),
    width,
    height,
    extension: EXTENSIONS[type] ?? 'jpg',
  });
}

class StorageFailure extends Error {
  constructor(
    readonly retryable: boolean,
    readonly error: ApiError,
  ) {
    super(error.message);
  }
}

function storageError(kind: 'network' | 'contract' | 'aborted', status?: number): ApiError {
  if (kind === 'aborted') return new ApiError('aborted', 'aborted');
  return new ApiError(kind, kind === 'network' ? SLOW_NETWORK : apiMessages.uploadFailed.defaultMessage, {
    status,
    descriptor: apiMessages.uploadFailed,
  });
}

/** One multipart POST to the storage endpoint; XMLHttpRequest because fetch cannot report upload progress. */
function postOnce(endpoint: string, form: FormData, options: StorageUploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new StorageFailure(false, storageError('aborted')));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (failure?: StorageFailure) => {
      options.signal?.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else resolve();
    };
    xhr.open('POST', endpoint);
    // The storage endpoint is another origin: it must never see the session (no cookies, no headers).
    xhr.withCredentials = false;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status === 200) settle();
      else if (xhr.status >= 500 || xhr.status === 0)
        settle(new StorageFailure(true, storageError('network', xhr.status)));
      else settle(new StorageFailure(false, storageError('contract', xhr.status)));
    };
    xhr.onerror = () => settle(new StorageFailure(true, storageError('network')));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => settle(new StorageFailure(false, storageError('aborted')));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/**
 * Stores a file under `dir + name` with the signing answer's policy and returns its address. Fields go in
 * the contract's order with `file` last; a network failure is retried once.
 */
export async function uploadToStorage(
  signing: UploadSigning,
  file: Blob,
  name: string,
  options: StorageUploadOptions = {},
): Promise<UploadedImage> {
  const key = `${signing.dir}${signing.name ?? name}`;
  const form = new FormData();
  form.append('key', key);
  form.append('policy', signing.signature.policy);
  form.append('OSSAccessKeyId', signing.AccessKeyId);
  form.append('signature', signing.signature.signature);
  form.append('x-oss-security-token', signing.SecurityToken);
  form.append('success_action_status', '200');
  form.append('file', file, signing.name ?? name);

  let attemptsLeft = options.retries ?? 1;
  for (;;) {
    try {
      await postOnce(signing.endpoint, form, options);
      return { url: imageAddress(signing.domain, key), key };
    } catch (failure) {
      if (!(failure instanceof StorageFailure)) throw failure;
      if (!failure.retryable || attemptsLeft <= 0 || options.signal?.aborted) throw failure.error;
      attemptsLeft -= 1;
    }
  }
}

export interface ImageUploadOptions extends StorageUploadOptions, Pick<CallOptions, 'display'> {}

/** The composer and editor flow: upload_token for the name, then the storage POST. */
export async function uploadImage(
  file: Blob,
  name: string,
  options: ImageUploadOptions = {},
): Promise<UploadedImage> {
  const signing = await getUploadToken([name], { signal: options.signal, display: options.display });
  return uploadToStorage(signing, file, name, options);
}
