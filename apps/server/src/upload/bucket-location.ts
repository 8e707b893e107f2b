import { isSafeKey } from './policy';

/**
 * Where the images are kept when they are not on this machine's disk: a bucket of an S3-compatible object store
 * (AWS S3, Aliyun OSS's S3 API, MinIO, Cloudflare R2…), named by STORAGE_URL:
 *
 *   s3://<bucket>[/<prefix>]?endpoint=<origin>&region=<region>&path_style=1
 *
 * `endpoint` is the store's origin (absent: AWS S3 of the region); `region` defaults to us-east-1; `path_style=1`
 * asks for `<endpoint>/<bucket>/<key>` addresses (most stores other than AWS want it). The credentials are not
 * in the URL: the AWS SDK reads them where it always does (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a
 * profile, a role), so the setting can be logged.
 */
export interface BucketLocation {
  bucket: string;
  /** Prepended to every key, `''` or ending in `/`: one bucket can hold several deployments. */
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

/** Longer than any sensible setting: refused before it is parsed. */
const STORAGE_URL_MAX = 1024;
/** S3's bucket names: 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with one of the first two. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/u;
const REGION = /^[a-z0-9-]{1,32}$/u;
const KNOWN_PARAMETERS = new Set(['endpoint', 'region', 'path_style']);

/** `text` without the slashes it starts and ends with (a loop, not a pattern: `/\/+$/` backtracks on many slashes). */
function withoutSlashesAround(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === '/') start += 1;
  while (end > start && text[end - 1] === '/') end -= 1;
  return text.slice(start, end);
}

/** STORAGE_URL read, or an Error saying what is wrong with it (the server then does not start). */
export function parseBucketLocation(text: string): BucketLocation {
  const wrong = (why: string) =>
    new Error(`STORAGE_URL ${why} (s3://<bucket>[/<prefix>]?endpoint=…&region=…)`);
  if (text.length > STORAGE_URL_MAX) throw wrong(`is longer than ${STORAGE_URL_MAX} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw wrong('is not a URL');
  }
  if (url.protocol !== 's3:') throw wrong('must start with s3://');
  if (url.username || url.password)
    throw wrong('must not hold credentials: the AWS SDK reads them from its own settings');
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw wrong(`names no valid bucket (${JSON.stringify(bucket)})`);
  const path = withoutSlashesAround(url.pathname);
  // Plain segments of a storage key's characters, none `.` or `..` (policy.ts).
  if (path !== '' && !isSafeKey(path))
    throw wrong(`has a prefix of odd characters (${JSON.stringify(path)})`);
  for (const name of url.searchParams.keys())
    if (!KNOWN_PARAMETERS.has(name)) throw wrong(`has an unknown parameter ${JSON.stringify(name)}`);
  const endpointText = url.searchParams.get('endpoint');
  let endpoint: string | undefined;
  if (endpointText !== null) {
    let parsed: URL;
    try {
      parsed = new URL(endpointText);
    } catch {
      throw wrong('has an endpoint that is not a URL');
    }
    if (
      (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') ||
      parsed.pathname !== '/' ||
      parsed.search
    )
      throw wrong('has an endpoint that is not an http(s) origin');
    endpoint = parsed.origin;
  }
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!REGION.test(region)) throw wrong(`names no valid region (${JSON.stringify(region)})`);
  const pathStyle = url.searchParams.get('path_style');
  if (pathStyle !== null && pathStyle !== '0' && pathStyle !== '1')
    throw wrong('has path_style other than 0 or 1');
  return {
    bucket,
    prefix: path === '' ? '' : `${path}/`,
    endpoint,
    region,
    forcePathStyle: pathStyle === '1',
  };
}
