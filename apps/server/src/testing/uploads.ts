import { bandedPng } from '../db/png';
import type { DemoServer } from './demo-server';
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

/** The form of the contract's signed multipart upload of one file to `key`; `overrides` replace (or add) fields. */
export function uploadForm(
  sign: UploadSigning,
  key: string,
  file: Uint8Array,
  overrides: Record<string, string> = {},
): FormData {
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
  return form;
}

/** The contract's signed multipart upload of one file to `key`; `overrides` replace (or add) form fields. */
export function storeFile(
  sign: UploadSigning,
  key: string,
  file: Uint8Array,
  overrides: Record<string, string> = {},
): Promise<Response> {
  return fetch(sign.endpoint, { method: 'POST', body: uploadForm(sign, key, file, overrides) });
}

/** A signing folder: `<area>/<creatorId>/<24 hex>/`. */
export const freshDir = (area: string, creatorId: number) =>
  new RegExp(`^${area}/${creatorId}/[0-9a-f]{24}/$`);

/** How many files the server has stored, of every creator: a refused upload or copy adds none. */
export async function countStoredFiles(on: TestServer): Promise<number> {
  const row = await on.db
    .selectFrom('stored_file')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The upload tests' sample PNG and calls, as the demo creator of the server `current` gives (the file's, started
 * in its beforeAll): a signing (two PNG names by default), the signed upload of one file, the files stored.
 */
export function uploadCalls(current: () => DemoServer) {
  const png = bandedPng(64, 48, [10, 20, 30], [200, 100, 50]);
  const signing = (
    token = current().demo,
    names = 'a_64_48.png,b_64_48.png',
    on: TestServer = current().server,
  ): Promise<UploadSigning> => uploadSigning(on, token, names);
  const storedCount = (on: TestServer = current().server) => countStoredFiles(on);
  return { png, signing, store: storeFile, storedCount };
}
