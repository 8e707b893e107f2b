import type { TestServer } from './harness';

/** The signing answer of `upload_token` (contract.md, "Uploading images"), as the tests use it. */
export interface UploadSigning {
  signature: { policy: string; signature: string };
  endpoint: string;
  domain: string;
  dir: string;
  SecurityToken: string;
  AccessKeyId: string;
  name?: string;
}

/** Signs an upload of the comma-separated `names` for the creator of `token`. */
export async function uploadSigning(on: TestServer, token: string, names: string): Promise<UploadSigning> {
  const { body } = await on.call('GET', '/mp-api/v3/api/upload_token', {
    token,
    query: { names, upload_type: 'image' },
  });
  return body.data as UploadSigning;
}

/** The contract's signed multipart upload of one file to `key`; `overrides` replace (or add) form fields. */
export function storeFile(
  sign: UploadSigning,
  key: string,
  file: Uint8Array,
  overrides: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  const fields = {
    key,
    policy: sign.signature.policy,
    OSSAccessKeyId: sign.AccessKeyId,
    signature: sign.signature.signature,
    'x-oss-security-token': sign.SecurityToken,
    success_action_status: '200',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), key.split('/').pop());
  return fetch(sign.endpoint, { method: 'POST', body: form });
}
